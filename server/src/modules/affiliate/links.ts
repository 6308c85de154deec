// An affiliate's tracking links and their figures (issue 15).
import type { AffiliateLink, CreateLinkRequest } from '@reelcart/contract/affiliate';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';
import { ApiError } from '../../platform/errors';
import { affiliateEvents, affiliateLinks, affiliateReferrals } from '../schema';

/** A tracking link with its clicks, unique clicks and sign-ups since it was made. */
export async function linkFigures(
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

/** The affiliate's 50 newest links, with their figures. */
export async function linksOf(db: Database, affiliateId: string): Promise<AffiliateLink[]> {
  const rows = await db
    .select()
    .from(affiliateLinks)
    .where(eq(affiliateLinks.affiliateId, affiliateId))
    .orderBy(desc(affiliateLinks.createdAt))
    .limit(50);
  return Promise.all(rows.map((r) => linkFigures(db, affiliateId, r)));
}

/** A new tracking link of the affiliate's. */
export async function createLink(
  db: Database,
  affiliateId: string,
  input: CreateLinkRequest,
): Promise<AffiliateLink> {
  const [row] = await db
    .insert(affiliateLinks)
    .values({
      id: newId('lnk'),
      affiliateId,
      landingPage: input.landingPage,
      source: input.source ?? null,
      subId: input.subId ?? null,
    })
    .returning();
  if (!row) throw new ApiError(500, 'An unexpected error occurred.');
  return linkFigures(db, affiliateId, row);
}
