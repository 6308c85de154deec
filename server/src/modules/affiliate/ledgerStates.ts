import type { AffiliateOverview } from '@reelcart/contract/affiliate';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import { daysOf, type Period } from './period';
import { DAY_MS } from './rules';

type CommissionSums = AffiliateOverview['period'];

/**
 * Where an instant splits the open cents (decision 111): `later` holds for the roll-up rows
 * available after the instant's UTC day, all pending; `heldToday` for the open ledger entries of
 * `affiliate` still in their hold at the instant that become available later on that same day
 * (`affiliate_ledger_available_idx`: one day of entries). Pending = both; approved = open − pending.
 */
function boundaryOf(affiliate: SQL, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const tomorrow = new Date(new Date(`${today}T00:00:00Z`).getTime() + DAY_MS);
  return {
    later: sql`available_day > ${today}::date`,
    heldToday: sql`l.affiliate_id = ${affiliate} and l.available_at > ${now.toISOString()}::timestamptz
      and l.available_at < ${tomorrow.toISOString()}::timestamptz
      and l.kind <> 'void'
      and not exists (select 1 from affiliate_ledger v where v.refers_to = l.id and v.kind = 'void')
      and not exists (select 1 from affiliate_payout_items i where i.entry_id = l.id)`,
  };
}

/** The ledger entries (`l`) created in a period's days (its instants). */
const createdIn = (period: Period) => sql`l.created_at >= ${period.start.toISOString()}::timestamptz
    and l.created_at < ${period.end.toISOString()}::timestamptz`;

/**
 * The commission states of an affiliate's period and the balance (decision 111): open, paid and
 * voided cents per day of the entry × day it becomes available, from `affiliate_ledger_daily`
 * (kept by the ledger's and the payout items' triggers, migration 0020), so a period reads at most
 * its days. Pending depends on the instant: the open cents available after its UTC day from the
 * roll-up, plus the open entries becoming available later on that same day from the ledger
 * (`affiliate_ledger_available_idx`: one day of entries); approved is open less pending. The same
 * answers as the former per-entry SQL (`statesOracle.testing.ts`) for any instant and any whole-day
 * period.
 */
export async function commissionStates(
  db: Database,
  affiliateId: string,
  now: Date,
  period: Period,
): Promise<{ period: CommissionSums; balance: CommissionSums }> {
  const { later, heldToday } = boundaryOf(sql`${affiliateId}`, now);
  const inDays = daysOf(period);
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with days as (
        select coalesce(sum(open_cents), 0) as open, coalesce(sum(paid_cents), 0) as paid,
          coalesce(sum(open_cents) filter (where ${later}), 0) as later,
          coalesce(sum(open_cents) filter (where ${inDays}), 0) as period_open,
          coalesce(sum(paid_cents) filter (where ${inDays}), 0) as period_paid,
          coalesce(sum(open_cents) filter (where ${inDays} and ${later}), 0) as period_later
        from affiliate_ledger_daily where affiliate_id = ${affiliateId}),
      today as (
        select coalesce(sum(l.amount_cents), 0) as pending,
          coalesce(sum(l.amount_cents) filter (where ${createdIn(period)}), 0) as period_pending
        from affiliate_ledger l
        where ${heldToday})
      select * from days, today`,
  );
  const sums = (open: unknown, paid: unknown, pending: number): CommissionSums => ({
    pendingCents: pending,
    approvedCents: int(open) - pending,
    paidCents: int(paid),
  });
  return {
    period: sums(
      row?.period_open,
      row?.period_paid,
      int(row?.period_later) + int(row?.period_pending),
    ),
    balance: sums(row?.open, row?.paid, int(row?.later) + int(row?.pending)),
  };
}

/**
 * The back office list's commission columns for the affiliate `affiliate` (a column of the
 * enclosing query, e.g. `u.id`) at an instant (decision 114): pending, approved and paid of the
 * period's days, their sum (the commission the list sorts by: open + paid, the instant plays no
 * part), and the balance (pending + approved of all time: every open cent) — scalar subqueries on
 * `affiliate_ledger_daily` by `commissionStates`'s rules, pending's and approved's share of the
 * instant's own day read from the ledger's entries still held on that day. Scalar, so PostgreSQL
 * evaluates them for the page's rows only, save the one the list is sorted by.
 */
export function listStates(affiliate: SQL, now: Date, period: Period) {
  const { later, heldToday } = boundaryOf(affiliate, now);
  const daily = (cents: 'open_cents' | 'paid_cents' | 'open_cents + paid_cents', where: SQL) =>
    sql`(select coalesce(sum(${sql.raw(cents)}), 0) from affiliate_ledger_daily
      where affiliate_id = ${affiliate} and ${where})`;
  const held = sql`(select coalesce(sum(l.amount_cents), 0) from affiliate_ledger l
    where ${heldToday} and ${createdIn(period)})`;
  const inDays = daysOf(period);
  return {
    pending: sql`(${daily('open_cents', sql`${inDays} and ${later}`)} + ${held})`,
    approved: sql`(${daily('open_cents', sql`${inDays} and not (${later})`)} - ${held})`,
    paid: daily('paid_cents', inDays),
    commission: daily('open_cents + paid_cents', inDays),
    balance: daily('open_cents', sql`true`),
  };
}

/** Where the list's commission columns come from: the daily states; the bench passes the former SQL. */
export type ListStates = typeof listStates;
