import type { CommerceError } from '@reelcart/contract/core/commerceError';
import type { OrderType, Resolution } from '@reelcart/contract/core/common';
import { contract } from '@reelcart/contract/store/calls';
import type { CartProduct } from '@reelcart/contract/store/cart';
import { vi } from 'vitest';
import { type AnyActorLogic, createActor, type InspectionEvent } from 'xstate';
import { type ApiClient, createClient } from '../http/client';
import type { CoreCalls } from '../http/coreCalls';
import { createFakeServer, type FakeServer } from '../testing/createFakeServer';
import { makeCatalogue, makeProduct } from '../testing/fixtures';
import { cartStateOf } from './cartMachine.lifecycleRegion';
import type { CartEmitted, CartInput } from './cartMachine.types';
import { loadCheckoutValidator } from './createCartActors';
import { createCartMachine } from './createCartMachine';

// The harness runs on fake timers, which cannot wait out a module load: the checkout code that
// the machine loads on first use is loaded here up front (cartActors.test.ts covers that load).
await loadCheckoutValidator();

/** Test-only: a cart actor wired to the fake server through the real HTTP client. */

export const SHOPPER = 'shopper@example.test';
export const VIDEO_IDS = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6'];

export function catalogueProduct(
  video: number,
  resolution: Resolution = 'HD',
  orderType: OrderType = 'own',
): CartProduct {
  return makeProduct({ video: { _id: `v${video}` }, resolution, orderType });
}

type Client = ApiClient<CoreCalls>;

/**
 * The machine with the test actors, over whichever client `getClient` answers at call time.
 * `provide()` costs milliseconds, so a property test provides once and swaps clients per run.
 */
export function createTestMachine(getClient: () => Client) {
  const proxy = new Proxy({} as Client, {
    get: (_target, key) => Reflect.get(getClient(), key),
  });
  return createCartMachine({ client: proxy });
}

export interface HarnessOptions {
  signedIn?: boolean;
  server?: FakeServer;
  input?: Partial<CartInput>;
  actors?: Record<string, AnyActorLogic>;
  /** A machine from createTestMachine whose client getter answers this harness's `client`. */
  machine?: ReturnType<typeof createTestMachine>;
  /** Request timeout of the client; default none (0). */
  timeoutMs?: number;
  /** XState's inspection hook for every actor the harness creates (microsteps included). */
  inspect?: (event: InspectionEvent) => void;
}

export function createHarness(options: HarnessOptions = {}) {
  const server = options.server ?? createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
  let token: string | null = options.signedIn ? server.signIn(SHOPPER).token : null;
  // Requests in flight per page (a reload or restart opens a new one): a closed page's request
  // still under way at the server is not the new page's (CI run of 71cdac6, FC_SEED=1660700390:
  // a slow push of the page that crashed, beside the new page's first request, counted as two).
  let page = 0;
  const inFlight = new Map<number, number>();
  let maxInFlight = 0;
  const countingFetch: typeof server.fetch = async (input, init) => {
    const of = page;
    inFlight.set(of, (inFlight.get(of) ?? 0) + 1);
    maxInFlight = Math.max(maxInFlight, inFlight.get(of) ?? 0);
    try {
      return await server.fetch(input, init);
    } finally {
      inFlight.set(of, (inFlight.get(of) ?? 1) - 1);
    }
  };
  const client = createClient({
    baseURL: 'http://fake-server.test',
    calls: contract,
    fetch: countingFetch,
    timeoutMs: options.timeoutMs ?? 0,
    session: {
      getToken: () => token,
      // A 401 refreshes the session once, as the auth machine would.
      refresh: async () => {
        token = server.signIn(SHOPPER).token;
        return token;
      },
    },
  });
  const machine = options.actors
    ? createTestMachine(() => client).provide({ actors: options.actors })
    : (options.machine ?? createTestMachine(() => client));
  const input = { signedIn: options.signedIn ?? false, awaitRestore: false, ...options.input };
  const emitted: CartEmitted[] = [];
  const create = () => {
    const created = createActor(machine, {
      input,
      ...(options.inspect ? { inspect: options.inspect } : {}),
    });
    created.on('*', (event) => {
      emitted.push(event);
    });
    return created;
  };
  let actor = create();
  return {
    server,
    client,
    get actor() {
      return actor;
    },
    emitted,
    /** Stops this actor (a closed tab) and starts a new one on the same storage and server. */
    async reload() {
      actor.stop();
      await settle();
      page += 1;
      actor = create();
      actor.start();
    },
    /** The tab dies and opens again at once: nothing of the old one runs any more (no settle). */
    restart() {
      actor.stop();
      page += 1;
      actor = create();
      actor.start();
    },
    start() {
      actor.start();
      return this;
    },
    context: () => actor.getSnapshot().context,
    /** The most requests one page ever had in flight at once. */
    maxInFlight: () => maxInFlight,
    /** The state value of the sync region (requests); the cart's state is `cartState()`. */
    value: () => actor.getSnapshot().value.sync,
    /** The cart's state: the `lifecycle` region. */
    cartState: () => cartStateOf(actor.getSnapshot()),
    signIn() {
      token = server.signIn(SHOPPER).token;
      actor.send({ type: 'auth.signedIn' });
    },
    signedIn: () => token !== null,
    posts: () => server.count('POST /api/cart'),
    fetches: () => server.count('GET /api/cart'),
    errors: () =>
      emitted
        .filter((e) => e.type === 'cart.error')
        .map((e) => (e.type === 'cart.error' ? e.error.message : '')),
  };
}

export const ids = (lines: readonly { _id: string }[] | undefined) =>
  (lines ?? []).map((line) => line._id);

/** A signed-in harness, started and settled, with the server cart holding `productIds`. */
export async function signedInWith(productIds: string[] = []) {
  const h = createHarness({ signedIn: true });
  if (productIds.length) h.server.setCart(SHOPPER, { productIds });
  h.start();
  await settle();
  h.server.clearRequests();
  h.emitted.length = 0;
  return h;
}

/** Lets promises and due timers run. */
export async function settle(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

export type { CommerceError };
