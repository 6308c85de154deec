import type { CartProduct } from '../contract/cart';
import type { Coupon } from '../contract/coupons';
import {
  fromCents,
  type MoneyCoupon,
  type PricedOrder,
  priceCart,
  toCents,
} from '../contract/money';

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

type PricedProduct = Pick<CartProduct, 'currentPrice'> & Partial<Pick<CartProduct, '_id'>>;

/** The contract's coupon (amount off in dollars) as the money rule reads it (cents). */
export const moneyCoupon = (
  coupon: Pick<Coupon, 'percentOff' | 'amountOff'> | null | undefined,
): MoneyCoupon | null =>
  coupon
    ? {
        percentOff: coupon.percentOff,
        amountOffCents: coupon.amountOff == null ? null : toCents(coupon.amountOff),
      }
    : null;

/** The cart in cents by the money rule: subtotal, discount, total and each line's share. */
export const cartMoney = (
  products: ReadonlyArray<PricedProduct>,
  coupon?: Pick<Coupon, 'percentOff' | 'amountOff'> | null,
): PricedOrder =>
  priceCart(
    products.map((p, i) => ({ id: p._id ?? String(i), priceCents: toCents(p.currentPrice) })),
    moneyCoupon(coupon),
  );

/** The sum of the lines' current prices, in dollars (summed in cents). */
export const cartSubtotal = (products: ReadonlyArray<Pick<CartProduct, 'currentPrice'>>): number =>
  fromCents(products.reduce((sum, product) => sum + toCents(product.currentPrice), 0));

export interface CartTotals {
  subtotal: number;
  discount: number;
  total: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/**
 * Subtotal, discount and total of a cart with an optional coupon, in dollars and in cents; what
 * the server charges for the same lines and coupon (decision 063).
 */
export function cartTotals(
  products: ReadonlyArray<PricedProduct>,
  coupon?: Pick<Coupon, 'percentOff' | 'amountOff'> | null,
): CartTotals {
  const money = cartMoney(products, coupon);
  return {
    subtotal: fromCents(money.subtotalCents),
    discount: fromCents(money.discountCents),
    total: fromCents(money.totalCents),
    subtotalCents: money.subtotalCents,
    discountCents: money.discountCents,
    totalCents: money.totalCents,
  };
}
