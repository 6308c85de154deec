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
 * Subtotal, discount and total: the one block the cart and billing pages both show, so the two
 * cannot say different figures. `testIdPrefix` names the figures for tests (`cart-total`).
 */
export function CartTotals({
  figures,
  couponCode,
  testIdPrefix,
}: {
  figures: CartFigures;
  /** The applied coupon, named beside the discount. */
  couponCode?: string | null | undefined;
  testIdPrefix: string;
}) {
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
  invalidProducts = [],
  validationErrors = [],
}: {
  products: readonly CartProduct[];
  figures: CartFigures;
  couponCode?: string | null | undefined;
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
        <CartTotals figures={figures} couponCode={couponCode} testIdPrefix="billing" />
      </div>
    </section>
  );
}
