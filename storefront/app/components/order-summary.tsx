import type { CartProduct, ValidationError } from '@reelcart/sdk/contract';
import { useId } from 'react';
import { formatPrice, orderTypeLabel, RESOLUTION_LABEL } from '../lib/cart/product';

/** The cart's figures, in dollars of whole cents as the SDK's cart view gives them (decision 063). */
export interface CartFigures {
  subTotal: number;
  discount: number;
  total: number;
}

/**
 * How far (dollars, whole cents) a subtotal is below a coupon's minimum; 0 when it is not. The
 * money rule takes nothing off below the minimum (decision 045), so the cart says what is missing.
 */
export function couponShortfall(subTotal: number, minimum: number | null | undefined): number {
  if (!minimum) return 0;
  return Math.max(0, Math.round(minimum * 100) - Math.round(subTotal * 100)) / 100;
}

/**
 * Subtotal, discount and total: the one block the cart and billing pages both show, so the two
 * cannot say different figures. `testIdPrefix` names the figures for tests (`cart-total`).
 */
export function CartTotals({
  figures,
  couponCode,
  couponMinimum,
  testIdPrefix,
}: {
  figures: CartFigures;
  /** The applied coupon, named beside the discount. */
  couponCode?: string | null | undefined;
  /** The applied coupon's minimum subtotal (dollars): below it, nothing is taken off. */
  couponMinimum?: number | null | undefined;
  testIdPrefix: string;
}) {
  const short = couponShortfall(figures.subTotal, couponMinimum);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt>Subtotal</dt>
      <dd className="text-right tabular-nums" data-testid={`${testIdPrefix}-subtotal`}>
        {formatPrice(figures.subTotal)}
      </dd>
      <dt>
        Discount
        {couponCode ? (
          <>
            {' '}
            (<span data-testid={`${testIdPrefix}-coupon`}>{couponCode}</span>)
          </>
        ) : null}
      </dt>
      <dd className="text-right tabular-nums" data-testid={`${testIdPrefix}-discount`}>
        −{formatPrice(figures.discount)}
      </dd>
      {short > 0 && couponMinimum ? (
        <dd
          className="col-span-2 text-xs text-amber-300"
          data-testid={`${testIdPrefix}-coupon-minimum`}
        >
          Add {formatPrice(short)} more to use {couponCode ?? 'the coupon'} (minimum subtotal{' '}
          {formatPrice(couponMinimum)}); until then the full price applies.
        </dd>
      ) : null}
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid={`${testIdPrefix}-total`}>
        {formatPrice(figures.total)}
      </dd>
    </dl>
  );
}

/**
 * What is being paid for, on `/billing`: each line (title, option, price), then the cart's
 * subtotal, coupon discount and total — the figures the cart shows and the payment charges.
 */
export function OrderSummary({
  products,
  figures,
  couponCode,
  couponMinimum,
  invalidProducts = [],
  validationErrors = [],
}: {
  products: readonly CartProduct[];
  figures: CartFigures;
  couponCode?: string | null | undefined;
  couponMinimum?: number | null | undefined;
  /** Lines checkout's validation refused, and why: each is flagged with its reason. */
  invalidProducts?: readonly string[];
  validationErrors?: readonly ValidationError[];
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="order-summary"
      className="mt-6 flex flex-col gap-3 rounded-md border border-zinc-800 p-4"
    >
      <h2 id={titleId} className="font-semibold text-lg">
        Order summary
      </h2>
      <ul aria-label="Items to pay for" className="flex flex-col gap-2">
        {products.map((product) => {
          const reasons = validationErrors
            .filter((e) => e.productId === product._id)
            .map((e) => e.reason);
          if (reasons.length === 0 && invalidProducts.includes(product._id))
            reasons.push('Cannot be bought');
          return (
            <li
              key={product._id}
              data-testid="summary-line"
              data-invalid={reasons.length > 0 || undefined}
              className="flex items-start justify-between gap-4 text-sm"
            >
              <span className="flex min-w-0 flex-col">
                <span className="break-words font-medium">{product.video.title}</span>
                <span className="text-zinc-400">
                  {orderTypeLabel(product.orderType)} · {RESOLUTION_LABEL[product.resolution]}
                </span>
                {reasons.map((reason) => (
                  <span key={reason} className="text-rose-400">
                    {reason}
                  </span>
                ))}
              </span>
              <span className="shrink-0 tabular-nums">{formatPrice(product.currentPrice)}</span>
            </li>
          );
        })}
      </ul>
      <div className="border-zinc-800 border-t pt-3">
        <CartTotals
          figures={figures}
          couponCode={couponCode}
          couponMinimum={couponMinimum}
          testIdPrefix="billing"
        />
      </div>
    </section>
  );
}
