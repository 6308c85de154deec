/**
 * The money rule (decision 063): how a cart's discount and total are computed, and how an
 * order's discount, total or any other order amount (a payment fee, a commission) is split over
 * its lines. ONE pure function set in integer cents, used by the SDK's cart view (and so the Pay
 * button), the server's completion and payment, the order and receipt, refunds and the reports
 * (whose SQL applies the same allocation, checked against this file by a test).
 *
 * - **Cents.** Every figure is a whole number of cents. Prices that arrive in dollars (the cart's
 *   `currentPrice`, a coupon's `amountOff`) convert once, at the boundary, with {@link toCents}.
 * - **Percent off** rounds half up to the cent: `discount = ⌊(subtotal × bp + 5000) / 10000⌋`
 *   with the percent in basis points (`bp = round(percent × 100)`, so two decimals count).
 *   10 % of $18.98 is $1.898 → **$1.90**.
 * - **Amount off** comes off what is left after a percent (a coupon has one or the other; a server
 *   sending both gets both, in that order). The discount is never below 0 nor above the subtotal,
 *   so a total is never negative.
 * - **Allocation** ({@link allocateCents}): an amount is split over lines in proportion to their
 *   prices by largest remainder. Each line gets ⌊amount × price / Σprices⌋; the cents left over
 *   (fewer than the number of lines) go one each to the lines with the largest remainders, ties
 *   to the smaller line id (compared by UTF-16 code unit, SQL `collate "C"`). So the shares sum to
 *   the amount exactly, each is within one cent of its exact share (never above a line's price
 *   when the amount is at most the subtotal), and the split does not depend on the lines' order.
 *   Lines that all weigh 0 share equally.
 * - **A line's total** is its price less its share of the discount; the lines' totals sum to the
 *   order's total exactly. That is what a line paid: what a refund of it returns and what the
 *   reports book as its gross.
 *
 * Safe for amounts and prices up to 10^7 cents each (products stay below 2^53).
 */

/** A coupon as the money rule reads it. */
export interface MoneyCoupon {
  /** Percent off the subtotal, 0–100, two decimals at most count. */
  percentOff?: number | null | undefined;
  /** A fixed amount off, in cents. */
  amountOffCents?: number | null | undefined;
  /** Below this subtotal (cents) the coupon takes nothing off; null or missing: no minimum. */
  minSubtotalCents?: number | null | undefined;
}

/** A line: its id (the product id) and price in cents. */
export interface MoneyLine {
  id: string;
  priceCents: number;
}

/** A line with its share of the discount and what it costs after it. */
export interface PricedLine extends MoneyLine {
  discountCents: number;
  totalCents: number;
}

/** A cart or order in cents: total = subtotal − discount, and the lines sum to each. */
export interface PricedOrder {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** In the order the lines were given. */
  lines: PricedLine[];
}

/** Dollars (at most two decimals, as the contract's prices are) to cents, exactly. */
export const toCents = (amount: number): number => Math.round(amount * 100) || 0;

/** Cents to the contract's dollars. */
export const fromCents = (cents: number): number => cents / 100;

const clamp = (n: number, low: number, high: number) =>
  Number.isFinite(n) ? Math.min(Math.max(n, low), high) : low;

/**
 * What a coupon takes off a subtotal, in cents: 0 ≤ discount ≤ subtotal; nothing below the
 * coupon's minimum subtotal (a cart that fell below it after the coupon was applied shows and
 * pays the full price: decision 045).
 */
export function couponDiscountCents(
  coupon: MoneyCoupon | null | undefined,
  subtotalCents: number,
): number {
  if (!coupon || !(subtotalCents > 0) || subtotalCents < (coupon.minSubtotalCents ?? 0)) return 0;
  const { percentOff: p, amountOffCents: a } = coupon;
  // Basis points, 0–10 000 (NaN and negatives: 0), so the percent never exceeds the subtotal.
  const scaled = subtotalCents * (p && p > 0 ? Math.round(Math.min(p, 100) * 100) : 0) + 5000;
  const percent = (scaled - (scaled % 10_000)) / 10_000;
  return percent + (a && a > 0 ? Math.min(Math.round(a), subtotalCents - percent) : 0);
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Splits `amountCents` over the lines by price, largest remainder, ties to the smaller id; the
 * shares (in the lines' order) sum to the amount exactly. A negative amount splits as its
 * opposite, negated.
 */
export function allocateCents(amountCents: number, lines: readonly MoneyLine[]): number[] {
  if (lines.length === 0) return [];
  const sign = amountCents < 0 ? -1 : 1;
  const amount = Math.abs(amountCents);
  let weights = lines.map((l) => Math.max(l.priceCents, 0));
  let sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0) {
    weights = lines.map(() => 1);
    sum = lines.length;
  }
  const shares = weights.map((w) => {
    const product = amount * w;
    return (product - (product % sum)) / sum;
  });
  let left = amount - shares.reduce((s, x) => s + x, 0);
  const order = lines
    .map((line, i) => ({ i, id: line.id, rest: (amount * (weights[i] ?? 0)) % sum }))
    .sort((a, b) => b.rest - a.rest || byId(a.id, b.id) || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((s) => sign * s || 0);
}

/** The lines with a discount of `discountCents` (kept within 0 and the subtotal) split over them. */
export function priceLines(lines: readonly MoneyLine[], discountCents: number): PricedOrder {
  const subtotalCents = lines.reduce((s, l) => s + l.priceCents, 0);
  const discount = Math.round(clamp(discountCents, 0, Math.max(subtotalCents, 0)));
  const shares = allocateCents(discount, lines);
  const priced = lines.map((l, i) => {
    const share = shares[i] ?? 0;
    return {
      id: l.id,
      priceCents: l.priceCents,
      discountCents: share,
      totalCents: l.priceCents - share,
    };
  });
  return {
    subtotalCents,
    discountCents: discount,
    totalCents: subtotalCents - discount,
    lines: priced,
  };
}

/** A cart's lines with a coupon: THE rule the cart shows and the payment charges. */
export const priceCart = (
  lines: readonly MoneyLine[],
  coupon: MoneyCoupon | null | undefined,
): PricedOrder =>
  priceLines(
    lines,
    couponDiscountCents(
      coupon,
      lines.reduce((s, l) => s + l.priceCents, 0),
    ),
  );

/**
 * A stored order's lines, from its stored total (never recomputed from its coupon): the discount
 * is what the lines' prices exceed the total by, split by the rule above.
 */
export const priceStoredOrder = (lines: readonly MoneyLine[], totalCents: number): PricedOrder =>
  priceLines(lines, lines.reduce((s, l) => s + l.priceCents, 0) - totalCents);
