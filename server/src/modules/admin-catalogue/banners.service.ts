import { type AdminBanner, type BannerInput, contract } from '@reelcart/contract/admin';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound, staleVersion } from '../../platform/errors';
import { historyOf, recordAudit } from '../audit';
import { type BannerRow, bannerImage } from '../catalogue';
import { banners } from '../schema';

const moment = (value: string | null) =>
  value ? new Date(value.endsWith('Z') ? value : `${value}Z`) : null;
function snapshot(row: BannerRow): BannerInput {
  return {
    title: row.title,
    subtitle: row.subtitle,
    linkUrl: row.linkUrl,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    active: row.active,
  };
}
function toAdminBanner(row: BannerRow, now: Date): AdminBanner {
  const live =
    row.active &&
    (row.startsAt === null || row.startsAt <= now) &&
    (row.endsAt === null || row.endsAt > now);
  return {
    ...snapshot(row),
    _id: row.id,
    slug: row.slug,
    position: row.position,
    version: row.version,
    image: bannerImage(row),
    live,
  };
}
function columns(input: BannerInput) {
  const startsAt = moment(input.startsAt);
  const endsAt = moment(input.endsAt);
  if (startsAt && endsAt && endsAt <= startsAt)
    throw new ApiError(400, 'Invalid endsAt: the end comes after the start', { field: 'endsAt' });
  return {
    title: input.title,
    subtitle: input.subtitle,
    linkUrl: input.linkUrl,
    imageUrl: input.imageUrl || null,
    startsAt,
    endsAt,
    active: input.active,
  };
}

/** The back office's banners, without HTTP: the registry mounts each on the admin call of its name (`mountAll`, decision 087). */
export function adminBannerService(deps: Deps) {
  const { db } = deps;
  async function list() {
    const now = new Date();
    const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
    const history = (await Promise.all(rows.map((r) => historyOf(db, 'banner', r.id, 10))))
      .flat()
      .sort((a, b) => b.id - a.id)
      .slice(0, 30);
    return { items: rows.map((r) => toAdminBanner(r, now)), history };
  }
  return {
    adminListBanners: handles(contract.adminListBanners, async () => list()),
    adminOrderBanners: handles(contract.adminOrderBanners, async ({ body, auth }) => {
      const actor = auth as NonNullable<typeof auth>;
      await db.transaction(async (tx) => {
        const rows = await tx.select().from(banners);
        const ids = new Set(rows.map((r) => r.id));
        if (
          body.ids.length !== rows.length ||
          new Set(body.ids).size !== rows.length ||
          body.ids.some((id) => !ids.has(id))
        )
          throw new ApiError(400, 'Invalid ids: list every banner exactly once', { field: 'ids' });
        for (const [position, id] of body.ids.entries()) {
          const row = rows.find((r) => r.id === id);
          if (!row || row.position === position) continue;
          await tx
            .update(banners)
            .set({ position, version: sql`${banners.version} + 1` })
            .where(eq(banners.id, id));
          await recordAudit(tx, actor, {
            entityType: 'banner',
            entityId: id,
            action: 'reorder',
            before: { position: row.position },
            after: { position },
          });
        }
      });
      return list();
    }),
    adminCreateBanner: handles(contract.adminCreateBanner, async ({ body, auth }) => {
      const actor = auth as NonNullable<typeof auth>;
      const id = newId('ban');
      const values = columns(body);
      await db.transaction(async (tx) => {
        const [last] = await tx.select({ n: max(banners.position) }).from(banners);
        await tx
          .insert(banners)
          .values({ id, slug: id.replace('_', '-'), position: (last?.n ?? -1) + 1, ...values });
        await recordAudit(tx, actor, {
          entityType: 'banner',
          entityId: id,
          action: 'create',
          before: null,
          after: { ...body },
        });
      });
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      if (!row) throw notFound('Banner not found');
      return toAdminBanner(row, new Date());
    }),
    adminUpdateBanner: handles(contract.adminUpdateBanner, async ({ body, auth, params }) => {
      const actor = auth as NonNullable<typeof auth>;
      const { version, ...input } = body;
      const values = columns(input);
      const [current] = await db
        .select()
        .from(banners)
        .where(eq(banners.id, params.id ?? ''));
      if (!current) throw notFound('Banner not found');
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(banners)
          .set({ ...values, version: sql`${banners.version} + 1` })
          .where(and(eq(banners.id, current.id), eq(banners.version, version)))
          .returning();
        if (!updated) {
          const [now] = await tx
            .select({ version: banners.version })
            .from(banners)
            .where(eq(banners.id, current.id));
          throw staleVersion('banner', now?.version ?? version);
        }
        await recordAudit(tx, actor, {
          entityType: 'banner',
          entityId: current.id,
          action: 'update',
          before: { ...snapshot(current) },
          after: { ...snapshot(updated) },
        });
        return updated;
      });
      return toAdminBanner(row, new Date());
    }),
  };
}
