import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryChannelHub, type MemoryChannelHub } from '../platform/channel';
import { fakeTimersInEachTest } from '../platform/fakeTimers.testing';
import { createMemoryKeyValueStore } from '../platform/keyValueStore';
import { createFakeServer } from '../testing/createFakeServer';
import { makeCatalogue } from '../testing/fixtures';
import { channelMessageOf, createCartChannelActor } from './cartChannel';
import {
  catalogueProduct,
  createHarness,
  createTestMachine,
  SHOPPER,
  settle,
  VIDEO_IDS,
} from './cartHarness.testing';
import { persistedOf } from './cartMachine.context';
import { CART_STORAGE_KEY, createCartStorageActor } from './cartStorage';

fakeTimersInEachTest();

/** The two-tab properties run FC_TAB_RUNS times (default 200 guest / 100 signed-in sequences). */
const ids = (lines: readonly { _id: string }[]) => lines.map((line) => line._id);

function twoTabs(hub: MemoryChannelHub, signedIn = false) {
  const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
  const make = (tabId: string) =>
    createHarness({
      signedIn,
      server,
      input: { tabId },
      actors: { cartChannel: createCartChannelActor(() => hub.createChannel('cart-sync')) },
    }).start();
  return { server, a: make('tab-a'), b: make('tab-b') };
}

/** What two tabs must agree on. */
function shared(tab: ReturnType<typeof createHarness>) {
  const cartState = tab.cartState();
  const { products, optimisticOperations, appliedCoupon, cartId, cartVersion, revision } =
    tab.context();
  return {
    products,
    optimisticOperations,
    appliedCoupon,
    cartId,
    cartVersion,
    cartState,
    revision,
  };
}

/**
 * Two tabs of one cart machine, started afresh for each property run on a new memory channel and
 * fake server. The machine is built once; its channel and client are those of the current run.
 */
function twoTabRig(signedIn: boolean) {
  let hub = createMemoryChannelHub();
  let client: ReturnType<typeof createHarness>['client'] | undefined;
  const machine = createTestMachine(() => {
    if (!client) throw new Error('no client');
    return client;
  }).provide({
    actors: { cartChannel: createCartChannelActor(() => hub.createChannel('cart-sync')) },
  });
  return () => {
    hub = createMemoryChannelHub();
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    const tab = (tabId: string) =>
      createHarness({
        server,
        machine,
        ...(signedIn ? { signedIn } : {}),
        input: { tabId },
      });
    const a = tab('tab-a');
    // Before any tab starts: a start's first fetch must reach this run's server, not the last's.
    client = a.client;
    const tabs = { a: a.start(), b: tab('tab-b').start() };
    return { server, tabs };
  };
}

describe('cross-tab sync on cart-sync', () => {
  it('adopts updates, coupon changes and clears from the other tab, never re-broadcasting', async () => {
    const hub = createMemoryChannelHub();
    const { a, b } = twoTabs(hub);
    await settle();
    a.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    await settle();
    expect(ids(b.context().products)).toEqual(['v1-own-HD']);
    b.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    expect(a.context().appliedCoupon?.code).toBe('SAVE10');
    a.actor.send({ type: 'cart.reset' });
    await settle();
    expect(b.context().products).toEqual([]);
    expect(b.emitted.some((e) => e.type === 'cart.cleared')).toBe(true);
    // A hello per tab, then one message per local change: add (a), coupon (b), clear (a).
    // Nothing received is echoed.
    expect(hub.posted.map((p) => (p.message as { kind: string }).kind)).toEqual([
      'tab.hello',
      'tab.hello',
      'cart.updated',
      'coupon.changed',
      'cart.cleared',
    ]);
    expect(shared(a)).toEqual(shared(b));
  });

  it('shares owned products and server syncs between signed-in tabs', async () => {
    const hub = createMemoryChannelHub();
    const { server, a, b } = twoTabs(hub, true);
    server.setCart(SHOPPER, { productIds: ['v1-own-HD'] });
    a.actor.send({ type: 'cart.refetch', force: true });
    await settle();
    a.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    await settle(10_000);
    await settle(10_000);
    expect(ids(server.cartOf(SHOPPER)?.products ?? [])).toEqual(['v1-own-HD', 'v2-own-HD']);
    expect(shared(b)).toEqual(shared(a));
    a.actor.send({ type: 'ownedProducts.refresh', force: true });
    await settle();
    expect(b.context().ownedProductsLastUpdated).toBe(a.context().ownedProductsLastUpdated);
  });

  it('drops malformed messages with a warning', async () => {
    const hub = createMemoryChannelHub();
    const logger = { warn: vi.fn() };
    const h = createHarness({
      actors: { cartChannel: createCartChannelActor(() => hub.createChannel('cart-sync'), logger) },
    }).start();
    hub.createChannel('cart-sync').post({ kind: 'cart.updated', origin: 'x', revision: 99 });
    await settle();
    expect(logger.warn).toHaveBeenCalled();
    expect(h.context().revision).toBe(0);
  });

  // Invariant: whatever two tabs do, in whatever interleaving, once messages are delivered
  // both hold the same cart.
  it('converges: two tabs on one channel end with identical carts', async () => {
    const startTabs = twoTabRig(false);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            tab: fc.constantFrom('a' as const, 'b' as const),
            video: fc.integer({ min: 1, max: 4 }),
            remove: fc.boolean(),
            deliver: fc.boolean(),
          }),
          { maxLength: 20 },
        ),
        async (steps) => {
          const { tabs } = startTabs();
          await settle();
          // What each tab's user last did to each video (product id, or null once removed).
          const intents = {
            a: new Map<string, string | null>(),
            b: new Map<string, string | null>(),
          };
          for (const step of steps) {
            const h = tabs[step.tab];
            const line = h.context().products.find((l) => l.video._id === `v${step.video}`);
            if (step.remove && line) {
              h.actor.send({ type: 'item.remove', productId: line._id });
              intents[step.tab].set(`v${step.video}`, null);
            } else {
              const product = catalogueProduct(step.video, step.remove ? 'SD' : 'HD');
              h.actor.send({ type: 'item.add', product });
              intents[step.tab].set(`v${step.video}`, product._id);
            }
            if (step.deliver) await settle();
          }
          await settle();
          expect(shared(tabs.a)).toEqual(shared(tabs.b));
          // No edit is lost to a concurrent one: a video only one tab touched ends as that
          // tab's user last left it.
          for (const video of [1, 2, 3, 4]) {
            const touching = new Set(steps.filter((s) => s.video === video).map((s) => s.tab));
            const [tab] = [...touching];
            if (touching.size !== 1 || tab === undefined) continue;
            const line = tabs.a.context().products.find((l) => l.video._id === `v${video}`);
            expect(line?._id ?? null).toBe(intents[tab].get(`v${video}`) ?? null);
          }
          tabs.a.actor.stop();
          tabs.b.actor.stop();
        },
      ),
      { numRuns: Number(process.env.FC_TAB_RUNS ?? 200) },
    );
  }, 60_000);
});

describe('two signed-in tabs syncing to one server', () => {
  // Invariant: two signed-in tabs that edit, sync and hear each other end, once quiet, with the
  // same cart as each other and as the server.
  it('converge with the server', async () => {
    const startTabs = twoTabRig(true);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            tab: fc.constantFrom('a' as const, 'b' as const),
            video: fc.integer({ min: 1, max: 4 }),
            remove: fc.boolean(),
            wait: fc.constantFrom(0, 0, 1_000, 10_000, 30_000),
          }),
          { maxLength: 15 },
        ),
        async (steps) => {
          const { server, tabs } = startTabs();
          try {
            await settle();
            for (const step of steps) {
              const h = tabs[step.tab];
              const line = h.context().products.find((l) => l.video._id === `v${step.video}`);
              if (step.remove && line) h.actor.send({ type: 'item.remove', productId: line._id });
              else
                h.actor.send({
                  type: 'item.add',
                  product: catalogueProduct(step.video, step.remove ? 'SD' : 'HD'),
                });
              await settle(step.wait);
            }
            await settle(60_000);
            tabs.a.actor.send({ type: 'cart.sync' });
            tabs.b.actor.send({ type: 'cart.sync' });
            await settle(60_000);
            tabs.a.actor.send({ type: 'cart.refetch', force: true });
            tabs.b.actor.send({ type: 'cart.refetch', force: true });
            await settle(60_000);
            const onServer = ids(server.cartOf(SHOPPER)?.products ?? []).sort();
            expect(ids(tabs.a.context().products).sort()).toEqual(onServer);
            expect(ids(tabs.b.context().products).sort()).toEqual(onServer);
          } finally {
            // A failed run's tabs stop too: the next run (a shrink) starts from nothing.
            tabs.a.actor.stop();
            tabs.b.actor.stop();
          }
        },
      ),
      { numRuns: Number(process.env.FC_TAB_RUNS ?? 100) },
    );
  }, 120_000);
});

describe('edits a closed tab left in the stored cart', () => {
  // Found by server/src/cartTabs.integration.test.ts: a page restored a closed page's pending add,
  // then adopted a newer cart of a live tab that had never seen it, and dropped it.
  it('are carried by the tab that restored them: a newer cart without them keeps them', async () => {
    const closed = createHarness({ input: { tabId: 'closed' } }).start();
    closed.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    const stored = persistedOf(closed.context(), 'active');
    closed.actor.stop();
    const restored = createHarness({
      input: { tabId: 'restored', awaitRestore: true },
      actors: {
        cartStorage: createCartStorageActor(
          createMemoryKeyValueStore({ initial: { [CART_STORAGE_KEY]: stored } }),
        ),
      },
    }).start();
    await settle();
    expect(ids(restored.context().products)).toEqual(['v1-own-HD']);
    // A live tab that never heard of it sends a newer cart of its own.
    const live = createHarness({ input: { tabId: 'live' } }).start();
    live.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    const message = channelMessageOf({ ...live.context(), revision: 99 }, 'cart', 'active');
    if (!message) throw new Error('no message');
    restored.actor.send({ type: 'remote.message', message });
    expect(ids(restored.context().products).sort()).toEqual(['v1-own-HD', 'v2-own-HD']);
  });
});

describe('two tabs choosing a resolution of one video', () => {
  // Found by e2e/cart-model.spec.ts: an add of another resolution in a newer page was undone by
  // the older page's pending add of that video, re-applied when it took the newer cart in.
  it('the later choice wins: an older unseen edit of the same video is not re-applied on top', async () => {
    const older = createHarness({ input: { tabId: 'older' } }).start();
    older.actor.send({ type: 'item.add', product: catalogueProduct(1, 'FHD') });
    await settle(10);
    const newer = createHarness({ input: { tabId: 'newer' } }).start();
    newer.actor.send({ type: 'item.add', product: catalogueProduct(1, 'SD') });
    const message = channelMessageOf({ ...newer.context(), revision: 9 }, 'cart', 'active');
    if (!message) throw new Error('no message');
    older.actor.send({ type: 'remote.message', message });
    expect(ids(older.context().products)).toEqual(['v1-own-SD']);
    // …and the other way round: the newer tab keeps its choice over the older tab's cart.
    const back = channelMessageOf({ ...older.context(), revision: 20 }, 'cart', 'active');
    if (!back) throw new Error('no message');
    newer.actor.send({ type: 'remote.message', message: back });
    expect(ids(newer.context().products)).toEqual(['v1-own-SD']);
  });
});
