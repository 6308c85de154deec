import type {
  AffiliateAnalytics,
  AffiliateOverview,
  Breakdown,
  CommissionLine,
  PayoutSummary,
} from '@reelcart/contract/affiliate';
import { type AnyColumn, and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ApiError } from '../../platform/errors';
import { formatOrderNumber } from '../orders';
import {
  affiliateAccounts,
  affiliateEvents,
  affiliateLedger,
  affiliatePayoutItems,
  affiliatePayouts,
  affiliateReferrals,
  orders,
  users,
} from '../schema';
import { DAY_MS, nextPayoutDate, PAYOUT_MINIMUM_CENTS, type PayoutMethodKind } from './rules';

/**
 * The affiliate's figures, aggregated in SQL over indexed ranges (decision 025): events by
 * (affiliate_id, created_at), referrals and ledger likewise; only the per-day or per-key rows
 * (at most a few hundred) are merged here.
 */

export interface Period {
  from: string;
  to: string;
  start: Date;
  /** Exclusive: the day after `to`. */
  end: Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 731;

/** A period from `YYYY-MM-DD` bounds (inclusive, UTC); the last 30 days by default. */
export function periodOf(query: { from?: string; to?: string }, now = new Date()): Period {
  const today = now.toISOString().slice(0, 10);
  const to = query.to && DAY.test(query.to) ? query.to : today;
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
  const from =
    query.from && DAY.test(query.from)
      ? query.from
      : new Date(end.getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
  const start = new Date(`${from}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw new ApiError(400, 'Invalid from: not a date', { field: 'from' });
  if (start >= end) throw new ApiError(400, 'Invalid from: after to', { field: 'from' });
  if (end.getTime() - start.getTime() > MAX_DAYS * DAY_MS)
    throw new ApiError(400, 'Invalid from: at most two years', { field: 'from' });
  return { from, to, start, end };
}

const int = (value: unknown) => Number(value ?? 0);

/** Status of a ledger row in SQL: voided, paid, pending or approved. */
export const statusSql = (now: Date) => sql<string>`case
  when "affiliate_ledger"."kind" = 'void' or exists (select 1 from "affiliate_ledger" v where v.refers_to = "affiliate_ledger"."id" and v.kind = 'void') then 'voided'
  when exists (select 1 from "affiliate_payout_items" pi where pi.entry_id = "affiliate_ledger"."id") then 'paid'
  when "affiliate_ledger"."available_at" > ${now.toISOString()}::timestamptz then 'pending'
  else 'approved' end`;

/** What the reversals (refunds' shares before payout, decision 055) took of a commission row. */
const reversedOf = (column: 'amount_cents' | 'base_cents') =>
  sql.raw(
    `coalesce((select sum(r.${column}) from "affiliate_ledger" r where r.refers_to = "affiliate_ledger"."id" and r.kind = 'reversal'), 0)`,
  );

/** A commission row's amount less its reversals: what the sale still earns. */
export const netCommissionSql = sql<string>`("affiliate_ledger"."amount_cents" + ${reversedOf('amount_cents')})`;
/** A commission row's sale less what refunds reversed the commission of before payout. */
const netBaseSql = sql<string>`("affiliate_ledger"."base_cents" - ${reversedOf('base_cents')})`;

/**
 * Commissions that still earn: not voided by a refund nor reversed to nothing by refunds of each
 * of its lines before payout (decision 055). A commission clawed back after payout stays a sale.
 */
export const stillEarningSql = sql`not exists (select 1 from "affiliate_ledger" v where v.refers_to = "affiliate_ledger"."id" and v.kind = 'void') and ("affiliate_ledger"."amount_cents" = 0 or ${netCommissionSql} > 0)`;

async function statusSums(db: Database, affiliateId: string, now: Date, period: Period | null) {
  const status = statusSql(now);
  const rows = await db
    .select({ status, cents: sql<string>`coalesce(sum(${affiliateLedger.amountCents}), 0)` })
    .from(affiliateLedger)
    .where(
      and(
        eq(affiliateLedger.affiliateId, affiliateId),
        period
          ? sql`${affiliateLedger.createdAt} >= ${period.start.toISOString()}::timestamptz and ${affiliateLedger.createdAt} < ${period.end.toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .groupBy(sql`1`);
  const of = (s: string) => int(rows.find((r) => r.status === s)?.cents);
  return { pendingCents: of('pending'), approvedCents: of('approved'), paidCents: of('paid') };
}

const inPeriod = (column: AnyColumn, period: Period) =>
  sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;

export async function commissionLines(
  db: Database,
  where: ReturnType<typeof and>,
  now: Date,
  limit?: number,
): Promise<CommissionLine[]> {
  const query = db
    .select({
      row: affiliateLedger,
      number: orders.number,
      status: statusSql(now),
    })
    .from(affiliateLedger)
    .leftJoin(orders, eq(orders.id, affiliateLedger.orderId))
    .where(where)
    .orderBy(desc(affiliateLedger.createdAt), desc(affiliateLedger.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(({ row, number, status }) => ({
    id: row.id,
    kind: row.kind as CommissionLine['kind'],
    status: status as CommissionLine['status'],
    orderNumber: number === null ? row.orderId : formatOrderNumber(number),
    amountCents: row.amountCents,
    baseCents: row.baseCents,
    rateBp: row.rateBp,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    availableAt: row.availableAt.toISOString(),
  }));
}

export async function overview(
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

export async function analytics(
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

type PayoutRow = typeof affiliatePayouts.$inferSelect;
export const toPayoutSummary = (p: PayoutRow): PayoutSummary => ({
  id: p.id,
  periodStart: p.periodStart,
  periodEnd: p.periodEnd,
  method: p.method as PayoutSummary['method'],
  methodMasked: p.methodMasked,
  amountCents: p.amountCents,
  feeCents: p.feeCents,
  status: p.status as PayoutSummary['status'],
  reference: p.reference,
  paidAt: p.paidAt?.toISOString() ?? null,
});

export async function payoutsOf(db: Database, affiliateId: string) {
  const rows = await db
    .select()
    .from(affiliatePayouts)
    .where(eq(affiliatePayouts.affiliateId, affiliateId))
    .orderBy(desc(affiliatePayouts.periodEnd), desc(affiliatePayouts.createdAt));
  return { items: rows.map(toPayoutSummary) };
}

export async function payoutDetail(
  db: Database,
  affiliateId: string,
  id: string,
  now = new Date(),
) {
  const [payout] = await db
    .select()
    .from(affiliatePayouts)
    .where(and(eq(affiliatePayouts.id, id), eq(affiliatePayouts.affiliateId, affiliateId)));
  // Another affiliate's payout is "not found", never "forbidden": ids reveal nothing.
  if (!payout) throw new ApiError(404, 'Payout not found');
  const lines = await commissionLines(
    db,
    and(
      eq(affiliateLedger.affiliateId, affiliateId),
      sql`${affiliateLedger.id} in (select entry_id from ${affiliatePayoutItems} where payout_id = ${id})`,
    ),
    now,
  );
  return { payout: toPayoutSummary(payout), lines };
}
