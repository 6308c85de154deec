// The creatives as affiliates see them: the active ones, and a banner by id (decision 050).
import type { Creative } from '@reelcart/contract/affiliate';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { affiliateCreatives } from '../schema';
import { creativeImageUrl } from './imageUrl';

/** Only active creatives (admins manage them: decision 050). */
export async function activeCreatives(db: Database): Promise<Creative[]> {
  const rows = await db
    .select()
    .from(affiliateCreatives)
    .where(eq(affiliateCreatives.active, true))
    .orderBy(affiliateCreatives.id);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as 'banner' | 'text',
    name: r.name,
    width: r.width,
    height: r.height,
    headline: r.headline,
    landingPage: r.landingPage,
    imageUrl: creativeImageUrl(r),
  }));
}

/** The creative of that id, when it is a banner (active or not: embedded banners keep working). */
export async function bannerById(db: Database, id: string) {
  const [creative] = await db
    .select()
    .from(affiliateCreatives)
    .where(eq(affiliateCreatives.id, id));
  return creative?.kind === 'banner' ? creative : null;
}
