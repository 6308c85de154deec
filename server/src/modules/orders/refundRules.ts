import { allocateCents, priceStoredOrder } from '@reelcart/contract/store';

/**
 * The refund rules as pure functions (decisions 043, 063). What a line may return is its share of
 * what was paid for the order: the contract's money rule splits the order's stored discount over
 * its lines by price (largest remainder, ties to the smaller product id), and a line's share is
 * its price less its part of the discount — the figure the reports book as its gross, and the
 * lines' shares sum to the order's total exactly, in integer cents. The refund that takes the
 * last lines returns exactly what is left of the total (so an order whose earlier refunds were
 * split by the rule before decision 063 still returns, in all, what was paid), and no refund
 * returns more than what is left.
 */

export interface OrderLine {
  productId: string;
  priceCents: number;
}

/** Each line's share of the order's total (what it paid), by the money rule. */
export function paidShares(totalCents: number, lines: readonly OrderLine[]): Map<string, number> {
  const priced = priceStoredOrder(
    lines.map((l) => ({ id: l.productId, priceCents: l.priceCents })),
    totalCents,
  );
  return new Map(priced.lines.map((l) => [l.id, l.totalCents]));
}

export type RefundPlan =
  | { ok: true; lines: { productId: string; amountCents: number }[]; amountCents: number }
  | { ok: false; status: 400 | 409; message: string; field?: string };

/**
 * Which lines a refund request takes and what each returns. `requested` empty: every line not
 * refunded yet (a full refund). A line refunded already, or an order with nothing left, is a 409.
 * `refundedCents`: what the order's earlier refunds returned (by default, the shares of the
 * refunded lines).
 */
export function planRefund(
  totalCents: number,
  lines: readonly OrderLine[],
  refunded: ReadonlySet<string>,
  requested: readonly string[],
  refundedCents?: number,
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
  const wanted = planned.reduce((s, l) => s + l.amountCents, 0);
  const before =
    refundedCents ??
    [...refunded].reduce((s, id) => s + (known.has(id) ? (shares.get(id) ?? 0) : 0), 0);
  const left = Math.max(totalCents - before, 0);
  const last = [...known].every((id) => refunded.has(id) || take.includes(id));
  const amountCents = last ? left : Math.min(wanted, left);
  if (amountCents !== wanted) {
    // Only for figures split by another rule (orders refunded before decision 063): what is
    // left, split over these lines by their shares.
    const split = allocateCents(
      amountCents,
      planned.map((l) => ({ id: l.productId, priceCents: l.amountCents })),
    );
    planned.forEach((l, i) => {
      l.amountCents = split[i] ?? 0;
    });
  }
  return { ok: true, lines: planned, amountCents };
}

/** The state an order shows: its payment status, or how much of a paid order was refunded. */
export function displayStatus(status: string, lines: number, refundedLines: number): string {
  if (status !== 'paid' || refundedLines === 0) return status;
  return refundedLines >= lines ? 'refunded' : 'partially_refunded';
}
