import { type Commerce, createCommerce } from '@reelcart/sdk';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

/**
 * One SDK instance per request (design §2: never a module-level singleton on the server), made
 * from the request's cookies. Loaders reach the API through it; whatever it writes to the auth
 * cookie (a refreshed token, say) goes out with the response.
 */
export const commerceContext = createContext<Commerce | null>(null);

/**
 * Where the server reaches the API: API_URL when set, else the embedded API of this process
 * (server.ts sets INTERNAL_API_URL to its loopback address).
 */
export function serverApiBaseUrl(): string {
  return process.env.API_URL ?? process.env.INTERNAL_API_URL ?? 'http://127.0.0.1:3000';
}

export const commerceMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  // How long this request waited on the API, reported as Server-Timing (see scripts/measure.mjs).
  let apiMs = 0;
  let apiCalls = 0;
  const timedFetch: typeof fetch = async (input, init) => {
    const start = performance.now();
    try {
      return await fetch(input, init);
    } finally {
      apiMs += performance.now() - start;
      apiCalls += 1;
    }
  };
  const commerce = createCommerce({
    baseURL: serverApiBaseUrl(),
    fetch: timedFetch,
    cookies: request.headers.get('cookie'),
    server: true,
    ...(process.env.COOKIE_DOMAIN ? { cookieDomain: process.env.COOKIE_DOMAIN } : {}),
  });
  context.set(commerceContext, commerce);
  try {
    const response = await next();
    for (const cookie of commerce.setCookieHeaders()) response.headers.append('Set-Cookie', cookie);
    response.headers.append(
      'Server-Timing',
      `api;desc="${apiCalls} API calls";dur=${apiMs.toFixed(1)}`,
    );
    return response;
  } finally {
    commerce.destroy();
  }
};

/** The request's SDK instance; loaders run after the root middleware, so it is always there. */
export function getCommerce(context: Readonly<RouterContextProvider>): Commerce {
  const commerce = context.get(commerceContext);
  if (!commerce) throw new Error('commerceMiddleware did not run');
  return commerce;
}
