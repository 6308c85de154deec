import { useCart } from '@reelcart/sdk/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BillingForm } from '../components/billing-form';
import { EmptyCartNote } from '../components/cart-lines';
import { useHydrated } from '../components/deferred-commerce';
import { markBillingVisit } from '../components/reopen-cart-after-billing';
import { formatPrice } from '../lib/cart/product';
import { loadBilling } from '../lib/checkout/billing.server';
import { CART_CHANGED_MESSAGE, usePayment } from '../lib/checkout/payment';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/billing';

/** `/billing`: the payment methods to choose from (the payment itself: `usePayment`). */
export function loader({ context }: Route.LoaderArgs) {
  return loadBilling(context);
}

export function meta() {
  return pageMeta('Billing');
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { billers } = loaderData;
  const cart = useCart();
  // The browser's cart (the server cannot know it) shows after hydration; until then, as on the
  // server, the page says it is loading (cart.tsx does the same).
  const hydrated = useHydrated();
  // Lines a cart handed over from another site could not keep, and why (lib/cart/handoff.ts).
  const notice = (useLocation().state as { notice?: string | null } | null)?.notice ?? null;
  const payment = usePayment(billers);
  // This tab is paying: leaving /billing without paying reopens the cart (decision 065).
  useEffect(markBillingVisit, []);

  if (!hydrated || cart.status === 'restoring') {
    return (
      <section aria-labelledby="page-title" className="mx-auto w-full max-w-md">
        <h1 id="page-title" className="font-semibold text-2xl">
          Billing
        </h1>
        <p className="mt-2 text-zinc-400">Loading your cart…</p>
      </section>
    );
  }
  if (cart.products.length === 0) {
    return (
      <section aria-labelledby="page-title" className="container-content px-0">
        <h1 id="page-title" className="font-semibold text-2xl">
          Billing
        </h1>
        <EmptyCartNote />
      </section>
    );
  }
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-md">
      <h1 id="page-title" className="font-semibold text-2xl">
        Billing
      </h1>
      <p className="mt-2 text-sm text-zinc-400">
        {cart.count} {cart.count === 1 ? 'item' : 'items'}, total{' '}
        <strong data-testid="billing-total">{formatPrice(cart.total)}</strong>
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
      ) : null}
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
