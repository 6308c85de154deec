import type {
  AffiliateAnalytics,
  AffiliateOverview,
  Breakdown,
  CommissionLine,
  PayoutSummary,
} from '@reelcart/contract/affiliate';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import { ApiError } from '../../platform/errors';
import { formatOrderNumber } from '../orders';
import {
  affiliateAccounts,
  affiliateLedger,
  affiliatePayoutItems,
  affiliatePayouts,
  orders,
  users,
} from '../schema';
import { commissionStates } from './ledgerStates';
import { daysOf, type Period } from './period';
import { DAY_MS, nextPayoutDate, PAYOUT_MINIMUM_CENTS, type PayoutMethodKind } from './rules';

/**
 * The affiliate's figures. Clicks, sign-ups, sales and commission come from the daily roll-up
 * `affiliate_daily` (issue 31, decision 101), written where the events happen; the commission
 * states and balance from `affiliate_ledger_daily` (decision 111); the lines from the ledger over
 * indexed ranges (decision 025).
 */

export type { Period } from './period';

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

/** Status of a ledger row in SQL: voided, paid, pending or approved. */
export const statusSql = (now: Date) => sql<string>`case
  when "affiliate_ledger"."kind" = 'void' or exists (select 1 from "affiliate_ledger" v where v.refers_to = "affiliate_ledger"."id" and v.kind = 'void') then 'voided'
  when exists (select 1 from "affiliate_payout_items" pi where pi.entry_id = "affiliate_ledger"."id") then 'paid'
  when "affiliate_ledger"."available_at" > ${now.toISOString()}::timestamptz then 'pending'
  else 'approved' end`;

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

/** The roll-up rows of an affiliate's period (whole UTC days, decision 101). */
const dailyOf = (affiliateId: string, period: Period) =>
  sql`affiliate_daily.affiliate_id = ${affiliateId} and ${daysOf(period, sql`affiliate_daily.day`)}`;

const FIGURES = sql`coalesce(sum(clicks), 0) as clicks, coalesce(sum(unique_clicks), 0) as unique,
  coalesce(sum(signups), 0) as signups, coalesce(sum(sales), 0) as sales,
  coalesce(sum(sales_cents), 0) as sales_cents, coalesce(sum(commission_cents), 0) as commission_cents`;

interface FigureRow {
  clicks: unknown;
  unique: unknown;
  signups: unknown;
  sales: unknown;
  sales_cents: unknown;
  commission_cents: unknown;
}

/**
 * The affiliate's overview: clicks, sign-ups, sales and commission of the period from the daily
 * roll-up (decision 101: days, not events, so a year of the largest affiliate reads a few thousand
 * rows); the commission states and balance from the ledger's daily states (decision 111: days too,
 * plus the entries still in their hold); the latest lines from the ledger.
 */
export async function overview(
  db: Database,
  affiliateId: string,
  period: Period,
  now = new Date(),
  /** Where the states come from: the roll-up; the benchmark passes the former SQL to compare. */
  states: typeof commissionStates = commissionStates,
): Promise<AffiliateOverview> {
  const [[user], [account], [figures], sums, recent] = await Promise.all([
    db.select({ code: users.affiliateCode }).from(users).where(eq(users.id, affiliateId)),
    db
      .select({ method: affiliateAccounts.payoutMethod })
      .from(affiliateAccounts)
      .where(eq(affiliateAccounts.userId, affiliateId)),
    rowsOf<FigureRow>(
      db,
      sql`select ${FIGURES} from affiliate_daily where ${dailyOf(affiliateId, period)}`,
    ),
    states(db, affiliateId, now, period),
    commissionLines(db, eq(affiliateLedger.affiliateId, affiliateId), now, 8),
  ]);
  const raw = int(figures?.clicks);
  const commission = int(figures?.commission_cents);
  const method = (account?.method ?? null) as PayoutMethodKind | null;
  return {
    from: period.from,
    to: period.to,
    affiliateCode: user?.code ?? '',
    clicks: raw,
    uniqueClicks: int(figures?.unique),
    signups: int(figures?.signups),
    sales: int(figures?.sales),
    salesCents: int(figures?.sales_cents),
    commissionCents: commission,
    epcCents: raw > 0 ? Math.round((commission * 100) / raw) : null,
    period: sums.period,
    balance: sums.balance,
    nextPayoutDate: nextPayoutDate(now),
    payoutMethod: method,
    minimumCents: method ? PAYOUT_MINIMUM_CENTS[method] : null,
    recent,
  };
}

const breakdown = (key: string, r: FigureRow): Breakdown => ({
  key,
  clicks: int(r.clicks),
  uniqueClicks: int(r.unique),
  signups: int(r.signups),
  sales: int(r.sales),
  commissionCents: int(r.commission_cents),
});

/**
 * The affiliate's analytics from the daily roll-up in one statement (decision 101): the period's
 * figures by day, source, landing page and country (grouping sets); a key shows when anything
 * counts under it (a click, a sign-up, a sale that still earns), every day of the period shows.
 */
export async function analytics(
  db: Database,
  affiliateId: string,
  period: Period,
): Promise<AffiliateAnalytics> {
  const rows = await rowsOf<FigureRow & { dim: unknown; key: string }>(
    db,
    sql`select case when grouping(day) = 0 then 'day' when grouping(source) = 0 then 'source'
        when grouping(landing_page) = 0 then 'landingPage' else 'country' end as dim,
      coalesce(day::text, source, landing_page, country) as key, ${FIGURES}
      from affiliate_daily where ${dailyOf(affiliateId, period)}
      group by grouping sets ((day), (source), (landing_page), (country))
      having sum(clicks) > 0 or sum(signups) > 0 or sum(sales) > 0`,
  );
  const of = (dim: string) =>
    rows.filter((r) => String(r.dim) === dim).map((r) => breakdown(String(r.key), r));
  const byDay = new Map(of('day').map((r) => [r.key, r]));
  const series: AffiliateAnalytics['series'] = [];
  for (let t = period.start.getTime(); t < period.end.getTime(); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    const { key: _, ...figures } = byDay.get(day) ?? breakdown(day, {} as FigureRow);
    series.push({ day, ...figures });
  }
  const byClicks = (a: Breakdown, b: Breakdown) =>
    b.clicks - a.clicks || b.commissionCents - a.commissionCents || a.key.localeCompare(b.key);
  return {
    from: period.from,
    to: period.to,
    series,
    bySource: of('source').sort(byClicks),
    byLandingPage: of('landingPage').sort(byClicks),
    byCountry: of('country').sort(byClicks),
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
