import {
  type ApiClient,
  type CartSnapshot,
  type CoreCalls,
  coreCalls,
  createCartMachine,
  createClient,
} from '@reelcart/sdk';
import { createFakeServer, type FakeServer, makeCatalogue } from '@reelcart/sdk/testing';
import { type Actor, createActor, fromCallback, SimulatedClock, waitFor } from 'xstate';
import { type EmittedLog, recordEmitted } from '../explorer/emittedLog';

export const SHOPPER = 'shopper@example.test';
export const BASE_URL = 'http://fake-server.test';

type StoryCartMachine = ReturnType<typeof createCartMachine>;

/**
 * The cart machine running for real, composed by `createCartMachine` exactly as `createCommerce`
 * does it (API calls through the SDK's HTTP client, checkout through the checkout validator),
 * over the fake server. No storage, channel or page lifecycle: each story is its own world.
 * Time is an XState SimulatedClock: debounce, idle flush and the completed pause wait for the
 * viewer's "advance" buttons, so every state holds still until you move it on.
 */
export interface CartRig {
  server: FakeServer;
  client: ApiClient<CoreCalls>;
  actor: Actor<StoryCartMachine>;
  clock: SimulatedClock;
  emitted: EmittedLog;
  /** Gets a token for the shopper and tells the cart (a sign-in, as the auth service would). */
  signIn(): void;
  /** Resolves once the machine is in a state that matches. */
  until(predicate: (snapshot: CartSnapshot) => boolean): Promise<CartSnapshot>;
  /** Resolves once no request is in flight and nothing is queued. */
  settled(): Promise<CartSnapshot>;
  stop(): void;
}

export interface CartRigOptions {
  signedIn?: boolean;
  /** Products already in the shopper's server cart. */
  serverCart?: string[];
  /** Faults queued before the machine starts (to hold its first request, say). */
  faults?: ReadonlyArray<readonly [route: string, fault: 'hang' | number]>;
  /** Storage that has not answered yet (a slow IndexedDB): the machine waits in `restoring`. */
  slowStorage?: boolean;
}

export function createCartRig(options: CartRigOptions = {}): CartRig {
  const server = createFakeServer({ catalogue: makeCatalogue(['v1', 'v2', 'v3', 'v4']) });
  let token: string | null = null;
  const signInToken = () => {
    token = server.signIn(SHOPPER).token;
    return token;
  };
  if (options.signedIn) signInToken();
  if (options.serverCart) server.setCart(SHOPPER, { productIds: options.serverCart });
  for (const [route, fault] of options.faults ?? []) server.inject(route, fault);
  const client = createClient({
    baseURL: BASE_URL,
    calls: coreCalls,
    fetch: server.fetch,
    timeoutMs: 0,
    // A 401 refreshes once, as the auth service would.
    session: { getToken: () => token, refresh: async () => signInToken() },
  });
  const composed = createCartMachine({ client });
  // A storage that has not answered yet: the machine waits in `restoring`.
  const machine = options.slowStorage
    ? composed.provide({ actors: { cartStorage: fromCallback(() => undefined) } })
    : composed;
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: {
      signedIn: options.signedIn ?? false,
      awaitRestore: options.slowStorage ?? false,
      tabId: 'story-tab',
    },
    clock,
  });
  const emitted = recordEmitted(actor);
  actor.start();
  const until = (predicate: (snapshot: CartSnapshot) => boolean) => waitFor(actor, predicate);
  return {
    server,
    client,
    actor,
    clock,
    emitted,
    signIn() {
      signInToken();
      actor.send({ type: 'auth.signedIn' });
    },
    until,
    settled: () => until((s) => s.matches({ sync: 'idle' }) && s.context.queue.length === 0),
    stop: () => actor.stop(),
  };
}
