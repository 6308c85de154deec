import type { CartProduct } from '../contract/cart';
import type { Coupon } from '../contract/coupons';

/**
 * Coupon rules, pure. Money is in the catalogue's currency units with cents; every result is
 * rounded to cents so that sums of prices do not show floating-point noise (0.1 + 0.2).
 */

/**
 * Whether a coupon may be used with a payment gateway (spec §5): an empty or missing
 * appliesToGateway means every gateway. Gateway ids compare exactly (they are identifiers).
 */
export function couponSuitsGateway(
  coupon: Pick<Coupon, 'appliesToGateway'>,
  billerId: string,
): boolean {
  const gateways = coupon.appliesToGateway;
  if (gateways == null || gateways.length === 0) return true;
  return gateways.includes(billerId);
}

/** Rounds to cents, away from floating-point noise. */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** The sum of the lines' current prices. */
export function cartSubtotal(products: ReadonlyArray<Pick<CartProduct, 'currentPrice'>>): number {
  return roundMoney(products.reduce((sum, product) => sum + product.currentPrice, 0));
}

/**
 * What a coupon takes off a subtotal. `percentOff` applies first, then `amountOff` (the contract
 * says at most one is set; both are honoured in that order if a server sends both). The
 * discount never exceeds the subtotal, so a total never goes below 0.
 */
export function couponDiscount(
  coupon: Pick<Coupon, 'percentOff' | 'amountOff'> | null | undefined,
  subtotal: number,
): number {
  if (!coupon || subtotal <= 0) return 0;
  const percent = Math.min(Math.max(coupon.percentOff ?? 0, 0), 100);
  const afterPercent = subtotal - (subtotal * percent) / 100;
  const afterAmount = afterPercent - Math.max(coupon.amountOff ?? 0, 0);
  return roundMoney(subtotal - Math.max(afterAmount, 0));
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  total: number;
}

/** Subtotal, discount and total of a cart with an optional coupon; total = subtotal − discount ≥ 0. */
export function cartTotals(
  products: ReadonlyArray<Pick<CartProduct, 'currentPrice'>>,
  coupon?: Pick<Coupon, 'percentOff' | 'amountOff'> | null,
): CartTotals {
  const subtotal = cartSubtotal(products);
  const discount = couponDiscount(coupon, subtotal);
  return { subtotal, discount, total: roundMoney(Math.max(subtotal - discount, 0)) };
}
