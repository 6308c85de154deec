import type { AuthResponse } from '@reelcart/contract/store/auth';
import type {
  CartProduct,
  CartState,
  CompleteCartResponse,
  ServerCart,
} from '@reelcart/contract/store/cart';
import type { Coupon } from '@reelcart/contract/store/coupons';
import type { TrackingLogRequest } from '@reelcart/contract/store/tracking';
import type { OwnedProduct } from '@reelcart/contract/store/user';
import { type Clock, systemClock } from '../platform/clock';
import { dispatch, type FakeAnswer } from './fakeServerRoutes';
import { createFakeState, type FakeOrder, type FakeUser } from './fakeServerState';
import {
  createFaultQueue,
  type FakeFault,
  type FaultInput,
  type FaultScript,
  faultMessage,
  routeMatches,
} from './faults';
import { type FakeUserSeed, makeCatalogue, makeCoupons, makeUsers } from './fixtures';

export interface FakeServerOptions {
  /** Default: the seeded users of `makeUsers()`. */
  users?: FakeUserSeed[];
  /** Default: `makeCatalogue()`, videos v1…v4 with own SD/HD/FHD/4K and an HD rental each. */
  catalogue?: CartProduct[];
  /** Default: `makeCoupons()`. */
  coupons?: Coupon[];
  /**
   * Time for token and rental expiry and for slow answers. Default: the system clock, read at
   * each call, so `vi.useFakeTimers()` drives it.
   */
  clock?: Clock;
  /** Access-token lifetime; default 15 minutes. */
  accessTokenTtlS?: number;
  /** Rental length for completed orders; default 48 hours. */
  rentalDurationMs?: number;
}

/** One request as the fake server saw it, and how it ended. */
export interface FakeRequestRecord {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  keepalive: boolean;
  /** The status answered, or how it ended without one. */
  outcome: number | 'offline' | 'aborted' | 'pending';
  /** The injected fault, if one applied. */
  fault: FakeFault['kind'] | undefined;
}

export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** An in-memory implementation of the spec §7 contract, as a `fetch`. */
export interface FakeServer {
  /** Plug into the HTTP client's `fetch` option. Any origin; relative URLs work too. */
  fetch: FetchFunction;
  /** Every request so far, in order. */
  readonly requests: readonly FakeRequestRecord[];
  /** How many requests matched `route` ('*', '/api/cart' or 'POST /api/cart'). */
  count(route: string): number;
  clearRequests(): void;
  /** Queues faults for `route`: each is used by one matching request, in order. */
  inject(route: string, ...faults: FaultInput[]): void;
  /** Decides a fault per request (after queued faults); undefined to remove. */
  setFaultScript(script: FaultScript | undefined): void;
  /** Every request fails as offline until set back. */
  setOffline(offline: boolean): void;
  /** Removes queued faults, the script and offline. */
  clearFaults(): void;
  readonly pendingFaults: number;
  /** Tokens for a user without a request (for tests that start signed in). */
  signIn(user: string): AuthResponse;
  /** Every access token issued so far stops working (a natural 401). */
  expireAccessTokens(): void;
  /**
   * The user's sessions end on the server (the password changed on another device): every access
   * token stops working and every refresh token issued so far is refused (401).
   */
  revokeSessions(user: string): void;
  user(user: string): FakeUser | undefined;
  cartOf(user: string): ServerCart | undefined;
  setCart(
    user: string,
    cart: { productIds: string[]; coupon?: Coupon | null; state?: CartState },
  ): ServerCart;
  /** Another device changed the cart: its version moves on, so the next push with the old one gets 409. */
  bumpCartVersion(user: string): number;
  setOwnedProducts(user: string, ownedProducts: OwnedProduct[]): void;
  /**
   * The store takes payment for the user's current cart outside the SDK (a storefront's own
   * checkout call): an order, the products owned, and a new empty cart in its place.
   */
  pay(user: string): CompleteCartResponse;
  readonly trackingEvents: readonly TrackingLogRequest[];
  readonly orders: readonly FakeOrder[];
}

const ORIGIN = 'http://fake-server.test';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

export function createFakeServer(options: FakeServerOptions = {}): FakeServer {
  const timers = options.clock ?? systemClock;
  const now = () => timers.now();
  const state = createFakeState({
    users: options.users ?? makeUsers(),
    catalogue: options.catalogue ?? makeCatalogue(),
    coupons: options.coupons ?? makeCoupons(),
    now,
    accessTokenTtlS: options.accessTokenTtlS ?? 15 * 60,
    rentalDurationMs: options.rentalDurationMs ?? 48 * 60 * 60 * 1000,
  });
  const faults = createFaultQueue();
  const requests: FakeRequestRecord[] = [];

  const mustFind = (idOrEmail: string): FakeUser => {
    const found = state.findUser(idOrEmail);
    if (!found) throw new Error(`fake server: no user ${idOrEmail}`);
    return found;
  };

  const wait = (ms: number, signal: AbortSignal | null) =>
    new Promise<void>((resolve, reject) => {
      const handle = timers.setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        timers.clearTimeout(handle);
        reject(abortReason(signal as AbortSignal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  const hang = (signal: AbortSignal | null) =>
    new Promise<never>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
    });

  const fetch: FetchFunction = async (input, init) => {
    const url = typeof input === 'string' && input.startsWith('/') ? `${ORIGIN}${input}` : input;
    const request = new Request(url, init);
    const parsedUrl = new URL(request.url);
    const text = await request.text();
    let body: unknown;
    let badJson = false;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      badJson = true;
    }
    const record: FakeRequestRecord = {
      method: request.method.toUpperCase(),
      path: parsedUrl.pathname,
      query: Object.fromEntries(parsedUrl.searchParams),
      body: badJson ? text : body,
      authorization: request.headers.get('authorization'),
      keepalive: request.keepalive,
      outcome: 'pending',
      fault: undefined,
    };
    requests.push(record);
    const signal = init?.signal ?? null;
    if (signal?.aborted) {
      record.outcome = 'aborted';
      throw abortReason(signal);
    }
    const fault = faults.take(record);
    record.fault = fault?.kind;
    try {
      if (fault?.kind === 'offline') throw new TypeError('Failed to fetch');
      if (fault?.kind === 'hang') await hang(signal);
      if (fault?.kind === 'slow') await wait(fault.ms, signal);
    } catch (error) {
      record.outcome = fault?.kind === 'offline' ? 'offline' : 'aborted';
      throw error;
    }
    const result: FakeAnswer =
      fault?.kind === 'status'
        ? { status: fault.status, body: { message: faultMessage(fault.status), ...fault.body } }
        : badJson
          ? { status: 400, body: { message: 'Malformed JSON' } }
          : dispatch(state, {
              method: record.method,
              path: record.path,
              query: record.query,
              authorization: record.authorization,
              body,
            });
    record.outcome = result.status;
    // Done on the server; the answer is on its way (an abort meanwhile loses only the answer).
    if (fault?.kind === 'late') await wait(fault.ms, signal);
    return json(result.status, result.body);
  };

  return {
    fetch,
    get requests() {
      return requests;
    },
    count: (route) => requests.filter((record) => routeMatches(route, record)).length,
    clearRequests: () => {
      requests.length = 0;
    },
    inject: (route, ...list) => faults.inject(route, list),
    setFaultScript: (script) => faults.setScript(script),
    setOffline: (offline) => faults.setOffline(offline),
    clearFaults: () => faults.clear(),
    get pendingFaults() {
      return faults.pending;
    },
    signIn: (user) => state.authResponse(mustFind(user)),
    expireAccessTokens: () => state.accessTokens.clear(),
    revokeSessions: (user) => {
      const { id } = mustFind(user);
      state.accessTokens.clear();
      for (const entry of state.refreshTokens.values()) if (entry.userId === id) entry.used = true;
    },
    user: (user) => state.findUser(user),
    cartOf: (user) => {
      const cart = state.carts.get(mustFind(user).id);
      return cart ? state.toServerCart(cart) : undefined;
    },
    setCart: (user, { productIds, coupon = null, state: cartState = 'active' }) => {
      const owner = mustFind(user);
      const existing = state.carts.get(owner.id);
      const cart = {
        ...(existing ?? state.newCart()),
        productIds: [...productIds],
        appliedCoupon: coupon,
        state: cartState,
        version: existing ? existing.version + 1 : 1,
        lastActiveAt: state.nowIso(),
      };
      state.carts.set(owner.id, cart);
      return state.toServerCart(cart);
    },
    bumpCartVersion: (user) => {
      const owner = mustFind(user);
      const cart = state.carts.get(owner.id) ?? state.newCart();
      cart.version += 1;
      state.carts.set(owner.id, cart);
      return cart.version;
    },
    setOwnedProducts: (user, ownedProducts) => {
      const owner = mustFind(user);
      owner.ownedProducts = [...ownedProducts];
      owner.ownedUpdatedAt = now();
    },
    pay: (user) => {
      const owner = mustFind(user);
      const cart = state.carts.get(owner.id);
      if (!cart) throw new Error(`${user} has no cart to pay`);
      return state.completeCart(owner, cart, state.nextId('payment'));
    },
    get trackingEvents() {
      return state.tracking;
    },
    get orders() {
      return state.orders;
    },
  };
}
