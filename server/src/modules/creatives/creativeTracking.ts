import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { addToCreativeDaily, creativeRows } from '../affiliate';
import { affiliateCreatives } from '../schema';

/**
 * The creative of the affiliate link a visitor followed: its `creative` parameter, which the SDK
 * forwards inside the tracking metadata's `landingPage` (the page and query the visitor landed on).
 */
export function creativeOfLanding(landingPage: string | null | undefined): string | null {
  if (!landingPage) return null;
  try {
    const id = new URL(landingPage, 'http://landing.invalid').searchParams.get('creative');
    return id && /^[\w-]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * Marks the tracking event just stored for a visitor with the creative whose link they followed
 * (decision 050). `recordEvent` (programme.ts) stores the event at `at`; this names the creative
 * on that same row, so a creative's clicks and conversions are counts of its events, and adds them
 * to the creatives' daily roll-up in the same statement. Unknown creative ids are ignored, like
 * unknown codes.
 */
export async function tagCreative(
  db: Database,
  event: { creativeId: string | null | undefined; action: string; visitorId: string; at: Date },
): Promise<boolean> {
  const id = event.creativeId;
  if (!id || !/^[\w-]{1,64}$/.test(id)) return false;
  const [creative] = await db
    .select({ id: affiliateCreatives.id })
    .from(affiliateCreatives)
    .where(eq(affiliateCreatives.id, id));
  if (!creative) return false;
  // The tag and its count in the creatives' roll-up: one statement (decision 108).
  const [tagged] = await rowsOf<{ n: unknown }>(
    db,
    sql`with t as (
      update affiliate_events set creative_id = ${creative.id}, creative_rolled_up = true
      where visitor_id = ${event.visitorId} and action = ${event.action}
        and created_at = ${event.at.toISOString()}::timestamptz and creative_id is null
      returning *
    ), d as (${addToCreativeDaily(creativeRows('t'))})
    select count(*)::int as n from t`,
  );
  return Number(tagged?.n ?? 0) > 0;
}
