import type { CreativeFigures } from '@reelcart/contract/admin';
import { and, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { DAY_MS } from '../affiliate';
import { affiliateEvents } from '../schema';

/** The first moment of a period of the last `days` days, today (UTC) included. */
export function periodStart(days: number, now = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

export const figuresOf = (clicks: number, uniqueClicks: number, conversions: number) => ({
  clicks,
  uniqueClicks,
  conversions,
  // Rounded to 4 places (0.0123 = 1.23 %); no clicks, no rate.
  conversionRate: uniqueClicks > 0 ? Math.round((conversions / uniqueClicks) * 10_000) / 10_000 : 0,
});

export const NO_FIGURES: CreativeFigures = figuresOf(0, 0, 0);

/**
 * Clicks (raw and unique) and conversions (checkouts, i.e. sales, of visitors who came through
 * the creative's link) per creative since `since`, from the tracking events (decision 050).
 */
export async function creativeFigures(
  db: Database,
  ids: readonly string[],
  since: Date,
): Promise<Map<string, CreativeFigures>> {
  const result = new Map<string, CreativeFigures>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      creativeId: affiliateEvents.creativeId,
      clicks: sql<string>`count(*) filter (where ${affiliateEvents.action} = 'click')`,
      unique: sql<string>`count(*) filter (where ${affiliateEvents.action} = 'click' and ${affiliateEvents.uniqueClick})`,
      conversions: sql<string>`count(*) filter (where ${affiliateEvents.action} = 'checkout')`,
    })
    .from(affiliateEvents)
    .where(
      and(
        isNotNull(affiliateEvents.creativeId),
        inArray(affiliateEvents.creativeId, [...ids]),
        gte(affiliateEvents.createdAt, since),
      ),
    )
    .groupBy(affiliateEvents.creativeId);
  for (const r of rows)
    if (r.creativeId)
      result.set(
        r.creativeId,
        figuresOf(Number(r.clicks), Number(r.unique), Number(r.conversions)),
      );
  return result;
}
