import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryKeyValueStore } from '../platform/keyValueStore';
import { slow } from '../testing/faults';
import { makeOwnedProduct } from '../testing/fixtures';
import {
  catalogueProduct,
  createHarness,
  ids,
  SHOPPER,
  settle,
  signedInWith,
} from './cartHarness.testing';
import { createCartStorageActor } from './cartStorage';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

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
  it('has pending edits applied on top of a cart another device moved on, in one push (decision 066)', async () => {
    const h = await signedInWith(['v1-own-HD']);
    // Another device adds v4 and moves the version on.
    h.server.setCart(SHOPPER, { productIds: ['v1-own-HD', 'v4-own-HD'] });
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    h.actor.send({ type: 'cart.sync' });
    await settle();
    expect(h.posts()).toBe(1);
    expect(h.fetches()).toBe(0);
    expect(ids(h.server.cartOf(SHOPPER)?.products)).toEqual([
      'v1-own-HD',
      'v4-own-HD',
      'v2-own-HD',
    ]);
    expect(ids(h.context().products)).toEqual(ids(h.server.cartOf(SHOPPER)?.products));
    expect(h.context().optimisticOperations).toEqual([]);
    expect(h.context().error).toBeNull();
  });

  it('refetches and retries on 409 (a stale push that changes the coupon), then succeeds', async () => {
    const h = await signedInWith(['v1-own-HD']);
    await h.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    h.server.clearRequests();
    h.server.bumpCartVersion(SHOPPER);
    h.actor.send({ type: 'coupon.remove' });
    await settle();
    expect(h.posts()).toBe(2);
    expect(h.fetches()).toBe(1);
    expect(h.server.cartOf(SHOPPER)?.appliedCoupon).toBeNull();
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

  it('forgets the server cart on a 404 fetch, never the lines the shopper sees (decision 066)', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.server.inject('GET /api/cart', 404);
    h.actor.send({ type: 'cart.refetch', force: true });
    await settle();
    expect(h.context().cartId).toBeNull();
    expect(h.context().cartVersion).toBeNull();
    expect(ids(h.context().products)).toEqual(['v1-own-HD']);
    expect(h.errors()).toEqual(['Failed to load cart data.']);
  });

  it('a removal after a 404 reaches the server that still has the cart (model test: 404, reload, add, remove)', async () => {
    const store = createMemoryKeyValueStore();
    const h = createHarness({
      signedIn: true,
      input: { awaitRestore: true },
      actors: { cartStorage: createCartStorageActor(store) },
    });
    h.server.setCart(SHOPPER, { productIds: ['v1-own-HD'] });
    h.start();
    await settle();
    h.server.inject('GET /api/cart', 404);
    await h.reload();
    await settle();
    // The shopper picks another resolution of v1, then removes the line: v1 is gone.
    h.actor.send({ type: 'item.add', product: catalogueProduct(1, 'SD') });
    h.actor.send({ type: 'item.remove', productId: 'v1-own-SD' });
    h.actor.send({ type: 'cart.sync' });
    await settle(60_000);
    expect(ids(h.server.cartOf(SHOPPER)?.products)).toEqual([]);
    expect(ids(h.context().products)).toEqual([]);
  });

  // The SDK's cart model at 20,000 runs (FC_SEED=1781456392): a crash lost the stored copy's
  // last write (the page before had added v1 and pushed it), the fetch went offline; the next page
  // held the older copy, and its add and removal of v1 cancelled out while the server kept v1.
  it('a removal on a stored copy the server has not confirmed reaches the server (stale copy, fetch offline)', async () => {
    const store = createMemoryKeyValueStore();
    const h = createHarness({
      signedIn: true,
      input: { awaitRestore: true },
      actors: { cartStorage: createCartStorageActor(store) },
    });
    h.server.setCart(SHOPPER, { productIds: ['v2-own-HD'] });
    h.start();
    await settle();
    // A page this copy never heard of put v1 on the server.
    h.server.setCart(SHOPPER, { productIds: ['v2-own-HD', 'v1-own-SD'] });
    h.server.inject('GET /api/cart', 'offline');
    await h.reload();
    await settle();
    expect(ids(h.context().products)).toEqual(['v2-own-HD']);
    h.actor.send({ type: 'item.add', product: catalogueProduct(1, 'SD') });
    h.actor.send({ type: 'item.remove', productId: 'v1-own-SD' });
    h.actor.send({ type: 'cart.sync' });
    await settle(60_000);
    expect(ids(h.server.cartOf(SHOPPER)?.products)).toEqual(['v2-own-HD']);
    expect(ids(h.context().products)).toEqual(['v2-own-HD']);
  });

  // Review of decision 125: a page signed out and in again has not heard the new session's cart.
  it('after a sign-out and a sign-in whose fetch fails, a removal of an add is sent (decision 125)', async () => {
    const h = await signedInWith(['v2-own-HD']);
    h.actor.send({ type: 'auth.signedOut' });
    await settle();
    h.server.setCart(SHOPPER, { productIds: ['v2-own-HD', 'v1-own-SD'] });
    h.server.inject('GET /api/cart', 'offline');
    h.signIn();
    await settle();
    h.actor.send({ type: 'item.add', product: catalogueProduct(1, 'SD') });
    h.actor.send({ type: 'item.remove', productId: 'v1-own-SD' });
    h.actor.send({ type: 'cart.sync' });
    await settle(60_000);
    expect(ids(h.server.cartOf(SHOPPER)?.products)).toEqual(['v2-own-HD']);
  });

  it('an add and its removal cancel out once the page has heard the server cart (spec §4)', async () => {
    const h = await signedInWith(['v2-own-HD']);
    h.server.clearRequests();
    h.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    h.actor.send({ type: 'item.remove', productId: 'v1-own-HD' });
    expect(h.context().optimisticOperations).toEqual([]);
    h.actor.send({ type: 'cart.sync' });
    await settle(5_000);
    // Whatever is pushed carries no edit: the two made nothing.
    const pushed = h.server.requests
      .filter((request) => request.method === 'POST' && request.path === '/api/cart')
      .flatMap(
        (request) =>
          (request.body as { optimisticOperations?: unknown[] }).optimisticOperations ?? [],
      );
    expect(pushed).toEqual([]);
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

describe('the version an edit was made on (decision 126)', () => {
  // The SDK's cart model at 20,000 runs (FC_SEED=238911091): a removal made on version 1, replayed
  // from the journal by a page whose stored copy was version 0, was taken by the server as made
  // without knowing the add it removed — its time, a millisecond's bump, was older.
  it('an edit carries the server version its page held; a forgotten cart takes it away', async () => {
    const h = await signedInWith(['v1-own-HD']);
    const version = h.context().cartVersion;
    expect(version).not.toBeNull();
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    expect(h.context().optimisticOperations[0]?.cartVersion).toBe(version);
    h.server.inject('GET /api/cart', 404);
    h.actor.send({ type: 'cart.refetch', force: true });
    await settle();
    expect(h.context().cartVersion).toBeNull();
    expect(h.context().optimisticOperations).toHaveLength(1);
    expect(h.context().optimisticOperations[0]?.cartVersion).toBeUndefined();
  });
});

describe('edit times', () => {
  // The SDK's cart model at 20,000 runs (FC_SEED=1270314646): two adds in one millisecond took
  // t and t + 1; once pushed, the next edit of the same video took t again — older than the one it
  // replaced, so a late push of it was taken as overridden by the server (decision 124).
  it('an edit comes after every edit the cart made before, pushed or not, within one millisecond', async () => {
    const h = await signedInWith();
    h.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    const replaced = h.context().optimisticOperations.at(-1)?.timestamp ?? Number.NaN;
    h.actor.send({ type: 'cart.sync' });
    await settle();
    expect(h.posts()).toBe(1);
    expect(h.context().optimisticOperations).toEqual([]);
    h.actor.send({ type: 'item.add', product: catalogueProduct(2, 'SD') });
    const [next] = h.context().optimisticOperations;
    expect(next?.timestamp).toBeGreaterThan(replaced);
  });
});
