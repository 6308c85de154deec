import { contract } from '@reelcart/contract/store/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createClient } from '../http/client';
import { createMemoryChannelHub } from '../platform/channel';
import { createMemoryKeyValueStore } from '../platform/keyValueStore';
import { createManualPageLifecycle } from '../platform/pageLifecycle';
import { createFakeServer } from '../testing/createFakeServer';
import { makeCatalogue } from '../testing/fixtures';
import { loadPersistedCart } from './cartPersistence';
import { catalogueProduct, SHOPPER, settle, VIDEO_IDS } from './cartTestkit';
import { createCartMachine } from './createCartMachine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createCartMachine', () => {
  it('wires the API, storage, channel and page lifecycle', async () => {
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    const token = server.signIn(SHOPPER).token;
    const client = createClient({
      baseURL: 'http://fake-server.test',
      calls: contract,
      fetch: server.fetch,
      session: { getToken: () => token, refresh: async () => token },
    });
    const store = createMemoryKeyValueStore();
    const hub = createMemoryChannelHub();
    const pageLifecycle = createManualPageLifecycle();
    const machine = createCartMachine({
      client,
      store,
      openChannel: () => hub.createChannel('cart-sync'),
      pageLifecycle,
    });
    const actor = createActor(machine, { input: { signedIn: true } }).start();
    await settle();
    actor.send({ type: 'item.add', product: catalogueProduct(1) });
    pageLifecycle.trigger('hide');
    await settle();
    expect(server.cartOf(SHOPPER)?.products.map((p) => p._id)).toEqual(['v1-own-HD']);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', keepalive: true });
    expect((await loadPersistedCart(store))?.products.map((p) => p._id)).toEqual(['v1-own-HD']);
    expect(hub.posted.length).toBeGreaterThan(0);
    actor.stop();
    expect(pageLifecycle.subscriberCount).toBe(0);
  });
});
