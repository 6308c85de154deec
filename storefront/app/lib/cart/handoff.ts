import { catalogueCalls, readCartHandoff } from '@reelcart/contract/store';
import type { Commerce } from '@reelcart/sdk';
import { useCommerce } from '@reelcart/sdk/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * The cart hand-off from another site (the drop-in's Checkout, decision 090):
 * `/cart?add=prd_a,prd_b&coupon=…&dkr=…&source=…`, validated with the contract's `CartHandoff`.
 * The lines go into this store's cart (the referral went into its cookie without a second
 * click: lib/commerce/landing.ts, decision 096), then on to `/cart?checkout=1`, which checks
 * out — after a sign-in for a guest, whose login sync merges the cart and drops what the
 * shopper owns, with the reason — and opens billing.
 */
export const CONTINUE_PATH = '/cart?checkout=1';

/** Adds what a hand-off names; answers the lines it could not add, with why. */
export async function addHandoff(commerce: Commerce, url: string): Promise<string[]> {
  const handoff = readCartHandoff(url);
  if (!handoff) return [];
  const { cart, client } = commerce;
  const skipped: string[] = [];
  const loaded = await Promise.allSettled(
    handoff.add.map((id) => client.request(catalogueCalls.getProduct, { params: { id } })),
  );
  for (const [index, result] of loaded.entries()) {
    if (result.status === 'rejected') {
      skipped.push(`${handoff.add[index]} (Product not found)`);
      continue;
    }
    const product = result.value;
    // Signed in here already: what the shopper owns is known, and is not added.
    const reason = cart.ownershipOf(product);
    if (reason) skipped.push(`${product.video.title} (${reason})`);
    else if (!cart.getSnapshot().products.some((line) => line._id === product._id)) {
      cart.add(product);
    }
  }
  if (handoff.coupon) await cart.applyCoupon(handoff.coupon);
  return skipped;
}

export type HandoffStatus = 'none' | 'adding' | 'checking-out' | 'failed';

/** Runs the hand-off or its continuation on the cart page; answers its status and message. */
export function useCartHandoff(): { status: HandoffStatus; message: string | null } {
  const commerce = useCommerce();
  const navigate = useNavigate();
  const started = useRef(false);
  const [status, setStatus] = useState<HandoffStatus>('none');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (started.current || (!params.has('add') && !params.has('checkout'))) return;
    started.current = true;
    let notice: string | null = null;
    // The login sync's message (a line the shopper owns, dropped: decision 089) goes to billing.
    const off = commerce.cart.on('cart.error', ({ error }) => {
      if (error.message.startsWith('Removed from your cart')) notice = error.message;
    });
    void (async () => {
      if (params.has('add')) {
        setStatus('adding');
        const skipped = await addHandoff(commerce, window.location.href);
        notice = skipped.length > 0 ? `Not added: ${skipped.join(', ')}` : null;
      }
      if (!commerce.auth.getSnapshot().isSignedIn) {
        // Once: back from the login still signed out, the shopper stays on the cart.
        if (params.has('add')) {
          window.location.replace(`/login?redirect=${encodeURIComponent(CONTINUE_PATH)}`);
        } else {
          setStatus('failed');
          setMessage('Sign in to check out.');
        }
        return;
      }
      setStatus('checking-out');
      const current = commerce.cart.getSnapshot().error?.message;
      if (current?.startsWith('Removed from your cart')) notice ??= current;
      let result = await commerce.cart.checkout();
      // A checkout queued behind the login sync hears the sync's notice as its error: the lines
      // it dropped are gone, so the rest is checked out again (decision 089).
      if (result.error?.message.startsWith('Removed from your cart')) {
        notice ??= result.error.message;
        result = await commerce.cart.checkout();
      }
      if (result.error) {
        setStatus('failed');
        setMessage(result.error.message);
        navigate('/cart', { replace: true });
        return;
      }
      navigate('/billing', { replace: true, state: { notice } });
    })();
    return off;
  }, [commerce, navigate]);
  return { status, message };
}
