import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slow } from '../testing/faults';
import { makeOwnedProduct } from '../testing/fixtures';
import { catalogueProduct, createHarness, SHOPPER, settle } from './cartTestkit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ids = (lines: readonly { _id: string }[] | undefined) =>
  (lines ?? []).map((line) => line._id);

async function signedInWith(productIds: string[] = []) {
  const h = createHarness({ signedIn: true });
  if (productIds.length) h.server.setCart(SHOPPER, { productIds });
  h.start();
  await settle();
  h.server.clearRequests();
  h.emitted.length = 0;
  return h;
}

describe('sync timing', () => {
  it('pushes 10 s after the last edit when the user goes quiet', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    expect(ids(h.context().products)).toEqual(['v1-own-HD', 'v2-own-HD']);
    await settle(9_999);
    expect(h.posts()).toBe(0);
    await settle(1);
    expect(h.posts()).toBe(1);
    expect(ids(h.server.cartOf(SHOPPER)?.products)).toEqual(['v1-own-HD', 'v2-own-HD']);
    expect(h.context().optimisticOperations).toEqual([]);
    expect(h.value()).toEqual({ idle: 'clean' });
  });

  it('pushes at the latest 30 s after the first edit while edits keep coming', async () => {
    const h = await signedInWith();
    for (let i = 0; i < 6; i += 1) {
      h.actor.send({ type: 'item.add', product: catalogueProduct((i % 6) + 1) });
      await settle(5_000);
      if (i < 5) expect(h.posts()).toBe(0);
    }
    // The sixth 5 s step ends at 30 s: the window closes before the quiet timer.
    expect(h.posts()).toBe(1);
  });

  it('makes exactly one POST for 50 edits inside the debounce window', async () => {
    const h = await signedInWith();
    for (let i = 0; i < 50; i += 1) {
      const video = (i % 6) + 1;
      if (i % 3 === 2) h.actor.send({ type: 'item.remove', productId: `v${video}-own-HD` });
      else
        h.actor.send({ type: 'item.add', product: catalogueProduct(video, i % 2 ? 'HD' : 'SD') });
      await settle(100);
    }
    await settle(60_000);
    expect(h.posts()).toBe(1);
    expect(ids(h.server.cartOf(SHOPPER)?.products).sort()).toEqual(
      ids(h.context().products).sort(),
    );
  });

  it('flushes at once with keepalive when the page is hidden', async () => {
    const h = await signedInWith();
    h.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    h.actor.send({ type: 'page.hidden' });
    await settle();
    const post = h.server.requests.find((r) => r.method === 'POST' && r.path === '/api/cart');
    expect(post?.keepalive).toBe(true);
    expect(h.context().optimisticOperations).toEqual([]);
  });

  it('ignores page.hidden when nothing is pending', async () => {
    const h = await signedInWith();
    h.actor.send({ type: 'page.hidden' });
    await settle();
    expect(h.server.requests).toHaveLength(0);
  });

  it('keeps a guest cart local and never syncs', async () => {
    const h = createHarness().start();
    await settle();
    h.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    h.actor.send({ type: 'page.hidden' });
    await settle(120_000);
    expect(h.server.requests).toHaveLength(0);
    expect(ids(h.context().products)).toEqual(['v1-own-HD', 'v2-own-HD']);
    expect(h.context().subTotal).toBe(25.98);
  });

  it('skips a refetch within 30 s of the last sync when nothing is pending', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'cart.refetch' });
    await settle();
    expect(h.fetches()).toBe(0);
    await settle(30_000);
    h.actor.send({ type: 'cart.refetch' });
    await settle();
    expect(h.fetches()).toBe(1);
    h.actor.send({ type: 'cart.refetch', force: true });
    await settle();
    expect(h.fetches()).toBe(2);
  });
});

describe('one request at a time', () => {
  it('queues edits and commands while a request is in flight, never dropping them', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.server.inject('POST /api/cart', slow(5_000));
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    h.actor.send({ type: 'cart.sync' });
    await settle(1_000);
    expect(h.value()).toEqual({ busy: { push: 'pushing' } });
    h.actor.send({ type: 'item.add', product: catalogueProduct(3) });
    h.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    h.actor.send({ type: 'cart.refetch', force: true });
    expect(h.context().queue.map((c) => c.type)).toEqual(['coupon.apply', 'cart.refetch']);
    expect(ids(h.context().products)).toEqual(['v1-own-HD', 'v2-own-HD', 'v3-own-HD']);
    await settle(60_000);
    expect(h.maxInFlight()).toBe(1);
    expect(h.context().queue).toEqual([]);
    const server = h.server.cartOf(SHOPPER);
    expect(ids(server?.products)).toEqual(['v1-own-HD', 'v2-own-HD', 'v3-own-HD']);
    expect(server?.appliedCoupon?.code).toBe('SAVE10');
    expect(h.context().optimisticOperations).toEqual([]);
  });
});

describe('server answers', () => {
  it('refetches and re-applies pending edits on 409, then succeeds', async () => {
    const h = await signedInWith(['v1-own-HD']);
    // Another device adds v4 and moves the version on.
    h.server.setCart(SHOPPER, { productIds: ['v1-own-HD', 'v4-own-HD'] });
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    h.actor.send({ type: 'cart.sync' });
    await settle();
    expect(h.posts()).toBe(2);
    expect(h.fetches()).toBe(1);
    expect(ids(h.server.cartOf(SHOPPER)?.products)).toEqual([
      'v1-own-HD',
      'v4-own-HD',
      'v2-own-HD',
    ]);
    expect(h.context().error).toBeNull();
  });

  it('retries a 409 at most twice, then reports a sync conflict with the edits kept', async () => {
    const h = await signedInWith();
    h.server.inject('POST /api/cart', 409, 409, 409);
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    h.actor.send({ type: 'cart.sync' });
    await settle();
    expect(h.posts()).toBe(3);
    expect(h.fetches()).toBe(2);
    expect(h.errors()).toEqual(['Cart sync conflict - please refresh the page']);
    expect(h.context().optimisticOperations).toHaveLength(1);
    expect(ids(h.context().products)).toEqual(['v2-own-HD']);
  });

  it('clears the local cart on a 404 fetch', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.server.inject('GET /api/cart', 404);
    h.actor.send({ type: 'cart.refetch', force: true });
    await settle();
    expect(h.context().products).toEqual([]);
    expect(h.context().cartId).toBeNull();
    expect(h.errors()).toEqual(['Failed to load cart data.']);
  });

  it('updates invalid products from a 400 carrying a validation result', async () => {
    const h = await signedInWith();
    h.server.setOwnedProducts(SHOPPER, [makeOwnedProduct({ videoId: 'v2', resolution: '4K' })]);
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    h.actor.send({ type: 'cart.sync' });
    await settle();
    expect(h.context().invalidProducts).toEqual(['v2-own-HD']);
    expect(h.context().validationErrors[0]?.reason).toMatch(/Already owned/);
    expect(h.errors()[0]).toMatch(/^Cart validation failed: Already owned/);
    // The edit is not lost: the user decides.
    expect(ids(h.context().products)).toEqual(['v2-own-HD']);
  });

  it('keeps edits pending on other failures and syncs them once the server is back', async () => {
    const h = await signedInWith();
    h.server.setOffline(true);
    h.actor.send({ type: 'item.add', product: catalogueProduct(3) });
    h.actor.send({ type: 'cart.sync' });
    await settle();
    expect(h.errors()).toEqual(['Failed to update cart']);
    expect(h.context().optimisticOperations).toHaveLength(1);
    h.server.setOffline(false);
    await settle(10_000);
    expect(ids(h.server.cartOf(SHOPPER)?.products)).toEqual(['v3-own-HD']);
    expect(h.context().optimisticOperations).toEqual([]);
  });

  it('keeps edits the server refuses (400 without a validation result) pending, without looping', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'item.add', product: catalogueProduct(9) });
    h.actor.send({ type: 'cart.sync' });
    await settle();
    expect(h.errors()).toEqual(['Failed to update cart']);
    expect(ids(h.context().products)).toEqual(['v1-own-HD', 'v9-own-HD']);
    expect(h.context().optimisticOperations).toHaveLength(1);
    await settle(120_000);
    expect(h.posts()).toBe(1);
    // The user removes the line the server does not know: the next sync goes through.
    h.actor.send({ type: 'item.remove', productId: 'v9-own-HD' });
    await settle(10_000);
    expect(h.posts()).toBe(2);
    expect(h.context().optimisticOperations).toEqual([]);
  });
});

describe('login sync', () => {
  it('fetches owned products, validates, pushes the guest cart with isLoginSync, then fetches', async () => {
    const h = createHarness().start();
    await settle();
    h.server.setCart(SHOPPER, { productIds: ['v4-own-HD'] });
    h.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    h.server.clearRequests();
    h.signIn();
    await settle();
    expect(h.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/user/owned-products',
      'POST /api/cart/validate-lite',
      'POST /api/cart',
      'GET /api/cart',
    ]);
    expect(h.server.requests[2]?.body).toMatchObject({
      isLoginSync: true,
      products: ['v1-own-HD'],
    });
    expect(ids(h.context().products).sort()).toEqual(['v1-own-HD', 'v4-own-HD']);
    expect(h.context().optimisticOperations).toEqual([]);
  });

  it('just fetches when the local cart is empty', async () => {
    const h = createHarness().start();
    await settle();
    h.server.setCart(SHOPPER, { productIds: ['v4-own-HD'] });
    h.signIn();
    await settle();
    expect(h.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/user/owned-products',
      'GET /api/cart',
    ]);
    expect(ids(h.context().products)).toEqual(['v4-own-HD']);
  });

  it('marks an owned product invalid as soon as it is added, while the owned cache is fresh', async () => {
    const h = createHarness().start();
    await settle();
    h.server.setOwnedProducts(SHOPPER, [makeOwnedProduct({ videoId: 'v2', resolution: '4K' })]);
    h.signIn();
    await settle();
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    expect(h.context().invalidProducts).toEqual(['v2-own-HD']);
    expect(h.context().validationErrors).toEqual([
      { productId: 'v2-own-HD', reason: 'Already owned in 4K resolution' },
    ]);
    h.actor.send({ type: 'item.remove', productId: 'v2-own-HD' });
    expect(h.context().invalidProducts).toEqual([]);
    expect(h.context().validationErrors).toEqual([]);
  });

  it('caches owned products 5 minutes and refreshes them every 10 minutes', async () => {
    const h = createHarness().start();
    await settle();
    h.signIn();
    await settle();
    // Answered fetches (the 15-minute access token expires on the way: a 401 and a retry).
    const owned = () =>
      h.server.requests.filter((r) => r.path === '/api/user/owned-products' && r.outcome === 200)
        .length;
    expect(owned()).toBe(1);
    await settle(4 * 60_000);
    h.actor.send({ type: 'ownedProducts.refresh' });
    await settle();
    expect(owned()).toBe(1);
    await settle(60_000);
    h.actor.send({ type: 'ownedProducts.refresh' });
    await settle();
    expect(owned()).toBe(2);
    // The periodic refresh runs 10 minutes after the last fetch.
    await settle(10 * 60_000);
    expect(owned()).toBe(3);
    h.actor.send({ type: 'auth.signedOut' });
    await settle(30 * 60_000);
    expect(owned()).toBe(3);
  });
});

describe('lifecycle', () => {
  async function inCheckout() {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'cart.checkout' });
    await settle();
    return h;
  }

  it('moves only an active cart to checkout, syncing at once', async () => {
    const h = await inCheckout();
    expect(h.context().cartState).toBe('checkout');
    expect(h.server.cartOf(SHOPPER)?.state).toBe('checkout');
    expect(h.emitted.some((e) => e.type === 'cart.checkedOut')).toBe(true);
    h.actor.send({ type: 'cart.checkout' });
    await settle();
    expect(h.posts()).toBe(1);
  });

  it('refuses checkout to guests and for an empty cart', async () => {
    const guest = createHarness().start();
    await settle();
    guest.actor.send({ type: 'cart.checkout' });
    expect(guest.errors()).toEqual(['User not authenticated']);
    const empty = await signedInWith();
    empty.actor.send({ type: 'cart.checkout' });
    expect(empty.errors()).toEqual(['Cart is empty']);
    expect(empty.context().cartState).toBe('active');
  });

  it('returns to active when the checkout sync fails', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.server.inject('POST /api/cart', 500);
    h.actor.send({ type: 'cart.checkout' });
    await settle();
    expect(h.context().cartState).toBe('active');
    expect(h.errors()).toEqual(['Failed to update cart']);
  });

  it('returns to active with the reasons when checkout validation fails', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'cart.checkout' });
    // The server learns of the purchase between the sync and the validation.
    h.server.setOwnedProducts(SHOPPER, [makeOwnedProduct({ videoId: 'v1', resolution: 'HD' })]);
    await settle();
    expect(h.context().cartState).toBe('active');
    expect(h.context().invalidProducts).toEqual(['v1-own-HD']);
    expect(h.errors()).toEqual(['Cart validation failed: Already owned']);
  });

  it('refuses edits while in checkout, leaving the cart exactly as it was', async () => {
    const h = await inCheckout();
    const before = h.context();
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    expect(h.context()).toBe(before);
    expect(h.emitted.at(-1)).toEqual({ type: 'item.rejected', reason: 'cartLocked' });
  });

  it('completes with one idempotency key across retries, then clears after 1 s', async () => {
    const h = await inCheckout();
    h.server.inject('POST /api/cart/complete', 500);
    h.actor.send({ type: 'cart.complete' });
    await settle();
    expect(h.context().cartState).toBe('checkout');
    h.actor.send({ type: 'cart.complete' });
    await settle();
    const keys = h.server.requests
      .filter((r) => r.path === '/api/cart/complete')
      .map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(h.context().cartState).toBe('completed');
    expect(h.server.orders).toHaveLength(1);
    await settle(999);
    expect(h.context().products).toHaveLength(1);
    await settle(1);
    expect(h.context().products).toEqual([]);
    expect(h.context().completionKey).toBeNull();
    expect(h.emitted.some((e) => e.type === 'cart.cleared')).toBe(true);
  });

  it('marking completed (after payment elsewhere) clears the local cart after 1 s', async () => {
    const h = await signedInWith(['v1-own-HD']);
    // The payment completed the order on the server, which starts a new cart.
    h.server.setCart(SHOPPER, { productIds: [] });
    h.actor.send({ type: 'cart.markCompleted' });
    expect(h.context().cartState).toBe('completed');
    await settle(999);
    expect(h.context().products).toHaveLength(1);
    await settle(1);
    expect(h.context().products).toEqual([]);
    expect(h.emitted.some((e) => e.type === 'cart.cleared')).toBe(true);
    expect(h.fetches()).toBe(1);
  });

  it('marking abandoned forces a sync', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'cart.abandon' });
    await settle();
    expect(h.posts()).toBe(1);
    expect(h.server.cartOf(SHOPPER)?.state).toBe('abandoned');
  });

  it('reset empties the cart and abandons it on the server', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'cart.reset' });
    expect(h.context().products).toEqual([]);
    await settle();
    expect(h.server.count('POST /api/cart/abandon')).toBe(1);
    expect(h.context().products).toEqual([]);
  });

  it('restores the old cart when the server refuses to abandon it', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    const before = h.context();
    h.server.inject('POST /api/cart/abandon', 500);
    h.actor.send({ type: 'cart.reset' });
    await settle();
    expect(h.errors()).toEqual(['Failed to clear cart on server.']);
    expect(h.context().products).toEqual(before.products);
    expect(h.context().optimisticOperations).toEqual(before.optimisticOperations);
    expect(h.context().cartId).toBe(before.cartId);
  });

  it('sign-out clears the cart and cancels the request in flight', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.server.inject('POST /api/cart', slow(5_000));
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    h.actor.send({ type: 'cart.sync' });
    await settle(100);
    h.actor.send({ type: 'auth.signedOut' });
    await settle(10_000);
    expect(h.context().products).toEqual([]);
    expect(h.context().signedIn).toBe(false);
    expect(h.value()).toEqual({ idle: 'clean' });
  });
});

describe('coupons', () => {
  it('applies a valid coupon and syncs it', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    expect(h.context().appliedCoupon?.code).toBe('SAVE10');
    expect(h.server.cartOf(SHOPPER)?.appliedCoupon?.code).toBe('SAVE10');
    expect(h.context().couponPending).toBe(false);
  });

  it('reports an invalid coupon and a failed validation', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'coupon.apply', code: 'NOPE' });
    await settle();
    h.server.inject('GET /api/coupons/validate', 500);
    h.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    expect(h.errors()).toEqual(['Invalid coupon', 'Failed to apply coupon']);
    expect(h.context().appliedCoupon).toBeNull();
  });

  it('removes a coupon, reporting a failed removal and keeping the intent', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    h.server.inject('POST /api/cart', 500);
    h.actor.send({ type: 'coupon.remove' });
    await settle();
    expect(h.errors()).toEqual(['Failed to remove coupon']);
    expect(h.context().appliedCoupon).toBeNull();
    await settle(10_000);
    expect(h.server.cartOf(SHOPPER)?.appliedCoupon ?? null).toBeNull();
  });

  it('checks the coupon suits the payment gateway, locally first', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'coupon.apply', code: 'CCBILL5' });
    await settle();
    h.server.clearRequests();
    h.actor.send({ type: 'coupon.verifyGateway', billerId: 'segpay' });
    expect(h.errors()).toEqual(['Invalid coupon']);
    expect(h.server.requests).toHaveLength(0);
    h.actor.send({ type: 'coupon.verifyGateway', billerId: 'ccbill' });
    await settle();
    expect(h.server.requests.map((r) => r.path)).toEqual(['/api/coupons/validate-payment-method']);
    expect(h.emitted.at(-1)).toMatchObject({
      type: 'coupon.gatewayVerified',
      coupon: { code: 'CCBILL5' },
    });
  });

  it('keeps a guest coupon locally', async () => {
    const h = createHarness().start();
    await settle();
    h.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    expect(h.context().appliedCoupon?.code).toBe('SAVE10');
    expect(h.posts()).toBe(0);
  });
});
