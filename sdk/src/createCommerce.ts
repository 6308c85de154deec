import {
  type AffiliateService,
  createAffiliateService,
  trackCommerceEvents,
  withAddTracking,
} from './affiliate/affiliateService';
import type { RefreshLock } from './auth/authActors';
import { type AuthService, createAuthService, lazyClientSession } from './auth/authService';
import { readRefusedUser } from './auth/refusedSession';
import { type CartService, createCartService } from './cart/cartService';
import { sendLastEdits, unsentEdits } from './cart/lastEdits';
import { CART_SYNC_CHANNEL } from './constants';
import { type ApiClient, createClient } from './http/client';
import { type CoreCalls, coreCalls } from './http/coreCalls';
import { type Channel, createBroadcastChannel } from './platform/channel';
import { type Clock, systemClock } from './platform/clock';
import {
  type CookieJar,
  createBrowserCookieJar,
  createRequestCookieJar,
} from './platform/cookieJar';
import { createKeyValueStore, type KeyValueStore } from './platform/keyValueStore';
import {
  createBrowserNavigator,
  createRecordingNavigator,
  type Navigator,
} from './platform/navigator';
import { createBrowserPageLifecycle, type PageLifecycle } from './platform/pageLifecycle';
import { createSyncStore, type SyncStore } from './platform/syncStore';

/**
 * The API client of a commerce instance: the core calls by name (`client.call('getCart')`),
 * any other contract call by definition (`client.request(catalogueCalls.videos, …)`).
 */
export type CommerceClient = ApiClient<CoreCalls>;

/**
 * Options of {@link createCommerce}. Only `baseURL` is required; everything else has a browser
 * default and a server default. Services added later (cart, ownership, checkout) take their
 * adapters from here too, so new options are optional fields of this object.
 */
export interface CommerceOptions {
  /** Base URL of the API, from the page's injected configuration (e.g. `https://api.example.com`). */
  baseURL: string;
  /** Injected fetch: tests and `@reelcart/sdk/testing`'s fake server plug in here. */
  fetch?: typeof globalThis.fetch;
  /**
   * Where the auth cookie lives. Browser default: `document.cookie`. On the server pass the
   * request's `Cookie` header (a string, or null) — writes then show up in `setCookieHeaders()`
   * — or any {@link CookieJar}.
   */
  cookies?: CookieJar | string | null;
  /** Shares the auth cookie across subdomains (the admin host), e.g. `.example.com`. */
  cookieDomain?: string;
  /** Mark the auth cookie Secure. Default: true when the page is served over https. */
  cookieSecure?: boolean;
  /**
   * Runs a token refresh alone across the browser's tabs, so one refresh reaches the server and
   * the other tabs adopt its session from the auth cookie. Browser default: the Web Locks API
   * (`navigator.locks`) where there is one; `false` (or none): each tab refreshes when it must,
   * still reading the cookie first, and the server answers a token reused within seconds alike.
   */
  refreshLock?: RefreshLock | false;
  /** Where to send the user when the session ends. Browser default: `location.assign`; server: recorded. */
  navigator?: Navigator;
  /** Headers sent with every API call, read per request (e.g. a spoofed country header in development). */
  headers?: () => Record<string, string>;
  /** Request timeout in ms (default 15 000; 0: none). Runs on ofetch's `timeout` (the global timers). */
  timeoutMs?: number;
  /** The clock `commerce.platform` exposes to services. Request timeouts do not read it. */
  clock?: Clock;
  /** Force server mode (no document access, no timers, channels or storage). Default: `typeof document === 'undefined'`. */
  server?: boolean;
  /**
   * Where the cart is persisted. Browser default: IndexedDB (memory where it is missing).
   * `false` keeps the cart in memory only. Never used on the server.
   */
  storage?: KeyValueStore | false;
  /**
   * Where each cart edit is written ahead, synchronously, until it is safe (decision 067).
   * Browser default: localStorage (memory where it is missing). `false`: none. Never on the server.
   */
  journal?: SyncStore | false;
  /** Opens the cross-tab channel. Browser default: a BroadcastChannel named 'cart-sync'. `false`: no cross-tab. */
  channel?: (() => Channel<unknown>) | false;
  /** Page hide/unload/visibility source (flushes pending edits). Browser default: the window's events. */
  pageLifecycle?: PageLifecycle | false;
  /**
   * Read an affiliate referral (`?dkr=…&source=…`) from the page URL at creation and track the
   * click. Browser default: true. Use `commerce.affiliate.capture(url)` to do it yourself.
   */
  captureReferral?: boolean;
  /** CDN headers the cart carries (e.g. the country header). */
  cdnHeaders?: Record<string, string>;
}

/**
 * The platform a commerce instance runs on, resolved once. A service added to
 * `createCommerce` takes what it needs from here plus the client and `auth`.
 */
export interface CommercePlatform {
  readonly isServer: boolean;
  readonly cookies: CookieJar;
  readonly navigator: Navigator;
  readonly clock: Clock;
}

/**
 * One commerce instance: create one per page in the browser and one per request on the server.
 * Each service is a small subscribable object (`subscribe(listener) → unsubscribe`,
 * `getSnapshot()`) plus methods.
 */
export interface Commerce {
  readonly client: CommerceClient;
  readonly auth: AuthService;
  /**
   * The cart. In the browser it persists, syncs and talks to other tabs; on the server it is a
   * guest cart with no storage, channel, timers or requests (the browser fills it after hydration).
   */
  readonly cart: CartService;
  /** Affiliate referral (the dkr cookie) and tracking calls. */
  readonly affiliate: AffiliateService;
  readonly platform: CommercePlatform;
  /** Server: the `Set-Cookie` values the response must carry (the auth cookie after a refresh, say). Browser: `[]`. */
  setCookieHeaders(): string[];
  /** Stops every actor. The instance is unusable afterwards. */
  destroy(): void;
}

function resolvePlatform(options: CommerceOptions) {
  const isServer = options.server ?? typeof document === 'undefined';
  const given = options.cookies;
  const requestJar =
    typeof given === 'string' || given === null || (given === undefined && isServer)
      ? createRequestCookieJar(given ?? null)
      : null;
  const cookies: CookieJar =
    requestJar ?? (given && typeof given === 'object' ? given : createBrowserCookieJar(document));
  const navigator =
    options.navigator ?? (isServer ? createRecordingNavigator() : createBrowserNavigator(location));
  const secure = options.cookieSecure ?? (!isServer && globalThis.location?.protocol === 'https:');
  const platform: CommercePlatform = {
    isServer,
    cookies,
    navigator,
    clock: options.clock ?? systemClock,
  };
  return { platform, requestJar, secure };
}

/**
 * Wires the API client, the platform adapters and a started auth actor. Importing the SDK
 * touches no `window`; this function reads `document`/`location` only in the browser.
 *
 * @example
 * const commerce = createCommerce({ baseURL: 'https://api.example.com' });
 * const { error } = await commerce.auth.signIn({ email, password });
 * commerce.auth.subscribe((auth) => render(auth.status));
 */
export function createCommerce(options: CommerceOptions): Commerce {
  const { platform, requestJar, secure } = resolvePlatform(options);
  let auth: AuthService | undefined;
  const client = createClient({
    baseURL: options.baseURL,
    calls: coreCalls,
    session: lazyClientSession(() => auth),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const locks = !platform.isServer && globalThis.navigator?.locks;
  const adapters = platform.isServer ? {} : browserCartAdapters(options);
  auth = createAuthService({
    client,
    // Tabs say the session changed on the cart's channel (decision 080).
    ...(adapters.openChannel ? { channel: adapters.openChannel() } : {}),
    cookies: platform.cookies,
    navigator: platform.navigator,
    refreshLock:
      options.refreshLock ??
      (locks ? async (task) => locks.request('reelcart-auth-refresh', task) : false),
    cookie: {
      ...(options.cookieDomain ? { domain: options.cookieDomain } : {}),
      secure,
    },
  });
  const affiliate = createAffiliateService({
    client,
    cookies: platform.cookies,
    cookie: { secure, ...(options.cookieDomain ? { domain: options.cookieDomain } : {}) },
  });
  const cartService = createCartService({
    client,
    ...adapters,
    input: {
      // The server renders a guest cart: no requests or timers per page render.
      signedIn: !platform.isServer && auth.getSnapshot().isSignedIn,
      awaitRestore: !platform.isServer && options.storage !== false,
      ...(options.cdnHeaders ? { cdnHeaders: options.cdnHeaders } : {}),
    },
  });
  const cart = withSessionCheck(withAddTracking(cartService, affiliate), auth);
  // Whose cart the removals among the guest's kept edits were made on (decision 109).
  let keptFor = platform.isServer ? undefined : readRefusedUser(platform.cookies);
  const unsubscribe = platform.isServer
    ? []
    : [
        auth.on('auth.signedIn', ({ session }) => {
          // The removals kept from a refused session are of this user's cart, or of another's.
          cart.actor.send({ type: 'auth.signedIn', keepRemovals: session.userid === keptFor });
          keptFor = undefined;
        }),
        auth.on('auth.signedOut', ({ reason, ended }) => {
          // A refused refresh, here or in the tab that noticed it first: the token is dead, the
          // edits stay as the guest's (decision 109). Otherwise the ending session's token sends
          // them to its own cart first (decision 080).
          const refused =
            reason === 'expired' ||
            (ended !== null && readRefusedUser(platform.cookies) === ended.userid);
          if (refused) keptFor = ended?.userid;
          else if (ended) {
            const edits = unsentEdits(cart.actor.getSnapshot().context, adapters.journal);
            void sendLastEdits(client, ended, edits);
          }
          cart.actor.send({ type: 'auth.signedOut', keepEdits: refused });
        }),
        ...trackCommerceEvents(affiliate, auth, cart),
      ];
  if (!platform.isServer && options.captureReferral !== false && globalThis.location) {
    affiliate.capture(globalThis.location.href, globalThis.document?.referrer || null);
  }

  return {
    client,
    auth,
    cart,
    affiliate,
    platform,
    setCookieHeaders: () => requestJar?.setCookieHeaders() ?? [],
    destroy: () => {
      for (const stop of unsubscribe) stop();
      cart.stop();
      auth.stop();
    },
  };
}

/**
 * Every cart command first checks the auth cookie (decision 080): an edit made in a tab whose
 * session another tab changed goes to the cart of the identity the browser has now.
 */
function withSessionCheck(cart: CartService, auth: AuthService): CartService {
  const checked =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      auth.reconcile();
      return run(...args);
    };
  return {
    ...cart,
    add: checked(cart.add),
    remove: checked(cart.remove),
    applyCoupon: checked(cart.applyCoupon),
    removeCoupon: checked(cart.removeCoupon),
    checkout: checked(cart.checkout),
  };
}

/** The cart's browser adapters, each replaceable (or switched off with `false`) by an option. */
function browserCartAdapters(options: CommerceOptions) {
  const { storage, journal, channel, pageLifecycle } = options;
  return {
    ...(storage !== false ? { store: storage ?? createKeyValueStore() } : {}),
    ...(journal !== false ? { journal: journal ?? createSyncStore() } : {}),
    ...(channel !== false
      ? { openChannel: channel ?? (() => createBroadcastChannel<unknown>(CART_SYNC_CHANNEL)) }
      : {}),
    ...(pageLifecycle !== false
      ? { pageLifecycle: pageLifecycle ?? createBrowserPageLifecycle() }
      : {}),
  };
}
