import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { artUrl } from '../catalogue/art';
import { banners } from '../schema';

export type BannerRow = typeof banners.$inferSelect;

/** Active and inside its schedule at `now`: the condition of the public list. */
export const liveBanner = (now: Date) =>
  and(
    eq(banners.active, true),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  );

export const bannerImage = (row: BannerRow) => row.imageUrl ?? artUrl('banners', row.slug, 'image');
