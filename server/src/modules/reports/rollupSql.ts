import { type SQL, sql } from 'drizzle-orm';
import type { Range } from './salesFacts';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The sums of roll-up rows `r` (orders, quantity, gross, …) as `toBreakdownRow` reads them. */
export const SUMMED = sql`sum(r.orders) as orders, sum(r.quantity) as quantity,
  sum(r.gross_cents) as gross, sum(r.refund_cents) as refund,
  sum(r.chargeback_cents) as chargeback, sum(r.fee_cents) as fee,
  sum(r.commission_cents) as commission`;

/**
 * A group of roll-up rows `r` that holds a fact of the range: a month's row less its days outside
 * a range leaves, for a video sold only on those days, a group of zeros the facts would not list —
 * and, for a video whose only fact inside moved no money (a refund of 0 ¢), a group of zeros they
 * would: the facts counted tell the two apart (decision 121).
 */
export const HAS_FACTS = sql`sum(r.facts) <> 0`;

/**
 * A roll-up row's sums as a read selects them, `orders` from the given count, each negated for
 * `sign` -1 (a month's row less its days outside a range, `videoSegments`).
 */
export function signedSums(orders: SQL, sign: 1 | -1): SQL {
  const minus = sign < 0 ? sql`-` : sql``;
  return sql`${minus}${orders} as orders, ${minus}quantity as quantity,
    ${minus}gross_cents as gross_cents, ${minus}refund_cents as refund_cents,
    ${minus}chargeback_cents as chargeback_cents, ${minus}fee_cents as fee_cents,
    ${minus}commission_cents as commission_cents, ${minus}facts as facts`;
}

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

const DAY_MS = 86_400_000;
/** The earlier of two ISO days. */
const earlier = (a: string, b: string) => (a < b ? a : b);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Rows of the by-video roll-ups to add (`sign` 1) or take away (-1): the daily rows of the days
 * [from, to), or the month rows of the months [from, to).
 */
export interface VideoSegment {
  rows: 'day' | 'month';
  from: string;
  to: string;
  sign: 1 | -1;
}

/**
 * How a whole-day range reads the by-video roll-ups, with as few daily rows as it can: whole
 * months from the month rows; a part of a month from its days, or — when the part is more than
 * half the month — as the month's row less the days of that month outside the range. A screen's
 * "last 30 days" then reads the current month less the days from today on (none yet sold, but
 * today) and a few days of the month before, where it read 30 days of video × day rows: the
 * rows a day holds grow with the orders until every video sells every day, the months' do not.
 * The segments add up to exactly the range's days (rollupSql.test.ts, for any range).
 */
export function videoSegments(range: Range): VideoSegment[] {
  const from = dayOf(range.from);
  const to = dayOf(range.to);
  const out: VideoSegment[] = [];
  const push = (segment: VideoSegment) => {
    if (segment.from >= segment.to) return;
    const last = out[out.length - 1];
    if (
      last &&
      last.rows === segment.rows &&
      last.sign === segment.sign &&
      last.to === segment.from
    ) {
      last.to = segment.to;
    } else out.push({ ...segment });
  };
  let day = from;
  while (day < to) {
    const monthStart = `${day.slice(0, 7)}-01`;
    const monthEnd = nextMonth(monthStart);
    const end = earlier(to, monthEnd);
    const inside = daysBetween(day, end);
    const outside = daysBetween(monthStart, day) + daysBetween(end, monthEnd);
    if (outside < inside) {
      // The whole month, less the days before and after the range within it (none if whole).
      push({ rows: 'month', from: monthStart, to: monthEnd, sign: 1 });
      if (outside > 0) {
        out.push({ rows: 'day', from: monthStart, to: day, sign: -1 });
        out.push({ rows: 'day', from: end, to: monthEnd, sign: -1 });
      }
    } else push({ rows: 'day', from: day, to: end, sign: 1 });
    day = end;
  }
  return out.filter((s) => s.from < s.to);
}
