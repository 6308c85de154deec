import { allocateProRata } from '../reports/allocate';

/**
 * The refund rules as pure functions (decision 043). What a line may return is its share of
 * what was paid for the order: the order's total (after the coupon) split over its lines pro rata
 * by price with `allocateProRata` — every line but the first (by product id) gets
 * trunc(total × price / Σprices), the first takes the remainder — the same rule and order the
 * manager's sales reports allocate an order's gross with, so a refund of a line equals the gross
 * the reports booked for it and the lines' shares sum to the total exactly, in integer cents.
 */

export interface OrderLine {
  productId: string;
  priceCents: number;
}

const byProductId = (a: OrderLine, b: OrderLine) =>
  a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;

/** Each line's share of the order's total, by product id. */
export function paidShares(totalCents: number, lines: readonly OrderLine[]): Map<string, number> {
  const sorted = [...lines].sort(byProductId);
  const shares = allocateProRata(
    totalCents,
    sorted.map((l) => l.priceCents),
  );
  return new Map(sorted.map((l, i) => [l.productId, shares[i] ?? 0]));
}

export type RefundPlan =
  | { ok: true; lines: { productId: string; amountCents: number }[]; amountCents: number }
  | { ok: false; status: 400 | 409; message: string; field?: string };

/**
 * Which lines a refund request takes and what each returns. `requested` empty: every line not
 * refunded yet (a full refund). A line refunded already, or an order with nothing left, is a 409.
 */
export function planRefund(
  totalCents: number,
  lines: readonly OrderLine[],
  refunded: ReadonlySet<string>,
  requested: readonly string[],
): RefundPlan {
  const known = new Set(lines.map((l) => l.productId));
  const unique = [...new Set(requested)];
  const unknown = unique.find((id) => !known.has(id));
  if (unknown) {
    return {
      ok: false,
      status: 400,
      message: `Invalid productIds: ${unknown} is not a line of this order`,
      field: 'productIds',
    };
  }
  const again = unique.find((id) => refunded.has(id));
  if (again) {
    return {
      ok: false,
      status: 409,
      message: `The line ${again} was refunded already; it cannot be refunded twice`,
      field: 'productIds',
    };
  }
  const take =
    unique.length > 0 ? unique : lines.map((l) => l.productId).filter((id) => !refunded.has(id));
  if (take.length === 0) {
    return { ok: false, status: 409, message: 'This order was refunded already' };
  }
  const shares = paidShares(totalCents, lines);
  const planned = take
    .sort()
    .map((productId) => ({ productId, amountCents: shares.get(productId) ?? 0 }));
  return {
    ok: true,
    lines: planned,
    amountCents: planned.reduce((s, l) => s + l.amountCents, 0),
  };
}

/** The state an order shows: its payment status, or how much of a paid order was refunded. */
export function displayStatus(status: string, lines: number, refundedLines: number): string {
  if (status !== 'paid' || refundedLines === 0) return status;
  return refundedLines >= lines ? 'refunded' : 'partially_refunded';
}
