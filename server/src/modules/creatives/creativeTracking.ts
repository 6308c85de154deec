import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { affiliateCreatives, affiliateEvents } from '../schema';

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
 * on that same row, so a creative's clicks and conversions are counts of its events. Unknown
 * creative ids are ignored, like unknown codes.
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
  const tagged = await db
    .update(affiliateEvents)
    .set({ creativeId: creative.id })
    .where(
      and(
        eq(affiliateEvents.visitorId, event.visitorId),
        eq(affiliateEvents.action, event.action),
        eq(affiliateEvents.createdAt, event.at),
        isNull(affiliateEvents.creativeId),
      ),
    )
    .returning({ id: affiliateEvents.id });
  return tagged.length > 0;
}
