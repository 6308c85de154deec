import type { CreativeFigures } from '@reelcart/contract/admin';
import type { AffiliateLink } from '@reelcart/contract/affiliate';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { affiliateEvents, type affiliateLinks, affiliateReferrals } from '../schema';

/**
 * The test oracle of the link and creative figures (decision 108): the SQL that counted them from
 * the raw events and referrals per request before the roll-ups, kept unchanged (a deliberate copy,
 * so the oracle stays independent of the code it checks).
 */

/** A tracking link with its clicks, unique clicks and sign-ups since it was made. */
export async function oracleLinkFigures(
  db: Database,
  affiliateId: string,
  link: typeof affiliateLinks.$inferSelect,
): Promise<AffiliateLink> {
  const since = gte(affiliateEvents.createdAt, link.createdAt);
  const sourceMatch = link.source
    ? eq(affiliateEvents.source, link.source)
    : sql`${affiliateEvents.source} is null`;
  const [clicks] = await db
    .select({
      raw: sql<string>`count(*)`,
      unique: sql<string>`count(*) filter (where ${affiliateEvents.uniqueClick})`,
    })
    .from(affiliateEvents)
    .where(
      and(
        eq(affiliateEvents.affiliateId, affiliateId),
        eq(affiliateEvents.action, 'click'),
        eq(affiliateEvents.landingPage, link.landingPage.split('?')[0] ?? '/'),
        sourceMatch,
        since,
      ),
    );
  const [signups] = await db
    .select({ n: sql<string>`count(*)` })
    .from(affiliateReferrals)
    .where(
      and(
        eq(affiliateReferrals.affiliateId, affiliateId),
        eq(affiliateReferrals.landingPage, link.landingPage.split('?')[0] ?? '/'),
        link.source
          ? eq(affiliateReferrals.source, link.source)
          : sql`${affiliateReferrals.source} is null`,
        gte(affiliateReferrals.createdAt, link.createdAt),
      ),
    );
  const view: AffiliateLink = {
    id: link.id,
    landingPage: link.landingPage,
    source: link.source,
    subId: link.subId,
    createdAt: link.createdAt.toISOString(),
    clicks: Number(clicks?.raw ?? 0),
    uniqueClicks: Number(clicks?.unique ?? 0),
    signups: Number(signups?.n ?? 0),
  };
  return view;
}

/** Clicks (raw and unique) and conversions per creative since `since`, from the events. */
export async function oracleCreativeFigures(
  db: Database,
  ids: readonly string[],
  since: Date,
  figuresOf: (clicks: number, uniqueClicks: number, conversions: number) => CreativeFigures,
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
