import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { addToLinkDaily, linkClickRows, linkReferralRows } from './linkRollup';

/**
 * The affiliate figures' roll-up writers (issue 31, decision 101): every one adds rows to
 * `affiliate_daily` in the statement that stores what they count — a click, a sign-up's referral,
 * a commission's fact — so the roll-up never lags what it sums, and concurrent writers neither lose
 * a sum (`x = x + excluded.x`) nor deadlock (rows in key order).
 */

const SUMS = ['clicks', 'unique_clicks', 'signups', 'sales', 'sales_cents', 'commission_cents'];
const KEY = 'affiliate_id, day, source, landing_page, country';

/**
 * Upserts `rows` — a select of the key columns (display keys) and the six sums — into the daily
 * roll-up, grouped by key and in key order.
 */
export const addToDaily = (rows: SQL): SQL =>
  sql`insert into affiliate_daily (${sql.raw(KEY)}, ${sql.raw(SUMS.join(', '))})
    select ${sql.raw(KEY)}, ${sql.raw(SUMS.map((c) => `sum(${c})`).join(', '))}
    from (${rows}) r group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
    on conflict (${sql.raw(KEY)}) do update set ${sql.raw(
      SUMS.map((c) => `${c} = affiliate_daily.${c} + excluded.${c}`).join(', '),
    )}`;

/** A row's key as the screens show it: '(none)', '(unknown)', '??' for a missing part. */
export const displayKeys = (t: string) =>
  sql.raw(`${t}.affiliate_id, (${t}.created_at at time zone 'UTC')::date as day,
    coalesce(${t}.source, '(none)') as source, coalesce(${t}.landing_page, '(unknown)') as landing_page,
    coalesce(${t}.country, '??') as country`);

/** The clicks among events `t` (a relation with `affiliate_events`' columns) as roll-up rows. */
export const clickRows = (t: string, where: SQL = sql`true`) =>
  sql`select ${displayKeys(t)}, 1 as clicks, case when ${sql.raw(t)}.unique_click then 1 else 0 end as unique_clicks,
    0 as signups, 0 as sales, 0 as sales_cents, 0 as commission_cents
    from ${sql.raw(t)} where ${sql.raw(t)}.action = 'click' and ${where}`;

/** The sign-ups among referrals `t` (those made at registration) as roll-up rows. */
export const signupRows = (t: string, where: SQL = sql`true`) =>
  sql`select ${displayKeys(t)}, 0 as clicks, 0 as unique_clicks, 1 as signups,
    0 as sales, 0 as sales_cents, 0 as commission_cents
    from ${sql.raw(t)} where ${sql.raw(t)}.via = 'register' and ${where}`;

export interface EventRow {
  affiliateId: string;
  code: string;
  action: string;
  uniqueClick: boolean;
  source: string | null;
  landingPage: string | null;
  visitorId: string;
  country: string | null;
  createdAt: Date;
}

/**
 * Stores a tracking event and, for a click, counts it in the roll-ups (`affiliate_daily`, and the
 * links' `affiliate_link_daily`, decision 108): one statement.
 */
export async function insertEvent(db: Database, e: EventRow): Promise<void> {
  await db.execute(sql`with e as (
      insert into affiliate_events (affiliate_id, code, action, unique_click, source, landing_page,
        visitor_id, country, created_at, rolled_up, link_rolled_up)
      values (${e.affiliateId}, ${e.code}, ${e.action}, ${e.uniqueClick}, ${e.source},
        ${e.landingPage}, ${e.visitorId}, ${e.country}, ${e.createdAt.toISOString()}::timestamptz, true, true)
      returning *
    ), d as (${addToDaily(clickRows('e'))}), l as (${addToLinkDaily(linkClickRows('e'))})
    select 1`);
}

export interface ReferralRow {
  customerId: string;
  affiliateId: string;
  code: string;
  via: 'register' | 'checkout';
  source: string | null;
  landingPage: string | null;
  country: string | null;
  createdAt: Date;
}

/**
 * Stores a referral unless the customer has one (the first wins) and, made at registration,
 * counts its sign-up in the roll-up; any referral also in the links' roll-up (decision 108): one
 * statement. True when stored.
 */
export async function insertReferral(db: Database, r: ReferralRow): Promise<boolean> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`with r as (
      insert into affiliate_referrals (customer_id, affiliate_id, code, via, source, landing_page,
        country, created_at, rolled_up, link_rolled_up)
      values (${r.customerId}, ${r.affiliateId}, ${r.code}, ${r.via}, ${r.source}, ${r.landingPage},
        ${r.country}, ${r.createdAt.toISOString()}::timestamptz, true, true)
      on conflict do nothing
      returning *
    ), d as (${addToDaily(signupRows('r'))}), l as (${addToLinkDaily(linkReferralRows('r'))})
    select count(*)::int as n from r`,
  );
  return Number(row?.n ?? 0) > 0;
}
