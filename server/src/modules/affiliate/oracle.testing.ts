import type {
  AffiliateAnalytics,
  AffiliateOverview,
  Breakdown,
} from '@reelcart/contract/affiliate';
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  affiliateAccounts,
  affiliateEvents,
  affiliateLedger,
  affiliateReferrals,
  users,
} from '../schema';
import { commissionLines, type Period } from './figures';
import { DAY_MS, nextPayoutDate, PAYOUT_MINIMUM_CENTS, type PayoutMethodKind } from './rules';
import { statusSums } from './statesOracle.testing';

/**
 * The test oracle of the affiliate figures (issue 31, decision 101): the overview and analytics as
 * they were computed before the roll-up — from the raw events, referrals and ledger per request —
 * kept unchanged (a deliberate copy, so the oracle stays independent of the code it checks).
 */

const int = (value: unknown) => Number(value ?? 0);

/** What the reversals (refunds' shares before payout, decision 055) took of a commission row. */
const reversedOf = (column: 'amount_cents' | 'base_cents') =>
  sql.raw(
    `coalesce((select sum(r.${column}) from "affiliate_ledger" r where r.refers_to = "affiliate_ledger"."id" and r.kind = 'reversal'), 0)`,
  );

/** A commission row's amount less its reversals: what the sale still earns. */
const netCommissionSql = sql<string>`("affiliate_ledger"."amount_cents" + ${reversedOf('amount_cents')})`;
/** A commission row's sale less what refunds reversed the commission of before payout. */
const netBaseSql = sql<string>`("affiliate_ledger"."base_cents" - ${reversedOf('base_cents')})`;

/**
 * Commissions that still earn: not voided by a refund nor reversed to nothing by refunds of each
 * of its lines before payout (decision 055). A commission clawed back after payout stays a sale.
 */
const stillEarningSql = sql`not exists (select 1 from "affiliate_ledger" v where v.refers_to = "affiliate_ledger"."id" and v.kind = 'void') and ("affiliate_ledger"."amount_cents" = 0 or ${netCommissionSql} > 0)`;

const inPeriod = (column: AnyColumn, period: Period) =>
  sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;

export async function oracleOverview(
  db: Database,
  affiliateId: string,
  period: Period,
  now = new Date(),
): Promise<AffiliateOverview> {
  const [[user], [account], [clicks], [signups], [sales], periodSums, balance, recent] =
    await Promise.all([
      db.select({ code: users.affiliateCode }).from(users).where(eq(users.id, affiliateId)),
      db
        .select({ method: affiliateAccounts.payoutMethod })
        .from(affiliateAccounts)
        .where(eq(affiliateAccounts.userId, affiliateId)),
      db
        .select({
          raw: sql<string>`count(*)`,
          unique: sql<string>`count(*) filter (where ${affiliateEvents.uniqueClick})`,
        })
        .from(affiliateEvents)
        .where(
          and(
            eq(affiliateEvents.affiliateId, affiliateId),
            eq(affiliateEvents.action, 'click'),
            inPeriod(affiliateEvents.createdAt, period),
          ),
        ),
      db
        .select({ n: sql<string>`count(*)` })
        .from(affiliateReferrals)
        .where(
          and(
            eq(affiliateReferrals.affiliateId, affiliateId),
            eq(affiliateReferrals.via, 'register'),
            inPeriod(affiliateReferrals.createdAt, period),
          ),
        ),
      db
        .select({
          n: sql<string>`count(*)`,
          base: sql<string>`coalesce(sum(${netBaseSql}), 0)`,
          cents: sql<string>`coalesce(sum(${netCommissionSql}), 0)`,
        })
        .from(affiliateLedger)
        .where(
          and(
            eq(affiliateLedger.affiliateId, affiliateId),
            eq(affiliateLedger.kind, 'commission'),
            stillEarningSql,
            inPeriod(affiliateLedger.createdAt, period),
          ),
        ),
      statusSums(db, affiliateId, now, period),
      statusSums(db, affiliateId, now, null),
      commissionLines(db, eq(affiliateLedger.affiliateId, affiliateId), now, 8),
    ]);
  const raw = int(clicks?.raw);
  const commission = int(sales?.cents);
  const method = (account?.method ?? null) as PayoutMethodKind | null;
  return {
    from: period.from,
    to: period.to,
    affiliateCode: user?.code ?? '',
    clicks: raw,
    uniqueClicks: int(clicks?.unique),
    signups: int(signups?.n),
    sales: int(sales?.n),
    salesCents: int(sales?.base),
    commissionCents: commission,
    epcCents: raw > 0 ? Math.round((commission * 100) / raw) : null,
    period: periodSums,
    balance,
    nextPayoutDate: nextPayoutDate(now),
    payoutMethod: method,
    minimumCents: method ? PAYOUT_MINIMUM_CENTS[method] : null,
    recent,
  };
}

type Key = 'source' | 'landingPage' | 'country';

export async function oracleAnalytics(
  db: Database,
  affiliateId: string,
  period: Period,
): Promise<AffiliateAnalytics> {
  const day = (column: AnyColumn) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const eventsWhere = and(
    eq(affiliateEvents.affiliateId, affiliateId),
    eq(affiliateEvents.action, 'click'),
    inPeriod(affiliateEvents.createdAt, period),
  );
  const referralsWhere = and(
    eq(affiliateReferrals.affiliateId, affiliateId),
    eq(affiliateReferrals.via, 'register'),
    inPeriod(affiliateReferrals.createdAt, period),
  );
  const ledgerWhere = and(
    eq(affiliateLedger.affiliateId, affiliateId),
    eq(affiliateLedger.kind, 'commission'),
    stillEarningSql,
    inPeriod(affiliateLedger.createdAt, period),
  );
  const clicksBy = (key: ReturnType<typeof sql<string>>) =>
    db
      .select({
        key,
        clicks: sql<string>`count(*)`,
        unique: sql<string>`count(*) filter (where ${affiliateEvents.uniqueClick})`,
      })
      .from(affiliateEvents)
      .where(eventsWhere)
      .groupBy(sql`1`);
  const signupsBy = (key: ReturnType<typeof sql<string>>) =>
    db
      .select({ key, n: sql<string>`count(*)` })
      .from(affiliateReferrals)
      .where(referralsWhere)
      .groupBy(sql`1`);
  const salesBy = (key: ReturnType<typeof sql<string>>) =>
    db
      .select({
        key,
        n: sql<string>`count(*)`,
        cents: sql<string>`coalesce(sum(${netCommissionSql}), 0)`,
      })
      .from(affiliateLedger)
      .where(ledgerWhere)
      .groupBy(sql`1`);
  const keyed = {
    source: [
      sql<string>`coalesce(${affiliateEvents.source}, '(none)')`,
      sql<string>`coalesce(${affiliateReferrals.source}, '(none)')`,
      sql<string>`coalesce(${affiliateLedger.source}, '(none)')`,
    ],
    landingPage: [
      sql<string>`coalesce(${affiliateEvents.landingPage}, '(unknown)')`,
      sql<string>`coalesce(${affiliateReferrals.landingPage}, '(unknown)')`,
      sql<string>`coalesce(${affiliateLedger.landingPage}, '(unknown)')`,
    ],
    country: [
      sql<string>`coalesce(${affiliateEvents.country}, '??')`,
      sql<string>`coalesce(${affiliateReferrals.country}, '??')`,
      sql<string>`coalesce(${affiliateLedger.country}, '??')`,
    ],
  } satisfies Record<Key, ReturnType<typeof sql<string>>[]>;
  const dayKeys = [
    day(affiliateEvents.createdAt),
    day(affiliateReferrals.createdAt),
    day(affiliateLedger.createdAt),
  ];
  const groups = [dayKeys, keyed.source, keyed.landingPage, keyed.country];
  const results = await Promise.all(
    groups.map(([e, r, l]) =>
      Promise.all([clicksBy(e as never), signupsBy(r as never), salesBy(l as never)]),
    ),
  );
  const merge = ([c, s, l]: (typeof results)[number], keys: string[] = []): Breakdown[] => {
    const map = new Map<string, Breakdown>();
    const at = (key: string) => {
      let row = map.get(key);
      if (!row) {
        row = { key, clicks: 0, uniqueClicks: 0, signups: 0, sales: 0, commissionCents: 0 };
        map.set(key, row);
      }
      return row;
    };
    for (const key of keys) at(key);
    for (const r of c)
      Object.assign(at(r.key), { clicks: int(r.clicks), uniqueClicks: int(r.unique) });
    for (const r of s) at(r.key).signups = int(r.n);
    for (const r of l) Object.assign(at(r.key), { sales: int(r.n), commissionCents: int(r.cents) });
    return [...map.values()];
  };
  const days: string[] = [];
  for (let t = period.start.getTime(); t < period.end.getTime(); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  const byClicks = (a: Breakdown, b: Breakdown) =>
    b.clicks - a.clicks || b.commissionCents - a.commissionCents || a.key.localeCompare(b.key);
  const [series, bySource, byLanding, byCountry] = [
    merge(results[0] as (typeof results)[number], days),
    merge(results[1] as (typeof results)[number]).sort(byClicks),
    merge(results[2] as (typeof results)[number]).sort(byClicks),
    merge(results[3] as (typeof results)[number]).sort(byClicks),
  ];
  return {
    from: period.from,
    to: period.to,
    series: (series ?? [])
      .filter((r) => r.key >= period.from && r.key <= period.to)
      .sort((a, b) => a.key.localeCompare(b.key))
      .map(({ key, ...rest }) => ({ day: key, ...rest })),
    bySource: bySource ?? [],
    byLandingPage: byLanding ?? [],
    byCountry: byCountry ?? [],
  };
}
