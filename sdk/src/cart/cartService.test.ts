import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createClient } from '../http/client';
import { coreCalls } from '../http/coreCalls';
import { createFakeServer } from '../testing/createFakeServer';
import { makeCatalogue, makeProduct } from '../testing/fixtures';
import { SHOPPER } from './cartHarness.testing';
import { type CartService, createCartService } from './cartService';

let cart: CartService | undefined;
afterEach(() => cart?.stop());

async function signedInCart() {
  const server = createFakeServer({ catalogue: makeCatalogue() });
  const token = server.signIn(SHOPPER).token;
  const client = createClient({
    baseURL: 'https://api.test',
    calls: coreCalls,
    fetch: server.fetch,
    session: { getToken: () => token, refresh: async () => token },
  });
  server.setCart(SHOPPER, { productIds: [] });
  cart = createCartService({ client, input: { signedIn: true, awaitRestore: false } });
  const service = cart;
  await waitFor(service.actor, (snapshot) => snapshot.matches({ sync: 'idle' }));
  return { server, cart: service };
}

describe('cartService commands that wait for their answer', () => {
  it('answers the spec message when a coupon is refused', async () => {
    const { cart } = await signedInCart();
    const result = await cart.applyCoupon('NOPE');
    expect(result).toEqual({
      data: null,
      error: { code: 'COUPON_INVALID', message: 'Invalid coupon' },
    });
    const applied = await cart.applyCoupon('SAVE10');
    expect(applied.error).toBeNull();
    expect(applied.data?.appliedCoupon?.code).toBe('SAVE10');
  });

  it('reports a failed reset even though the cart was emptied optimistically, and restores it', async () => {
    const { server, cart } = await signedInCart();
    cart.add(makeProduct({ video: { _id: 'v1' } }));
    server.inject('*', 500, 500, 500);
    const result = await cart.reset();
    expect(result.error?.message).toBe('Failed to clear cart on server.');
    expect(cart.getSnapshot().count).toBe(1);
  });

  it('shows a completed cart empty at once, even behind a request, while the machine keeps its lines 1 s', async () => {
    const { server, cart } = await signedInCart();
    cart.add(makeProduct({ video: { _id: 'v2' } }));
    await cart.checkout();
    // A request in flight when the payment's answer comes (a slow sync from another edit).
    server.inject('GET /api/cart', 'hang');
    cart.refetch(true);
    expect(cart.getSnapshot().status).toBe('syncing');
    cart.markCompleted();
    const view = cart.getSnapshot();
    expect(view).toMatchObject({ cartState: 'completed', count: 0, products: [], total: 0 });
    // The spec's 1 s rule is the stored cart's: the machine still holds the order's lines.
    expect(cart.actor.getSnapshot().context.products).toHaveLength(1);
    // An add made meanwhile shows at once, and waits for the clear.
    cart.add(makeProduct({ video: { _id: 'v3' } }));
    expect(cart.getSnapshot().products.map((line) => line.video._id)).toEqual(['v3']);
  });

  it('checks out once and answers success again while the cart stays in checkout', async () => {
    const { cart } = await signedInCart();
    cart.add(makeProduct({ video: { _id: 'v2' } }));
    const first = await cart.checkout();
    expect(first.error).toBeNull();
    expect(first.data?.cartState).toBe('checkout');
    expect(first.data?.cartVersion).toEqual(expect.any(Number));
    const again = await cart.checkout();
    expect(again).toEqual({ data: cart.getSnapshot(), error: null });
  });

  it('answers an error, not a stale success, for a command that does not apply', async () => {
    const { cart } = await signedInCart();
    const result = await cart.checkout();
    expect(result.data).toBeNull();
    expect(result.error?.message).toBe('Cart is empty');
  });
});

describe('login sync of a guest cart holding an owned video', () => {
  // Issue 32 (decision 089): the owned line is dropped at the sign-in, with its reason in the
  // cart's error, so that it never blocks the rest of the cart.
  it('drops the owned line and says why in the error, never null', async () => {
    const server = createFakeServer({ catalogue: makeCatalogue() });
    server.setOwnedProducts(SHOPPER, [
      { videoId: 'v1', orderType: 'own', resolution: 'HD', expiresAt: null },
    ]);
    let token: string | null = null;
    const client = createClient({
      baseURL: 'https://api.test',
      calls: coreCalls,
      fetch: server.fetch,
      session: { getToken: () => token, refresh: async () => token ?? '' },
    });
    cart = createCartService({ client, input: { signedIn: false, awaitRestore: false } });
    const owned = makeProduct({ video: { _id: 'v1' }, resolution: 'HD' });
    const other = makeProduct({ video: { _id: 'v2' }, resolution: 'HD' });
    cart.add(owned);
    cart.add(other);
    token = server.signIn(SHOPPER).token;
    cart.actor.send({ type: 'auth.signedIn' });
    await waitFor(
      cart.actor,
      (s) => s.matches({ sync: 'idle' }) && s.context.ownedProducts.length > 0,
    );
    const view = cart.getSnapshot();
    expect(view.products.map((p) => p._id)).toEqual([other._id]);
    expect(server.cartOf(SHOPPER)?.products.map((p) => p._id)).toEqual([other._id]);
    expect(view.error?.message).toBe(
      `Removed from your cart: ${owned.video.title} (Already owned)`,
    );
  });
});

describe('coupon gateway check', () => {
  it('clears an earlier refusal once the coupon suits the chosen gateway', async () => {
    const { cart } = await signedInCart();
    await cart.applyCoupon('CCBILL5');
    const refused = await cart.verifyCouponGateway('segpay');
    expect(refused.error?.message).toBe('Invalid coupon');
    const accepted = await cart.verifyCouponGateway('ccbill');
    expect(accepted.error).toBeNull();
    expect(cart.getSnapshot().error).toBeNull();
  });
});

describe('a command pending when the cart stops', () => {
  it('resolves with an ABORTED error instead of rejecting', async () => {
    const { server, cart } = await signedInCart();
    server.inject('*', 'hang');
    const pending = cart.applyCoupon('SAVE10');
    cart.stop();
    expect(await pending).toEqual({
      data: null,
      error: { code: 'ABORTED', message: 'Request aborted' },
    });
  });
});
