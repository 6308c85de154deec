import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryKeyValueStore } from '../platform/keyValueStore';
import { makeOwnedProduct } from '../testing/fixtures';
import { catalogueProduct, createHarness, ids, SHOPPER, settle } from './cartHarness.testing';
import { initialContext, persistedOf } from './cartMachine.context';
import { CART_STORAGE_KEY, createCartStorageActor } from './cartStorage';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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

describe('a guest page', () => {
  // Found by e2e/cart-model.spec.ts: after a sign-out, another tab that had not seen it wrote the
  // signed-in cart to storage, and the next guest page showed that cart.
  it("never restores a signed-in session's server cart", async () => {
    const stored = persistedOf(
      { ...initialContext({ signedIn: true }), cartId: 'cart-1', products: [catalogueProduct(1)] },
      'active',
    );
    const h = createHarness({
      input: { awaitRestore: true },
      actors: {
        cartStorage: createCartStorageActor(
          createMemoryKeyValueStore({ initial: { [CART_STORAGE_KEY]: stored } }),
        ),
      },
    }).start();
    await settle();
    expect(h.context().products).toEqual([]);
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    expect(ids(h.context().products)).toEqual(['v2-own-HD']);
  });
});
