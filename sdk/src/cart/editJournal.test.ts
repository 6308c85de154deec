import type { OptimisticOperation } from '@reelcart/contract/store/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { CART_HELD_FLUSH_MS } from '../constants';
import { createMemoryChannelHub } from '../platform/channel';
import type { KeyValueStore } from '../platform/keyValueStore';
import { createMemorySyncStore, type SyncStore } from '../platform/syncStore';
import { createFakeServer } from '../testing/createFakeServer';
import { slow } from '../testing/faults';
import { makeCatalogue } from '../testing/fixtures';
import { channelMessageOf, createCartChannelActor } from './cartChannel';
import {
  catalogueProduct,
  createHarness,
  ids,
  SHOPPER,
  settle,
  VIDEO_IDS,
} from './cartHarness.testing';
import { createCartStorageActor } from './cartStorage';
import {
  createEditJournalActor,
  EDIT_JOURNAL_COMPLETE_KEY,
  EDIT_JOURNAL_PREFIX,
  type JournalEvent,
  readJournal,
} from './editJournal';

const op = (id: string, timestamp: number, video = 1): OptimisticOperation => ({
  id,
  type: 'ADD',
  product: catalogueProduct(video),
  timestamp,
});

describe('the journal as data', () => {
  it('reads its edits oldest first and drops what it cannot read', () => {
    const store = createMemorySyncStore({
      [`${EDIT_JOURNAL_PREFIX}b`]: JSON.stringify(op('b', 2)),
      [`${EDIT_JOURNAL_PREFIX}a`]: JSON.stringify(op('a', 1)),
      [`${EDIT_JOURNAL_PREFIX}bad`]: '{"id":',
      'reelcart:other': 'kept',
    });
    expect(readJournal(store).map((edit) => edit.id)).toEqual(['a', 'b']);
    expect(store.keys().sort()).toEqual([
      `${EDIT_JOURNAL_PREFIX}a`,
      `${EDIT_JOURNAL_PREFIX}b`,
      'reelcart:other',
    ]);
  });

  /** A page's journal actor over `store`: what it sent, and a way to send it events. */
  function page(store: SyncStore, logger = { warn: vi.fn() }) {
    const read: unknown[] = [];
    const parent = createActor(
      createMachine({
        invoke: { id: 'journal', src: createEditJournalActor(store, logger) },
        on: { 'journal.read': { actions: ({ event }) => read.push(event) } },
      }),
    ).start();
    const send = (event: JournalEvent) => parent.getSnapshot().children.journal?.send(event);
    return { read, send, logger, stop: () => parent.stop() };
  }
  const sync = (
    operations: OptimisticOperation[],
    restored = true,
    forget = true,
  ): JournalEvent => ({ type: 'journal.sync', operations, restored, forget });
  const idsIn = (store: SyncStore) => readJournal(store).map((edit) => edit.id);

  it('writes new edits at once, forgets the ones that left, and clears on sign-out', () => {
    const store = createMemorySyncStore({
      [`${EDIT_JOURNAL_PREFIX}old`]: JSON.stringify(op('old', 0)),
      [`${EDIT_JOURNAL_PREFIX}gone`]: JSON.stringify(op('gone', 0, 3)),
    });
    const tab = page(store);
    expect(tab.read).toEqual([
      { type: 'journal.read', operations: [op('old', 0), op('gone', 0, 3)], complete: false },
    ]);
    tab.send(sync([op('old', 0), op('gone', 0, 3), op('x', 1), op('y', 2, 2)]));
    // Written before `send` returned: synchronously.
    expect(idsIn(store)).toEqual(['old', 'gone', 'x', 'y']);
    // What it read and the cart no longer holds (superseded when applied) goes too.
    tab.send(sync([op('old', 0), op('y', 2, 2)]));
    expect(idsIn(store)).toEqual(['old', 'y']);
    // Another tab's cart taken in that lacks an edit: it stays in the journal (no proof it is safe),
    // and is no longer this page's to forget.
    tab.send(sync([op('old', 0)], true, false));
    expect(idsIn(store)).toEqual(['old', 'y']);
    tab.send(sync([op('old', 0)]));
    expect(idsIn(store)).toEqual(['old', 'y']);
    tab.send({ type: 'journal.clear' });
    expect(idsIn(store)).toEqual([]);
    tab.stop();
  });

  it('is complete once a page has written every edit it restored, until a write fails', () => {
    const store = createMemorySyncStore();
    const first = page(store);
    expect(first.read).toEqual([{ type: 'journal.read', operations: [], complete: false }]);
    // Not before the stored cart's edits are among those written.
    first.send(sync([op('a', 1)], false));
    expect(store.getItem(EDIT_JOURNAL_COMPLETE_KEY)).toBeNull();
    first.send(sync([op('a', 1)]));
    expect(store.getItem(EDIT_JOURNAL_COMPLETE_KEY)).toBe('1');
    const second = page(store);
    expect(second.read).toEqual([
      { type: 'journal.read', operations: [op('a', 1)], complete: true },
    ]);
    // A write that fails (storage full) makes it incomplete again, for the next page to repair.
    store.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    second.send(sync([op('a', 1), op('b', 2, 2)]));
    expect(second.logger.warn).toHaveBeenCalled();
    expect(store.getItem(EDIT_JOURNAL_COMPLETE_KEY)).toBeNull();
    first.stop();
    second.stop();
  });
});

/** IndexedDB of a browser whose tabs close before any write is done: reads answer, writes never land. */
const neverWritten = (): KeyValueStore => ({
  get: async () => undefined,
  set: () => new Promise<void>(() => undefined),
  del: async () => undefined,
});

/** A page of a browser whose stored cart is never written: only the journal survives it. */
function closingTab(
  journal: SyncStore,
  server: ReturnType<typeof createFakeServer>,
  signedIn: boolean,
) {
  return createHarness({
    signedIn,
    server,
    input: { awaitRestore: true },
    actors: {
      cartStorage: createCartStorageActor(neverWritten()),
      cartJournal: createEditJournalActor(journal),
    },
  }).start();
}

describe('an edit survives a tab closed before the stored cart is written (decision 067)', () => {
  const tab = closingTab;

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a guest: the next page has the add', async () => {
    const journal = createMemorySyncStore();
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    const first = tab(journal, server, false);
    first.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    first.actor.stop();
    const next = tab(journal, server, false);
    await settle();
    expect(ids(next.context().products)).toEqual(['v1-own-HD']);
  });

  it('a signed-in shopper: the next page has it and pushes it at once', async () => {
    const journal = createMemorySyncStore();
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    const first = tab(journal, server, true);
    await settle();
    first.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    first.actor.stop();
    const next = tab(journal, server, true);
    await settle();
    expect(ids(next.context().products)).toEqual(['v2-own-HD']);
    expect(ids(server.cartOf(SHOPPER)?.products)).toEqual(['v2-own-HD']);
    // On the server: it leaves the journal.
    expect(readJournal(journal)).toEqual([]);
  });

  it('two tabs adding at once, both closed at once: the next page has both', async () => {
    const journal = createMemorySyncStore();
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    const a = tab(journal, server, true);
    const b = tab(journal, server, true);
    await settle();
    a.actor.send({ type: 'item.add', product: catalogueProduct(3) });
    b.actor.send({ type: 'item.add', product: catalogueProduct(4) });
    a.actor.stop();
    b.actor.stop();
    const next = tab(journal, server, true);
    await settle();
    expect(ids(next.context().products).sort()).toEqual(['v3-own-HD', 'v4-own-HD']);
    expect(ids(server.cartOf(SHOPPER)?.products).sort()).toEqual(['v3-own-HD', 'v4-own-HD']);
  });

  it('a removal made after an add is not undone by the add left in the journal', async () => {
    const journal = createMemorySyncStore();
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    const first = tab(journal, server, false);
    first.actor.send({ type: 'item.add', product: catalogueProduct(5) });
    await settle(1);
    first.actor.send({ type: 'item.remove', productId: 'v5-own-HD' });
    first.actor.stop();
    const next = tab(journal, server, false);
    await settle();
    expect(next.context().products).toEqual([]);
    expect(readJournal(journal)).toEqual([]);
  });
});

describe('after a crash: what the page that died did still counts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tab = (journal: SyncStore, server: ReturnType<typeof createFakeServer>) =>
    closingTab(journal, server, true);

  // The SDK's cart model at 20,000 runs (FC_SEED=1256898374): the crashed page's removal of v6
  // took t + 1 (two edits in one millisecond); the next page pushed it from the journal, then its
  // own add of v6 took t — older than the removal it replaced, so decision 124 took it as
  // overridden when a later page pushed it again.
  it('an edit after the journal replayed comes after the journaled edits, once pushed too', async () => {
    const at = Date.now() + 5;
    const removal: OptimisticOperation = {
      id: 'removal',
      type: 'REMOVE',
      productId: 'v6-own-HD',
      product: catalogueProduct(6),
      timestamp: at,
    };
    const journal = createMemorySyncStore({
      [`${EDIT_JOURNAL_PREFIX}removal`]: JSON.stringify(removal),
    });
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    server.setCart(SHOPPER, { productIds: ['v6-own-HD'] });
    const next = tab(journal, server);
    await settle();
    expect(ids(server.cartOf(SHOPPER)?.products)).toEqual([]);
    expect(next.context().optimisticOperations).toEqual([]);
    next.actor.send({ type: 'item.add', product: catalogueProduct(6, 'SD') });
    expect(next.context().optimisticOperations[0]?.timestamp).toBeGreaterThan(at);
  });

  // The SDK's cart model at 20,000 runs (FC_SEED=1256898374): the stored cart lost in the crash
  // and the fetch refused, the page knew no line of the server's; an add then a removal of v5
  // cancelled out and nothing was sent, while the server kept the v5 the crashed page had pushed.
  it('a page that knows no version of the server cart sends the removal of an add it cancels', async () => {
    const journal = createMemorySyncStore();
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    server.setCart(SHOPPER, { productIds: ['v5-own-SD'] });
    server.inject('GET /api/cart', 404);
    const next = tab(journal, server);
    await settle();
    expect(next.context().cartVersion).toBeNull();
    expect(next.context().products).toEqual([]);
    next.actor.send({ type: 'item.add', product: catalogueProduct(5, 'SD') });
    next.actor.send({ type: 'item.remove', productId: 'v5-own-SD' });
    expect(next.context().products).toEqual([]);
    next.actor.send({ type: 'cart.sync' });
    await settle(60_000);
    expect(ids(server.cartOf(SHOPPER)?.products)).toEqual([]);
    expect(next.context().optimisticOperations).toEqual([]);
  });
});

describe('an edit another tab never saw', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Found by server/src/cartTabs.integration.test.ts: a tab took in a closed tab's add, then a
  // newer cart of a third tab that had never seen it; the add left its cart and its journal.
  it('stays journaled when a tab drops it for a newer cart that lacks it; the next page has it', async () => {
    const journal = createMemorySyncStore();
    const tab = (tabId: string) =>
      createHarness({
        input: { tabId },
        actors: { cartJournal: createEditJournalActor(journal) },
      }).start();
    /** A cart message of another tab (no journal of its own here) holding `video`'s add. */
    const cartOf = (tabId: string, video: number, revision: number) => {
      const sender = createHarness({ input: { tabId } }).start();
      sender.actor.send({ type: 'item.add', product: catalogueProduct(video) });
      const message = channelMessageOf({ ...sender.context(), revision }, 'cart', 'active');
      sender.actor.stop();
      if (!message) throw new Error('no message');
      return message;
    };
    const holder = tab('b');
    // A tab that then closed sent its add; the holder takes it in (and journals it).
    holder.actor.send({ type: 'remote.message', message: cartOf('a', 1, 5) });
    expect(ids(holder.context().products)).toEqual(['v1-own-HD']);
    // A newer cart of a third tab, which never saw that add: the holder drops it…
    holder.actor.send({ type: 'remote.message', message: cartOf('c', 2, 9) });
    expect(ids(holder.context().products)).toEqual(['v2-own-HD']);
    // …but it stays journaled (nothing proves it safe), and the next page applies it.
    expect(readJournal(journal).map((edit) => edit.product?._id)).toContain('v1-own-HD');
    const next = tab('d');
    await settle();
    expect(ids(next.context().products)).toContain('v1-own-HD');
  });
});

describe("another tab's edit left pending (decision 080)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // A tab removes a line and closes before its push leaves: the two tabs left hold the removal
  // (the channel); once the sync window has passed, one of them — not both — pushes it.
  it('a tab that closed with an unsent removal: one surviving tab pushes it', async () => {
    const journal = createMemorySyncStore();
    const hub = createMemoryChannelHub();
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    server.setCart(SHOPPER, { productIds: ['v1-own-HD', 'v2-own-HD'] });
    const tab = () =>
      createHarness({
        signedIn: true,
        server,
        actors: {
          cartJournal: createEditJournalActor(journal),
          cartChannel: createCartChannelActor(() => hub.createChannel('cart-sync')),
        },
      }).start();
    const [a, b, c] = [tab(), tab(), tab()];
    await settle();
    server.clearRequests();
    // A push takes a while, as on a real network: both survivors' timers are due meanwhile.
    server.setFaultScript((r) => (r.method === 'POST' ? slow(2_000) : undefined));
    a.actor.send({ type: 'item.remove', productId: 'v1-own-HD' });
    await settle();
    a.actor.stop();
    await settle(CART_HELD_FLUSH_MS + 5_000);
    expect(ids(server.cartOf(SHOPPER)?.products)).toEqual(['v2-own-HD']);
    expect(server.count('POST /api/cart')).toBe(1);
    for (const survivor of [b, c]) {
      expect(ids(survivor.context().products)).toEqual(['v2-own-HD']);
      expect(survivor.context().optimisticOperations).toEqual([]);
    }
    expect(readJournal(journal)).toEqual([]);
  });
});
