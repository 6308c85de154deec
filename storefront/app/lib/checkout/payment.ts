import { couponSuitsGateway } from '@reelcart/sdk';
import {
  type Biller,
  type CartProduct,
  COUPON_REASONS,
  checkoutCalls,
  isCommerceError,
} from '@reelcart/sdk/contract';
import { useCart, useCommerce } from '@reelcart/sdk/react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** What the success page shows: the order as the payment answered it and the lines bought. */
export interface PaidOrderState {
  orderNumber: string;
  total: number;
  products: CartProduct[];
}

/**
 * The cart left checkout while this page was open (an edit in another tab, say): what would be
 * charged is no longer what was checked out. Decision 065.
 */
export const CART_CHANGED_MESSAGE =
  'Your cart changed since you checked out. Go back to the cart to review it, then check out again.';

/** The payment refused a total other than the one shown. */
const totalChanged = (body: unknown) =>
  typeof body === 'object' && body !== null && 'code' in body && body.code === 'TOTAL_CHANGED';

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

/**
 * `/billing`'s payment: the chosen biller, the pending state and the error, and the submit that
 * checks the cart is still the one checked out and its coupon suits the gateway, then pays once
 * per attempt (one idempotency key per attempt) and goes to the success or failure page.
 */
export function usePayment(billers: readonly Biller[]) {
  const commerce = useCommerce();
  const cart = useCart();
  const navigate = useNavigate();
  const [billerId, setBillerId] = useState(billers[0]?.id ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per payment attempt: a retry of the same attempt cannot charge twice.
  const attempt = useRef<string | null>(null);
  const biller = billers.find((b) => b.id === billerId);
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

  return { billerId, setBillerId, pending, error, changed, onSubmit };
}
