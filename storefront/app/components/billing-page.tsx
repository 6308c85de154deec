import type { Biller } from '@reelcart/sdk/contract';
import { useCart } from '@reelcart/sdk/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CART_CHANGED_MESSAGE, usePayment } from '../lib/checkout/payment';
import { BillingForm } from './billing-form';
import { EmptyCartNote } from './cart-lines';
import { useHydrated } from './deferred-commerce';
import { OrderSummary } from './order-summary';
import { markBillingVisit } from './reopen-cart-after-billing';

/** Lines checkout's validation refused since (bought in another tab, say): they cannot be paid. */
export const INVALID_LINES_MESSAGE =
  'Some items in your cart can no longer be bought. Go back to the cart to remove them, then check out again.';

function Heading() {
  return (
    <h1 id="page-title" className="font-semibold text-2xl">
      Billing
    </h1>
  );
}

/**
 * `/billing`'s page: what is being paid for (the order summary, the cart's own figures) and the
 * payment form. The cart is the browser's, so until hydration the page says it is loading.
 */
export function BillingPage({ billers }: { billers: readonly Biller[] }) {
  const cart = useCart();
  const hydrated = useHydrated();
  // Lines a cart handed over from another site could not keep, and why (lib/cart/handoff.ts).
  const notice = (useLocation().state as { notice?: string | null } | null)?.notice ?? null;
  const payment = usePayment(billers);
  // This tab is paying: leaving /billing without paying reopens the cart (decision 065).
  useEffect(markBillingVisit, []);

  if (!hydrated || cart.status === 'restoring') {
    return (
      <section aria-labelledby="page-title" aria-busy="true" className="mx-auto w-full max-w-md">
        <Heading />
        <p className="mt-2 text-zinc-400">Loading your cart…</p>
      </section>
    );
  }
  if (cart.products.length === 0) {
    return (
      <section aria-labelledby="page-title" className="container-content px-0">
        <Heading />
        <EmptyCartNote />
      </section>
    );
  }
  const invalid =
    cart.invalidProducts.length > 0 ||
    cart.validationErrors.some((e) => cart.products.some((p) => p._id === e.productId));
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-md">
      <Heading />
      <p className="mt-2 text-sm text-zinc-400">
        {cart.count} {cart.count === 1 ? 'item' : 'items'}
      </p>
      {notice ? (
        <p role="status" className="mt-4 text-amber-300 text-sm">
          {notice}
        </p>
      ) : null}
      {payment.changed && !payment.error ? (
        <p role="alert" className="mt-4 text-amber-300 text-sm">
          {CART_CHANGED_MESSAGE}
        </p>
      ) : invalid ? (
        <p role="alert" className="mt-4 text-amber-300 text-sm">
          {INVALID_LINES_MESSAGE}
        </p>
      ) : null}
      <OrderSummary
        products={cart.products}
        figures={cart}
        couponCode={cart.appliedCoupon?.code ?? null}
        couponMinimum={cart.appliedCoupon?.minSubtotal}
        invalidProducts={cart.invalidProducts}
        validationErrors={cart.validationErrors}
      />
      <BillingForm
        billers={billers}
        billerId={payment.billerId}
        onBiller={payment.setBillerId}
        total={cart.total}
        pending={payment.pending}
        error={payment.error}
        onSubmit={payment.onSubmit}
      />
      <p className="mt-6 text-sm">
        <Link to="/cart" className="text-rose-400 underline">
          Back to the cart
        </Link>
      </p>
    </section>
  );
}
