import type { CreativeFigures } from '@reelcart/contract/admin';
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { DAY_MS } from '../affiliate';
import { affiliateCreativeDaily } from '../schema';

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
 * the creative's link) per creative since `since` (the first moment of a UTC day), from the
 * creatives' daily roll-up `affiliate_creative_daily` (decision 108; the tracking events before,
 * decision 050).
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
      creativeId: affiliateCreativeDaily.creativeId,
      clicks: sql<string>`sum(${affiliateCreativeDaily.clicks})`,
      unique: sql<string>`sum(${affiliateCreativeDaily.uniqueClicks})`,
      conversions: sql<string>`sum(${affiliateCreativeDaily.conversions})`,
    })
    .from(affiliateCreativeDaily)
    .where(
      and(
        inArray(affiliateCreativeDaily.creativeId, [...ids]),
        gte(affiliateCreativeDaily.day, since.toISOString().slice(0, 10)),
      ),
    )
    .groupBy(affiliateCreativeDaily.creativeId);
  for (const r of rows)
    result.set(r.creativeId, figuresOf(Number(r.clicks), Number(r.unique), Number(r.conversions)));
  return result;
}
