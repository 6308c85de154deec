// @vitest-environment node
import * as sdk from '@reelcart/sdk';
import { catalogueCalls } from '@reelcart/sdk/contract';
import fc from 'fast-check';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsignedJwt as jwt } from '../auth/unsigned-jwt.testing';
import {
  commerceMiddleware,
  embeddedApiContext,
  getCommerce,
  getPublicClient,
  lazyCommerce,
  sessionFromRequest,
} from './commerce.server';

// The request's SDK instance is made on first use (issue 34, decision 092): catalogue-only pages
// go through a plain client and never build the machines.
vi.mock('@reelcart/sdk', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@reelcart/sdk')>();
  return { ...actual, createCommerce: vi.fn(actual.createCommerce) };
});
const created = vi.mocked(sdk.createCommerce);
afterEach(() => created.mockClear());

const LIST = { items: [], page: 1, totalPages: 1, total: 0, limit: 24 };

/** Runs the middleware around `loader`; answers what the embedded API saw and the response. */
async function throughMiddleware(
  loader: (context: RouterContextProvider) => Promise<unknown>,
  cookie = '',
) {
  const context = new RouterContextProvider();
  const seen: Request[] = [];
  context.set(embeddedApiContext, async (request) => {
    seen.push(request);
    return Response.json(LIST);
  });
  const url = 'http://store.example/videos';
  const request = new Request(url, { headers: { cookie } });
  type Args = Parameters<typeof commerceMiddleware>[0];
  const args = { request, context, params: {}, url: new URL(url), pattern: '/' } as unknown as Args;
  const response = await commerceMiddleware(args, async () => {
    await loader(context);
    return new Response('ok');
  });
  if (!(response instanceof Response)) throw new Error('the middleware answered no Response');
  return { seen, response };
}

describe('the request’s SDK instance, made on first use', () => {
  it('is not made for a page whose loaders use only the public client', async () => {
    const { seen, response } = await throughMiddleware((context) =>
      getPublicClient(context).request(catalogueCalls.listVideos, { query: { limit: 24 } }),
    );
    expect(created).not.toHaveBeenCalled();
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/videos']);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('server-timing')).toMatch(/1 API calls/);
  });

  it('is made once when a loader reads it, and stopped after the response', async () => {
    let commerce: sdk.Commerce | undefined;
    await throughMiddleware(async (context) => {
      commerce = getCommerce(context);
      expect(created).not.toHaveBeenCalled();
      expect(commerce.auth.getSnapshot().session).toBeNull();
      void commerce.cart;
    });
    expect(created).toHaveBeenCalledTimes(1);
    const real = created.mock.results[0]?.value as sdk.Commerce;
    expect(real.auth.getSnapshot().status).toBe(commerce?.auth.getSnapshot().status);
  });

  it('lazyCommerce writes no cookie and stops nothing until it is made', () => {
    const make = vi.fn(() => sdk.createCommerce({ baseURL: 'http://api.test', server: true }));
    const lazy = lazyCommerce(make);
    expect(lazy.commerce.setCookieHeaders()).toEqual([]);
    lazy.commerce.destroy();
    expect(lazy.created).toBe(false);
    expect(make).not.toHaveBeenCalled();
    expect(lazy.commerce.client).toBe(lazy.commerce.client);
    expect(make).toHaveBeenCalledTimes(1);
    expect(lazy.created).toBe(true);
    lazy.commerce.destroy();
  });
});

/** A Cookie header carrying `value` as the auth cookie (written as the SDK writes it when a session). */
function cookieOf(value: unknown): string {
  const jar = sdk.createRequestCookieJar('');
  if (typeof value === 'string') return `reelcart_auth=${encodeURIComponent(value)}`;
  sdk.writeAuthCookie(jar, value as sdk.AuthSession);
  return jar.setCookieHeaders()[0]?.split(';')[0] ?? '';
}

describe('sessionFromRequest', () => {
  // Invariant: for any auth cookie — a well-formed session of any role, claims and expiry, a
  // malformed one, or none — the visitor read from the cookie is the session a full SDK instance
  // made from the same request starts with (what the viewer was read from before).
  it('reads the session the request’s SDK instance would start with, for any auth cookie', () => {
    const session = fc.record({
      token: fc
        .record({
          sub: fc.constant('u1'),
          id: fc.constant('u1'),
          exp: fc.integer({ min: 0, max: 4_000_000_000 }),
          userRole: fc.constantFrom('user', 'manager', 'affiliate'),
        })
        .map(jwt),
      refreshToken: fc.string({ minLength: 1 }),
      username: fc.constant('ann@example.test'),
      userid: fc.constant('u1'),
      jwtExpiration: fc.integer({ min: 0, max: 4_000_000_000 }),
      isAffiliate: fc.boolean(),
      affiliateCode: fc.option(fc.string({ minLength: 1, maxLength: 8 })),
      hasPaymentInfo: fc.boolean(),
      userRole: fc.constantFrom(null, 'user', 'manager'),
      role: fc.constantFrom('user', 'admin'),
    });
    fc.assert(
      fc.property(fc.oneof(session, fc.string(), fc.constant('')), (value) => {
        const request = new Request('http://store.example/', {
          headers: { cookie: `other=1; ${cookieOf(value)}` },
        });
        const full = sdk.createCommerce({
          baseURL: 'http://api.test',
          cookies: request.headers.get('cookie'),
          server: true,
        });
        try {
          expect(sessionFromRequest(request)).toEqual(full.auth.getSnapshot().session);
        } finally {
          full.destroy();
        }
      }),
      { numRuns: 200 },
    );
  });
});
