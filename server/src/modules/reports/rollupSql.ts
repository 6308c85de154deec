import { sql } from 'drizzle-orm';
import type { Range } from './salesFacts';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The sums of roll-up rows `r` (orders, quantity, gross, …) as `toBreakdownRow` reads them. */
export const SUMMED = sql`sum(r.orders) as orders, sum(r.quantity) as quantity,
  sum(r.gross_cents) as gross, sum(r.refund_cents) as refund,
  sum(r.chargeback_cents) as chargeback, sum(r.fee_cents) as fee,
  sum(r.commission_cents) as commission`;

/** The key of a period grouping over roll-up rows `r` (their `day`). */
export const PERIOD_KEYS = {
  day: sql`to_char(r.day, 'YYYY-MM-DD')`,
  week: sql`to_char(date_trunc('week', r.day::timestamp), 'YYYY-MM-DD')`,
  month: sql`to_char(r.day, 'YYYY-MM')`,
} as const;

/**
 * A whole-day range as days: `from`, `to` (exclusive), and the whole months inside it
 * [`firstMonth`, `lastMonth`) — empty when `firstMonth >= lastMonth` — for the month × video rows.
 */
export function monthsInside(range: Range) {
  const from = dayOf(range.from);
  const to = dayOf(range.to);
  const firstMonth = from.endsWith('-01') ? from : nextMonth(from);
  const lastMonth = `${to.slice(0, 7)}-01`;
  return { from, to, firstMonth, lastMonth, any: firstMonth < lastMonth };
}

function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}
