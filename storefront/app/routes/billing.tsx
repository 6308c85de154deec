import { couponSuitsGateway } from '@reelcart/sdk';
import {
  type CartProduct,
  COUPON_REASONS,
  checkoutCalls,
  isCommerceError,
} from '@reelcart/sdk/contract';
import { useCart, useCommerce } from '@reelcart/sdk/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyCartNote } from '../components/cart-lines';
import { useHydrated } from '../components/deferred-commerce';
import { PendingButton } from '../components/pending-button';
import { markBillingVisit } from '../components/reopen-cart-after-billing';
import { formatPrice } from '../lib/cart/product';
import { getCommerce } from '../lib/commerce/commerce.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/billing';

/** What the success page shows: the order as the payment answered it and the lines bought. */
export interface PaidOrderState {
  orderNumber: string;
  total: number;
  products: CartProduct[];
}

/** The payment refused a total other than the one shown. */
const totalChanged = (body: unknown) =>
  typeof body === 'object' && body !== null && 'code' in body && body.code === 'TOTAL_CHANGED';

export async function loader({ context }: Route.LoaderArgs) {
  const { billers } = await getCommerce(context).client.request(checkoutCalls.listBillers);
  return { billers };
}

export function meta() {
  return pageMeta('Billing');
}

/**
 * The cart left checkout while this page was open (an edit in another tab, say): what would be
 * charged is no longer what was checked out. Decision 065.
 */
export const CART_CHANGED_MESSAGE =
  'Your cart changed since you checked out. Go back to the cart to review it, then check out again.';

/** The payment met a newer version of the cart: it was edited after the checkout. */
function isStaleCart(failure: unknown): boolean {
  if (!isCommerceError(failure) || failure.status !== 409) return false;
  const body = failure.data;
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === 'CART_VERSION_CONFLICT'
  );
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { billers } = loaderData;
  const commerce = useCommerce();
  const cart = useCart();
  // The browser's cart (the server cannot know it) shows after hydration; until then, as on the
  // server, the page says it is loading (cart.tsx does the same).
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // Lines a cart handed over from another site could not keep, and why (lib/cart/handoff.ts).
  const notice = (useLocation().state as { notice?: string | null } | null)?.notice ?? null;
  const id = useId();
  const [billerId, setBillerId] = useState(billers[0]?.id ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per payment attempt: a retry of the same attempt cannot charge twice.
  const attempt = useRef<string | null>(null);
  const biller = billers.find((b) => b.id === billerId);
  // This tab is paying: leaving /billing without paying reopens the cart (decision 065).
  useEffect(markBillingVisit, []);
  const changed =
    cart.status !== 'restoring' && cart.cartState !== 'checkout' && cart.cartState !== 'completed';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const detail = String(form.get('detail') ?? '').trim();
    if (!cart.cartId) {
      setError('Your cart is not ready for checkout: go back to the cart.');
      return;
    }
    if (changed) {
      setError(CART_CHANGED_MESSAGE);
      return;
    }
    setPending(true);
    setError(null);
    if (cart.appliedCoupon) {
      // The SDK refuses a coupon for another gateway locally as 'Invalid coupon' (its core keeps
      // no catalogue of reasons); the page names the reason, as the server would (decision 045).
      if (!couponSuitsGateway(cart.appliedCoupon, billerId)) {
        setPending(false);
        setError(COUPON_REASONS.gateway);
        return;
      }
      const verified = await commerce.cart.verifyCouponGateway(billerId);
      if (verified.error) {
        setPending(false);
        setError(verified.error.message);
        return;
      }
    }
    attempt.current ??= crypto.randomUUID();
    const products = cart.products;
    const referral = commerce.affiliate.referral();
    try {
      // The cart view does not carry the version the payment call needs: read it off the actor.
      const cartVersion = commerce.cart.getSnapshot().cartVersion ?? 0;
      const paid = await commerce.client.request(checkoutCalls.checkout, {
        body: {
          cartId: cart.cartId,
          cartVersion,
          billerId,
          idempotencyKey: attempt.current,
          // What the Pay button showed: a different total to charge is refused, nothing charged
          // (409 TOTAL_CHANGED, decision 063).
          expectedTotalCents: cart.totalCents,
          paymentDetails: biller?.kind === 'crypto' ? { wallet: detail } : { cardNumber: detail },
          // The affiliate cookie: attributes a customer who has no referrer yet (decision 021).
          ...(referral ? { referral } : {}),
        },
      });
      attempt.current = null;
      if (paid.status === 'paid') {
        commerce.cart.markCompleted();
        const state: PaidOrderState = {
          orderNumber: paid.orderNumber,
          total: paid.total,
          products,
        };
        navigate(`/checkout/success/${paid.orderId}`, { state });
      } else {
        navigate('/checkout/failed', { state: { message: paid.message ?? null } });
      }
    } catch (failure) {
      if (isCommerceError(failure) && totalChanged(failure.data)) {
        // A price or the coupon changed since the page showed the total: show the new one.
        attempt.current = null;
        commerce.cart.refetch(true);
      }
      if (isStaleCart(failure)) setError(CART_CHANGED_MESSAGE);
      else setError(isCommerceError(failure) ? failure.message : 'Payment failed');
    } finally {
      setPending(false);
    }
  }

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
      {changed && !error ? (
        <p role="alert" className="mt-4 text-amber-300 text-sm">
          {CART_CHANGED_MESSAGE}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm">Payment method</legend>
          {billers.map((b) => (
            <label key={b.id} className="flex items-center gap-2">
              <input
                type="radio"
                name="biller"
                value={b.id}
                checked={b.id === billerId}
                onChange={() => setBillerId(b.id)}
              />
              {b.name}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-detail`} className="text-sm">
            {biller?.kind === 'crypto' ? 'Wallet address' : 'Card number'}
          </label>
          <input
            id={`${id}-detail`}
            name="detail"
            autoComplete={biller?.kind === 'crypto' ? 'off' : 'cc-number'}
            className="rounded-md border border-zinc-700 bg-zinc-900 px-3 py-2"
          />
        </div>
        {error ? (
          <p role="alert" className="text-rose-400 text-sm">
            {error}
          </p>
        ) : null}
        <PendingButton
          type="submit"
          className="btn btn-solid"
          pending={pending}
          pendingLabel="Paying…"
        >
          {`Pay ${formatPrice(cart.total)}`}
        </PendingButton>
      </form>
      <p className="mt-6 text-sm">
        <Link to="/cart" className="text-rose-400 underline">
          Back to the cart
        </Link>
      </p>
    </section>
  );
}
