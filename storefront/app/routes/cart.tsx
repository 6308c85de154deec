import { useCart, useCheckout } from '@reelcart/sdk/react';
import { Link, useNavigate } from 'react-router';
import { CartLines, EmptyCartNote } from '../components/cart-lines';
import { CouponForm } from '../components/coupon-form';
import { useHydrated } from '../components/deferred-commerce';
import { CartTotals } from '../components/order-summary';
import { useCartHandoff } from '../lib/cart/handoff';
import { pageMeta } from '../lib/platform/page-meta';

export function meta() {
  return pageMeta('Your cart');
}

export default function Cart() {
  const cart = useCart();
  const { checkout, status, error } = useCheckout();
  const navigate = useNavigate();
  // The cart lives in the browser (IndexedDB, the SDK's sync): the server cannot know it, so the
  // server and the hydrating render both show it loading; the browser's cart shows after hydration.
  const hydrated = useHydrated();
  // A cart handed over from another site (the drop-in's Checkout): added, then on to billing.
  const handoff = useCartHandoff();

  async function onCheckout() {
    // A cart already in checkout (back from a declined payment) answers success at once.
    const result = await checkout();
    if (!result.error) navigate('/billing');
  }

  return (
    <section aria-labelledby="page-title" className="container-content px-0">
      <h1 id="page-title" className="font-semibold text-2xl">
        Your cart
      </h1>
      {handoff.status === 'adding' || handoff.status === 'checking-out' ? (
        <p role="status" className="mt-4 text-zinc-400">
          {handoff.status === 'adding' ? 'Adding your videos…' : 'Checking your cart…'}
        </p>
      ) : null}
      {handoff.message ? (
        <p role="alert" className="mt-4 text-rose-400 text-sm">
          {handoff.message}
        </p>
      ) : null}
      {!hydrated || cart.status === 'restoring' ? (
        <p className="mt-4 text-zinc-400">Loading your cart…</p>
      ) : cart.products.length === 0 ? (
        <EmptyCartNote />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <CartLines
            products={cart.products}
            invalidProducts={cart.invalidProducts}
            validationErrors={cart.validationErrors}
            onRemove={cart.remove}
          />
          <aside aria-labelledby="summary-title" className="flex flex-col gap-4">
            <h2 id="summary-title" className="font-semibold text-lg">
              Summary
            </h2>
            <CouponForm />
            <CartTotals
              figures={cart}
              couponCode={cart.appliedCoupon?.code}
              couponMinimum={cart.appliedCoupon?.minSubtotal}
              testIdPrefix="cart"
            />
            <button
              type="button"
              className="btn btn-solid"
              disabled={status !== 'idle'}
              aria-busy={status !== 'idle' || undefined}
              onClick={() => void onCheckout()}
            >
              {status === 'validating' ? 'Checking your cart…' : 'Check out'}
            </button>
            {error ? (
              <p role="alert" className="text-rose-400 text-sm">
                {error.message}
                {error.message === 'User not authenticated' ? (
                  <>
                    {' '}
                    <Link to="/login?redirect=/cart" className="underline">
                      Log in to check out
                    </Link>
                  </>
                ) : null}
              </p>
            ) : null}
          </aside>
        </div>
      )}
    </section>
  );
}
