import { fc, test } from '@fast-check/vitest';
import { isCommerceError } from '@reelcart/contract/core/commerceError';
import { contract } from '@reelcart/contract/store/calls';
import { describe, expect } from 'vitest';
import { serializeSession } from './auth/authCookie';
import { fakeAuthAnswer, fakeJwt, fakeSession } from './auth/testTokens';
import { AUTH_COOKIE_NAME } from './constants';
import { createCommerce } from './createCommerce';
import { createFakeFetch, json, type SeenRequest } from './http/fakeFetch';
import { createMemoryCookieJar } from './platform/cookieJar';
import { createRecordingNavigator } from './platform/navigator';

const BASE = 'https://api.test';
const OLD = fakeSession();
const NEW_TOKEN = fakeJwt({ sub: 'u1', exp: 2_100_000_000 });

function setup(handler: (r: SeenRequest) => Response | Promise<Response>) {
  const fake = createFakeFetch(handler);
  const cookies = createMemoryCookieJar({ [AUTH_COOKIE_NAME]: serializeSession(OLD) });
  const navigator = createRecordingNavigator();
  const commerce = createCommerce({ baseURL: BASE, fetch: fake.fetch, cookies, navigator });
  return { commerce, cookies, navigator, requests: fake.requests };
}

describe('401 handling', () => {
  // Invariant: however many calls run at once, and in whatever order the server's answers
  // arrive, a burst of 401s causes exactly one POST /api/auth/refresh-token, and each call is
  // sent at most twice (the original and one retry). When the refresh succeeds every call
  // succeeds with the new token; when it fails every call fails, the session is gone and the
  // user is sent to /login exactly once.
  test.prop([fc.scheduler(), fc.integer({ min: 1, max: 12 }), fc.boolean()])(
    'any number of concurrent 401s → one refresh, at most one retry each',
    async (s, n, refreshSucceeds) => {
      const { commerce, cookies, navigator, requests } = setup((r) => {
        let answer: Response;
        if (r.path === '/api/auth/refresh-token') {
          answer = refreshSucceeds ? json({ token: NEW_TOKEN }) : json({ message: 'reused' }, 401);
        } else if (r.headers.get('authorization') === `Bearer ${NEW_TOKEN}`) {
          answer = json({ email: 'ann@example.com', id: 'u1' });
        } else {
          answer = json({ message: 'jwt expired' }, 401);
        }
        return s.schedule(Promise.resolve(answer), `${r.path} ${r.headers.get('x-call')}`);
      });
      const outcomes = Array.from({ length: n }, (_, i) =>
        commerce.client.call('currentUser', { headers: { 'x-call': String(i) } }).then(
          () => 'ok' as const,
          (error: unknown) => (isCommerceError(error) ? ('failed' as const) : ('thrown' as const)),
        ),
      );
      const results = await s.waitFor(Promise.all(outcomes));

      expect(requests.filter((r) => r.path === '/api/auth/refresh-token')).toHaveLength(1);
      for (let i = 0; i < n; i++) {
        const sent = requests.filter((r) => r.headers.get('x-call') === String(i));
        expect(sent.length).toBeGreaterThanOrEqual(1);
        expect(sent.length).toBeLessThanOrEqual(2);
      }
      if (refreshSucceeds) {
        expect(results.every((r) => r === 'ok')).toBe(true);
        expect(commerce.auth.getSnapshot().session?.token).toBe(NEW_TOKEN);
        expect(navigator.redirects).toEqual([]);
      } else {
        expect(results.every((r) => r === 'failed')).toBe(true);
        expect(commerce.auth.getSnapshot().status).toBe('signedOut');
        expect(cookies.get(AUTH_COOKIE_NAME)).toBeUndefined();
        expect(navigator.redirects).toEqual(['/login']);
      }
      commerce.destroy();
    },
  );
});

const dataCalls = ['currentUser', 'getCart', 'ownedProducts', 'validateLite'] as const;

describe('malformed answers', () => {
  // Invariant: a 2xx answer that is not valid JSON, or is JSON that does not match the call's
  // schema, always rejects with a CommerceError MALFORMED_RESPONSE naming the call — and changes
  // nothing: the auth snapshot is the very same object, the cookie the same string, no redirect.
  test.prop([
    fc.constantFrom(...dataCalls),
    fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string().filter((text) => text.trim() !== ''),
    ),
  ])('never change state and always yield a CommerceError', async (name, body) => {
    const schema = contract[name].response;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = Symbol('not json');
    }
    fc.pre(!schema.safeParse(parsed).success);
    const { commerce, cookies, navigator } = setup(
      () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const before = commerce.auth.getSnapshot();
    const cookie = cookies.get(AUTH_COOKIE_NAME);
    const input = name === 'validateLite' ? { body: { productIds: ['p1'] } } : {};
    const error = await commerce.client.call(name, input as never).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isCommerceError(error) && error.code).toBe('MALFORMED_RESPONSE');
    expect(isCommerceError(error) && error.call).toBe(
      `${contract[name].method} ${contract[name].path}`,
    );
    expect(commerce.auth.getSnapshot()).toBe(before);
    expect(cookies.get(AUTH_COOKIE_NAME)).toBe(cookie);
    expect(navigator.redirects).toEqual([]);
    commerce.destroy();
  });

  // Invariant: a malformed answer to a sign-in leaves the user signed out with no cookie, and
  // the failure is the catalogue's 'Login failed'.
  test.prop([fc.jsonValue()])('a malformed sign-in answer signs nobody in', async (value) => {
    fc.pre(!contract.login.response.safeParse(value).success);
    const { commerce, cookies } = setup(() => json(value));
    commerce.auth.signOut();
    const result = await commerce.auth.signIn({ email: 'a@b.c', password: 'pw' });
    expect(result.error).toMatchObject({ code: 'LOGIN_FAILED', message: 'Login failed' });
    expect(commerce.auth.getSnapshot().status).toBe('signedOut');
    expect(cookies.get(AUTH_COOKIE_NAME)).toBeUndefined();
    commerce.destroy();
  });

  // A valid answer whose token is not a JWT is malformed too.
  test.prop([fc.string()])('an answer whose token is not a JWT signs nobody in', async (token) => {
    fc.pre(token.split('.').length !== 3);
    const { commerce } = setup(() => json({ ...fakeAuthAnswer(), token: token || 'x' }));
    commerce.auth.signOut();
    const result = await commerce.auth.signIn({ email: 'a@b.c', password: 'pw' });
    expect(result.error?.code).toBe('LOGIN_FAILED');
    commerce.destroy();
  });
});
