import {
  couponDiscountCents,
  fromCents,
  type MoneyCoupon,
  toCents,
} from '@reelcart/contract/core/money';
import type { CartProduct } from '@reelcart/contract/store/cart';
import type { Coupon } from '@reelcart/contract/store/coupons';

/**
 * Coupon rules and the cart's totals, pure. The figures come from the contract's money rule
 * (`contract/money.ts`, decision 063) in integer cents — the rule the server charges by — and the
 * cart's dollar prices convert to cents once, here, exactly.
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

/** The contract's coupon (amount off in dollars) as the money rule reads it (cents). */
export const moneyCoupon = (
  coupon: Pick<Coupon, 'percentOff' | 'amountOff' | 'minSubtotal'> | null | undefined,
): MoneyCoupon | null =>
  coupon
    ? {
        percentOff: coupon.percentOff,
        amountOffCents: coupon.amountOff == null ? null : toCents(coupon.amountOff),
        minSubtotalCents: coupon.minSubtotal == null ? null : toCents(coupon.minSubtotal),
      }
    : null;

/** The sum of the lines' current prices, in dollars (summed in cents). */
export const cartSubtotal = (products: ReadonlyArray<Pick<CartProduct, 'currentPrice'>>): number =>
  fromCents(products.reduce((sum, product) => sum + toCents(product.currentPrice), 0));

/** Dollars (exactly the cents / 100) and the total in cents, what a payment names. */
export interface CartTotals {
  subtotal: number;
  discount: number;
  total: number;
  totalCents: number;
}

/**
 * Subtotal, discount and total of a cart with an optional coupon, in dollars and in cents: the
 * money rule's `priceCart` totals (decision 063), what the server charges for the same lines and
 * coupon. (The lines' shares are not needed here, so the allocation stays out of the core bundle.)
 */
export function cartTotals(
  products: ReadonlyArray<Pick<CartProduct, 'currentPrice'>>,
  coupon?: Pick<Coupon, 'percentOff' | 'amountOff'> | null,
): CartTotals {
  const subtotal = toCents(cartSubtotal(products));
  const discount = couponDiscountCents(moneyCoupon(coupon), subtotal);
  const totalCents = subtotal - discount;
  return {
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    total: fromCents(totalCents),
    totalCents,
  };
}
