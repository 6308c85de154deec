// An affiliate's tracking links and their figures (issue 15; from the roll-up, decision 108).
import type { AffiliateLink, CreateLinkRequest } from '@reelcart/contract/affiliate';
import { type SQL, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import { ApiError } from '../../platform/errors';
import { affiliateLinks } from '../schema';

interface LinkRow {
  id: string;
  landing_page: string;
  source: string | null;
  sub_id: string | null;
  created_at: Date | string;
  clicks: unknown;
  unique_clicks: unknown;
  signups: unknown;
}

/**
 * Links `where` (on `l`, affiliate_links) with their clicks, unique clicks and sign-ups since each
 * was made: what its key (landing page without the query, source) counted in the days after its
 * creation day, from `affiliate_link_daily`, plus the raw clicks and referrals of its creation day
 * from its creation instant on (one day of rows, on the affiliate × time indexes). One statement.
 */
async function linksWithFigures(db: Database, where: SQL, limit: number) {
  const rows = await rowsOf<LinkRow>(
    db,
    sql`with l as (
      select l.*, split_part(l.landing_page, '?', 1) as page,
        (l.created_at at time zone 'UTC')::date as first_day,
        ((l.created_at at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC' as day_end
      from affiliate_links l where ${where} order by l.created_at desc limit ${limit}
    )
    select l.id, l.landing_page, l.source, l.sub_id, l.created_at,
      coalesce(d.clicks, 0) + e.clicks as clicks,
      coalesce(d.unique_clicks, 0) + e.unique_clicks as unique_clicks,
      coalesce(d.referrals, 0) + r.referrals as signups
    from l
    left join lateral (select sum(d.clicks) as clicks, sum(d.unique_clicks) as unique_clicks,
        sum(d.referrals) as referrals
      from affiliate_link_daily d
      where d.affiliate_id = l.affiliate_id and d.source = coalesce(l.source, '')
        and d.landing_page = l.page and d.day > l.first_day) d on true
    cross join lateral (select count(*) as clicks, count(*) filter (where e.unique_click) as unique_clicks
      from affiliate_events e
      where e.affiliate_id = l.affiliate_id and e.created_at >= l.created_at
        and e.created_at < l.day_end and e.action = 'click' and e.landing_page = l.page
        and e.source is not distinct from l.source) e
    cross join lateral (select count(*) as referrals from affiliate_referrals r
      where r.affiliate_id = l.affiliate_id and r.created_at >= l.created_at
        and r.created_at < l.day_end and r.landing_page = l.page
        and r.source is not distinct from l.source) r
    order by l.created_at desc`,
  );
  return rows.map(
    (r): AffiliateLink => ({
      id: r.id,
      landingPage: r.landing_page,
      source: r.source,
      subId: r.sub_id,
      createdAt: new Date(r.created_at).toISOString(),
      clicks: int(r.clicks),
      uniqueClicks: int(r.unique_clicks),
      signups: int(r.signups),
    }),
  );
}

/** The affiliate's 50 newest links, with their figures. */
export async function linksOf(db: Database, affiliateId: string): Promise<AffiliateLink[]> {
  return linksWithFigures(db, sql`l.affiliate_id = ${affiliateId}`, 50);
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
  const [link] = await linksWithFigures(db, sql`l.id = ${row.id}`, 1);
  if (!link) throw new ApiError(500, 'An unexpected error occurred.');
  return link;
}
