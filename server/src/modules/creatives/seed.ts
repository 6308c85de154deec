import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { SEED_CREATIVES } from '../affiliate/seed';
import * as s from '../schema';

/** Seeded creatives an admin has switched off (they are not on /affiliate/marketing). */
export const INACTIVE_SEED_CREATIVES = ['crt_skyscraper', 'crt_text_catalogue'] as const;

/**
 * The affiliates' creatives as admin-managed rows (issue 18, decision 050): the seeded creatives
 * (generated neutral artwork, services/affiliate/creatives.ts) with two switched off, and their
 * figures: a deterministic third of the seeded clicks carry a creative, and about one in twelve
 * of those unique clicks converts (a checkout event of the same visitor twenty minutes later).
 * Runs after seedAffiliates; it adds checkout events only, so every click count stays as it was.
 */
export async function seedCreatives(db: Database, now = new Date()): Promise<void> {
  await db
    .update(s.affiliateCreatives)
    .set({ active: false })
    .where(inArray(s.affiliateCreatives.id, [...INACTIVE_SEED_CREATIVES]));
  const ids = SEED_CREATIVES.map((c) => `'${c.id}'`).join(',');
  // Every third click, spread over the creatives by its id (deterministic: ids are serial).
  await db.execute(
    sql.raw(
      `update affiliate_events set creative_id = (array[${ids}])[((id / 3) % ${SEED_CREATIVES.length}) + 1] where action = 'click' and id % 3 = 0`,
    ),
  );
  await db.execute(sql`
    insert into affiliate_events
      (affiliate_id, code, action, unique_click, source, landing_page, visitor_id, country, creative_id, created_at)
    select affiliate_id, code, 'checkout', false, source, landing_page, visitor_id, country, creative_id,
      created_at + interval '20 minutes'
    from affiliate_events
    where creative_id is not null and unique_click and id % 36 = 3
      and created_at + interval '20 minutes' <= ${now.toISOString()}::timestamptz
    order by id`);
}
