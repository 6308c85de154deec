import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryKeyValueStore, type KeyValueStore } from '../platform/keyValueStore';
import { createManualPageLifecycle } from '../platform/pageLifecycle';
import { createFakeServer } from '../testing/createFakeServer';
import { makeCatalogue } from '../testing/fixtures';
import { catalogueProduct, createHarness, SHOPPER, settle, VIDEO_IDS } from './cartHarness.testing';
import { CART_STORAGE_KEY, createCartStorageActor, loadPersistedCart } from './cartStorage';
import { createPageLifecycleActor } from './createCartActors';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ids = (lines: readonly { _id: string }[] | undefined) =>
  (lines ?? []).map((line) => line._id);

function tab(
  store: KeyValueStore,
  options: { signedIn?: boolean; server?: ReturnType<typeof createFakeServer> } = {},
) {
  const logger = { warn: vi.fn() };
  const h = createHarness({
    signedIn: options.signedIn ?? false,
    ...(options.server ? { server: options.server } : {}),
    input: { awaitRestore: true },
    actors: { cartStorage: createCartStorageActor(store, { logger }) },
  });
  return { h, logger };
}

describe('cart persistence', () => {
  it('keeps a guest cart across a reload', async () => {
    const store = createMemoryKeyValueStore();
    const first = tab(store).h.start();
    await settle();
    first.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    first.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    first.actor.stop();
    await settle();
    const second = tab(store).h.start();
    expect(second.value()).toBe('restoring');
    await settle();
    expect(ids(second.context().products)).toEqual(['v1-own-HD']);
    expect(second.context().appliedCoupon?.code).toBe('SAVE10');
    expect(second.context().optimisticOperations).toHaveLength(1);
  });

  it('keeps pending edits across a reload while the server is down, then syncs them', async () => {
    const store = createMemoryKeyValueStore();
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    server.setCart(SHOPPER, { productIds: ['v1-own-HD'] });
    const first = tab(store, { signedIn: true, server }).h.start();
    await settle();
    server.setOffline(true);
    first.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    first.actor.send({ type: 'page.hidden' });
    await settle();
    first.actor.stop();
    await settle();
    server.setOffline(false);
    const second = tab(store, { signedIn: true, server }).h.start();
    await settle();
    // The boot fetch re-applies the pending edit; the push follows.
    expect(ids(second.context().products)).toEqual(['v1-own-HD', 'v2-own-HD']);
    await settle(10_000);
    expect(ids(server.cartOf(SHOPPER)?.products)).toEqual(['v1-own-HD', 'v2-own-HD']);
    expect(second.context().optimisticOperations).toEqual([]);
  });

  it('merges edits made before the stored cart was read', async () => {
    const store = createMemoryKeyValueStore();
    const first = tab(store).h.start();
    await settle();
    first.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    await settle();
    first.actor.stop();
    const second = tab(store).h.start();
    second.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    await settle();
    expect(ids(second.context().products)).toEqual(['v1-own-HD', 'v2-own-HD']);
  });

  it('discards a corrupted store with a warning, never crashing', async () => {
    const logger = { warn: vi.fn() };
    const store = createMemoryKeyValueStore({
      initial: { [CART_STORAGE_KEY]: { storageVersion: 1, products: 'not a list' } },
      logger,
    });
    const { h } = tab(store);
    h.start();
    await settle();
    expect(h.value()).toEqual({ idle: 'clean' });
    expect(h.context().products).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('corrupted'),
      expect.anything(),
    );
    expect(await loadPersistedCart(store)).toBeNull();
  });

  it('flushes on page hide through the page-lifecycle actor', async () => {
    const lifecycle = createManualPageLifecycle();
    const h = createHarness({
      signedIn: true,
      actors: { pageLifecycle: createPageLifecycleActor(lifecycle) },
    });
    h.server.setCart(SHOPPER, { productIds: [] });
    h.start();
    await settle();
    h.actor.send({ type: 'item.add', product: catalogueProduct(3) });
    lifecycle.trigger('visibilityHidden');
    await settle();
    expect(h.server.requests.at(-1)).toMatchObject({ method: 'POST', keepalive: true });
    h.actor.stop();
    expect(lifecycle.subscriberCount).toBe(0);
  });
});
