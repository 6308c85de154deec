import { bench, describe } from 'vitest';
import { createClient } from '../http/client';
import { coreCalls } from '../http/coreCalls';
import { createMemoryChannelHub } from '../platform/channel';
import { createMemoryKeyValueStore } from '../platform/keyValueStore';
import { createManualPageLifecycle } from '../platform/pageLifecycle';
import { createFakeServer } from '../testing/createFakeServer';
import { makeProduct } from '../testing/fixtures';
import { createCartService } from './cartService';

/** What a click on "Add to cart" costs synchronously: the optimistic edit, before any request. */
function guestCartWith(lines: number) {
  const server = createFakeServer();
  const client = createClient({
    baseURL: 'https://api.test',
    calls: coreCalls,
    fetch: server.fetch,
  });
  const hub = createMemoryChannelHub();
  const cart = createCartService({
    client,
    store: createMemoryKeyValueStore(),
    openChannel: () => hub.createChannel('cart-sync'),
    pageLifecycle: createManualPageLifecycle(),
    input: { signedIn: false, awaitRestore: false },
  });
  for (let i = 0; i < lines; i += 1) cart.add(makeProduct({ video: { _id: `seed-${i}` } }));
  return cart;
}

describe('cart.add (synchronous part)', () => {
  for (const lines of [10, 100]) {
    const cart = guestCartWith(lines);
    let n = 0;
    bench(`add then remove on a ${lines}-line cart`, () => {
      const product = makeProduct({ video: { _id: `bench-${n++}` } });
      cart.add(product);
      cart.remove(product._id);
    });
  }
});
