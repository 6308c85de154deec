import type { ApiClient } from '../http/client';
import type { CoreCalls } from '../http/coreCalls';
import type { Channel, ChannelLogger } from '../platform/channel';
import type { KeyValueStore, StoreLogger } from '../platform/keyValueStore';
import type { PageLifecycle } from '../platform/pageLifecycle';
import type { SyncStore } from '../platform/syncStore';
import {
  createCartActors,
  createPageLifecycleActor,
  createValidateCheckoutActor,
} from './cartActors';
import { createCartChannelActor } from './cartChannel';
import { cartMachine } from './cartMachine';
import { createCartStorageActor } from './cartPersistence';
import { createEditJournalActor } from './editJournal';

export interface CartAdapters {
  client: ApiClient<CoreCalls>;
  /** Where the cart is persisted (IndexedDB or memory). None on the server. */
  store?: KeyValueStore;
  /** The write-ahead journal of edits (localStorage or memory: decision 067). None on the server. */
  journal?: SyncStore;
  /** Opens the 'cart-sync' channel (createBroadcastChannel). None on the server. */
  openChannel?: () => Channel<unknown>;
  /** Page hide/unload/visibility: flushes pending edits with keepalive. None on the server. */
  pageLifecycle?: PageLifecycle;
  logger?: StoreLogger & ChannelLogger;
}

/**
 * The cart machine with every actor provided: the API calls over `client`, the checkout
 * validator, and whichever platform adapters are given. What `createCommerce` starts with
 * `createActor(createCartMachine(adapters), { input: { signedIn } })`.
 */
export function createCartMachine(adapters: CartAdapters) {
  const { client, store, journal, openChannel, pageLifecycle, logger } = adapters;
  return cartMachine.provide({
    actors: {
      ...createCartActors(client),
      validateCheckout: createValidateCheckoutActor({
        validateLite: (productIds) => client.call('validateLite', { body: { productIds } }),
        validateFull: (productIds, cartVersion) =>
          client.call('validateCart', { body: { productIds, cartVersion } }),
      }),
      ...(store ? { cartStorage: createCartStorageActor(store, logger ? { logger } : {}) } : {}),
      ...(journal ? { cartJournal: createEditJournalActor(journal, logger) } : {}),
      ...(openChannel ? { cartChannel: createCartChannelActor(openChannel, logger) } : {}),
      ...(pageLifecycle ? { pageLifecycle: createPageLifecycleActor(pageLifecycle) } : {}),
    },
  });
}
