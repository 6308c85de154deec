import {
  type ApiClient,
  type Commerce,
  createClient,
  createCommerce,
  createRequestCookieJar,
  readAuthCookie,
} from '@reelcart/sdk';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { isRefresh, presentedRefreshToken } from '../auth/refresh-request.server';
import { forwardedFor } from '../content/support-form.server';

/**
 * One SDK instance per request (design §2: never a module-level singleton on the server), made
 * from the request's cookies. Loaders reach the API through it; whatever it writes to the auth
 * cookie (a refreshed token, say) goes out with the response. It is made on first use (issue 34,
 * decision 092): a page whose loaders read only the catalogue and whose render reads no SDK state
 * never builds one, with its machines.
 */
export const commerceContext = createContext<Commerce | null>(null);

/** The calls any visitor may make with no session: the catalogue's, say. */
export type PublicClient = Pick<ApiClient<Record<never, never>>, 'request'>;

/**
 * A plain contract client for public calls (the catalogue): no session, no machines, the same
 * fetch and headers as the request's SDK instance. Catalogue answers do not depend on who asks.
 */
export const publicClientContext = createContext<PublicClient | null>(null);

/** A fetch handler answering API requests in this process. */
export type ApiHandler = (request: Request) => Response | Promise<Response>;

/**
 * The embedded API's handler, when this process runs one (server/app.ts puts it in the load
 * context). Loaders then call it in process: the same Hono app and contract as over the network,
 * without a loopback connection and a second pass through the storefront server per call.
 */
export const embeddedApiContext = createContext<ApiHandler | null>(null);

/**
 * The embedded API's withdrawal of a refresh whose answer never left this process (the server's
 * `withdrawRotation`, decision 122): the presented refresh token is live again. Absent with API_URL.
 */
export type WithdrawRefresh = (presented: string) => Promise<boolean>;
export const withdrawRefreshContext = createContext<WithdrawRefresh | null>(null);

/**
 * The refreshes a request's server render makes through `send`, to withdraw those whose answer
 * never reached the browser (issue 28, decision 122). The render refreshes with the token in the
 * browser's cookie and puts the new session in its response's `Set-Cookie`; when the browser
 * leaves before that response (`request.signal` aborted), the cookie keeps the spent token, and
 * once the reuse interval has passed the next request with it revokes the whole session family.
 * `withdrawUnsent` then gives each refresh's presented token back its life (after waiting for any
 * refresh still under way: the render may have given up on it first).
 */
export function refreshTracker(send: (request: Request) => Promise<Response>) {
  const answered: Promise<string | null>[] = [];
  return {
    async send(request: Request): Promise<Response> {
      if (!isRefresh(request)) return send(request);
      const presented = await presentedRefreshToken(request);
      const response = send(request);
      answered.push(
        response.then(
          (r) => (r.status === 200 ? presented : null),
          () => null,
        ),
      );
      return response;
    },
    async withdrawUnsent(withdraw: WithdrawRefresh | null): Promise<number> {
      if (!withdraw) return 0;
      let withdrawn = 0;
      for (const presented of await Promise.all(answered)) {
        if (presented && (await withdraw(presented).catch(() => false))) withdrawn += 1;
      }
      return withdrawn;
    },
  };
}

/**
 * Wall-clock time spent waiting on the API: the union of the calls' intervals, so parallel calls
 * count once (their sum would exceed the request's whole duration).
 */
export function createApiTimer() {
  let inFlight = 0;
  let since = 0;
  let total = 0;
  let calls = 0;
  return {
    start(now: number) {
      calls += 1;
      if (inFlight++ === 0) since = now;
    },
    end(now: number) {
      if (--inFlight === 0) total += now - since;
    },
    get calls() {
      return calls;
    },
    get waitMs() {
      return total;
    },
  };
}

/**
 * Where the server reaches the API: API_URL when set, else the embedded API of this process
 * (server.ts sets INTERNAL_API_URL to its loopback address).
 */
export function serverApiBaseUrl(): string {
  return process.env.API_URL ?? process.env.INTERNAL_API_URL ?? 'http://127.0.0.1:3000';
}

/**
 * Did the visitor's request come over https (the URL's scheme, or a proxy's
 * `X-Forwarded-Proto: https`)? Auth cookies written for it are then Secure. Believing the header
 * from anyone is safe here: a client that claims https over http only gets a cookie its own
 * browser will not send back over http.
 */
export function requestIsHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

export const commerceMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  // How long this request waited on the API, reported as Server-Timing (see scripts/measure.mjs).
  const timer = createApiTimer();
  const embedded = context.get(embeddedApiContext);
  const refreshes = embedded ? refreshTracker(async (r) => embedded(r)) : null;
  const send: typeof fetch = refreshes
    ? async (input, init) => refreshes.send(new Request(input, init))
    : (input, init) => fetch(input, init);
  const timedFetch: typeof fetch = async (input, init) => {
    timer.start(performance.now());
    try {
      return await send(input, init);
    } finally {
      timer.end(performance.now());
    }
  };
  const commerceOptions = {
    baseURL: serverApiBaseUrl(),
    fetch: timedFetch,
    // The visitor's address (the hop in front appended it), so the API's limits count the
    // visitor — a login posted to a route action — and not this server.
    headers: () => forwardedFor(request),
  };
  const lazy = lazyCommerce(() =>
    createCommerce({
      ...commerceOptions,
      cookies: request.headers.get('cookie'),
      // Every auth cookie this request writes (a refreshed session carries the refresh token).
      cookieSecure: requestIsHttps(request),
      server: true,
      ...(process.env.COOKIE_DOMAIN ? { cookieDomain: process.env.COOKIE_DOMAIN } : {}),
    }),
  );
  context.set(commerceContext, lazy.commerce);
  context.set(publicClientContext, createClient({ ...commerceOptions, calls: {} }));
  try {
    let response: Response;
    try {
      response = await next();
    } finally {
      // The browser left before this response: a refresh it carries never reaches the cookie.
      if (request.signal.aborted)
        await refreshes?.withdrawUnsent(context.get(withdrawRefreshContext));
    }
    for (const cookie of lazy.commerce.setCookieHeaders()) {
      response.headers.append('Set-Cookie', cookie);
    }
    response.headers.append(
      'Server-Timing',
      `api;desc="${timer.calls} API calls";dur=${timer.waitMs.toFixed(1)}`,
    );
    return response;
  } finally {
    lazy.commerce.destroy();
  }
};

/**
 * A `Commerce` that creates the real one the first time one of its services is read. Until then
 * it has written no cookie and has nothing to stop. `created` says whether it was made.
 */
export function lazyCommerce(create: () => Commerce) {
  let real: Commerce | null = null;
  const get = () => {
    real ??= create();
    return real;
  };
  const commerce: Commerce = {
    get client() {
      return get().client;
    },
    get auth() {
      return get().auth;
    },
    get cart() {
      return get().cart;
    },
    get affiliate() {
      return get().affiliate;
    },
    get platform() {
      return get().platform;
    },
    setCookieHeaders: () => real?.setCookieHeaders() ?? [],
    destroy: () => real?.destroy(),
  };
  return {
    commerce,
    get created() {
      return real !== null;
    },
  };
}

/**
 * The visitor's session as the request's SDK instance would read it from the auth cookie
 * (`readAuthCookie`), without making one.
 */
export function sessionFromRequest(request: Request) {
  return readAuthCookie(createRequestCookieJar(request.headers.get('cookie')));
}

/** The request's SDK instance; loaders run after the root middleware, so it is always there. */
export function getCommerce(context: Readonly<RouterContextProvider>): Commerce {
  const commerce = context.get(commerceContext);
  if (!commerce) throw new Error('commerceMiddleware did not run');
  return commerce;
}

/** The request's client for public calls (the catalogue): use it where no session is needed. */
export function getPublicClient(context: Readonly<RouterContextProvider>): PublicClient {
  const client = context.get(publicClientContext);
  if (!client) throw new Error('commerceMiddleware did not run');
  return client;
}
