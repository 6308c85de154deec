import { describe, expect, it, vi } from 'vitest';
import { serializeSession } from './auth/authCookie';
import { fakeAuthAnswer, fakeJwt, fakeSession } from './auth/testTokens.testing';
import { AUTH_COOKIE_NAME } from './constants';
import { createCommerce } from './createCommerce';
import { createFakeFetch, json, type SeenRequest } from './http/fakeFetch.testing';
import { createMemoryCookieJar } from './platform/cookieJar';
import { createRecordingNavigator } from './platform/navigator';

const BASE = 'https://api.test';
const NEW_TOKEN = fakeJwt({ sub: 'u1', exp: 2_100_000_000, userRole: 'manager' });

function commerceWith(handler: (r: SeenRequest) => Response, session = fakeSession()) {
  const fake = createFakeFetch(handler);
  const cookies = createMemoryCookieJar({ [AUTH_COOKIE_NAME]: serializeSession(session) });
  const navigator = createRecordingNavigator();
  const commerce = createCommerce({ baseURL: BASE, fetch: fake.fetch, cookies, navigator });
  return { commerce, cookies, navigator, requests: fake.requests };
}

describe('createCommerce', () => {
  it('imports without touching window or document', async () => {
    vi.resetModules();
    const trap = () => {
      throw new Error('touched the DOM at import time');
    };
    Object.defineProperty(globalThis, 'window', { get: trap, configurable: true });
    Object.defineProperty(globalThis, 'document', { get: trap, configurable: true });
    try {
      await expect(import('./index')).resolves.toHaveProperty('createCommerce');
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
      Reflect.deleteProperty(globalThis, 'document');
    }
  });

  it("on the server, restores the session from the request's Cookie header synchronously", () => {
    const session = fakeSession();
    const header = `a=1; ${AUTH_COOKIE_NAME}=${encodeURIComponent(serializeSession(session))}`;
    const commerce = createCommerce({ baseURL: BASE, cookies: header });
    expect(commerce.platform.isServer).toBe(true);
    expect(commerce.auth.getSnapshot()).toMatchObject({ status: 'signedIn', session });
    expect(commerce.setCookieHeaders()).toEqual([]);
    // One instance per request: another request's cookies give another state.
    expect(createCommerce({ baseURL: BASE, cookies: null }).auth.getSnapshot().status).toBe(
      'signedOut',
    );
  });

  it('on the server, clears a corrupted cookie through Set-Cookie', () => {
    const commerce = createCommerce({ baseURL: BASE, cookies: `${AUTH_COOKIE_NAME}=%7Bnope` });
    expect(commerce.auth.getSnapshot().status).toBe('signedOut');
    expect(commerce.setCookieHeaders()).toEqual([
      expect.stringMatching(/^reelcart_auth=; Max-Age=0/),
    ]);
  });

  it('signs in, persists the cookie and shows the state through subscribe/getSnapshot', async () => {
    const answer = fakeAuthAnswer({ user: { _id: 'm1', id: undefined } });
    const { commerce, cookies, requests } = commerceWith(() => json(answer), fakeSession());
    commerce.auth.signOut();
    const seen: string[] = [];
    const unsubscribe = commerce.auth.subscribe((auth) => seen.push(auth.status));
    const first = commerce.auth.getSnapshot();
    expect(commerce.auth.getSnapshot()).toBe(first);
    const result = await commerce.auth.signIn({ email: 'ann@example.com', password: 'pw' });
    expect(result.error).toBeNull();
    expect(result.data?.userid).toBe('m1');
    expect(seen).toEqual(['signingIn', 'signedIn']);
    expect(requests[0]?.body).toEqual({ email: 'ann@example.com', password: 'pw' });
    expect(cookies.get(AUTH_COOKIE_NAME)).toBe(serializeSession(result.data ?? fakeSession()));
    expect(cookies.options(AUTH_COOKIE_NAME)).toMatchObject({
      maxAge: 31_536_000,
      sameSite: 'Lax',
    });
    unsubscribe();
  });

  it("returns the server's message when a sign-in is refused", async () => {
    const { commerce } = commerceWith(() => json({ message: 'Wrong password' }, 401));
    commerce.auth.signOut();
    const result = await commerce.auth.signIn({ email: 'a@b.c', password: 'x' });
    expect(result).toEqual({
      data: null,
      error: { code: 'LOGIN_FAILED', message: 'Wrong password', status: 401 },
    });
  });

  it('refreshes on 401, retries, and persists the new token', async () => {
    const { commerce, cookies, requests } = commerceWith((r) => {
      if (r.path === '/api/auth/refresh-token')
        return json({ token: NEW_TOKEN, refreshToken: 'r2' });
      return r.headers.get('authorization') === `Bearer ${NEW_TOKEN}`
        ? json({ email: 'ann@example.com', id: 'u1' })
        : json({ message: 'jwt expired' }, 401);
    });
    await expect(commerce.client.call('currentUser')).resolves.toEqual({
      email: 'ann@example.com',
      id: 'u1',
    });
    expect(requests.map((r) => r.path)).toEqual([
      '/api/auth/user',
      '/api/auth/refresh-token',
      '/api/auth/user',
    ]);
    expect(requests[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(commerce.auth.getSnapshot().session).toMatchObject({
      token: NEW_TOKEN,
      refreshToken: 'r2',
      userRole: 'manager',
      jwtExpiration: 2_100_000_000,
    });
    expect(cookies.get(AUTH_COOKIE_NAME)).toContain(NEW_TOKEN);
  });

  it('signs out and sends the user to /login when the refresh fails', async () => {
    const { commerce, cookies, navigator } = commerceWith(() => json({ message: 'nope' }, 401));
    await expect(commerce.client.call('getCart')).rejects.toMatchObject({ status: 401 });
    expect(commerce.auth.getSnapshot().status).toBe('signedOut');
    expect(cookies.get(AUTH_COOKIE_NAME)).toBeUndefined();
    expect(navigator.redirects).toEqual(['/login']);
  });

  it("with no refresh token: 'No refresh token available', signed out, /login", async () => {
    const { commerce, navigator, requests } = commerceWith(
      () => json({}, 401),
      fakeSession({ refreshToken: null }),
    );
    await expect(commerce.client.call('ownedProducts')).rejects.toMatchObject({
      code: 'NO_REFRESH_TOKEN',
      message: 'No refresh token available',
    });
    expect(requests.map((r) => r.path)).toEqual(['/api/user/owned-products']);
    expect(commerce.auth.getSnapshot().status).toBe('signedOut');
    expect(navigator.redirects).toEqual(['/login']);
  });

  it('emits the payment-info toast event for affiliates without payout information', async () => {
    const answer = fakeAuthAnswer({ user: { isAffiliate: true, hasPaymentInfo: false } });
    const { commerce } = commerceWith(() => json(answer));
    commerce.auth.signOut();
    const toasts: string[] = [];
    commerce.auth.on('auth.paymentInfoMissing', (event) => toasts.push(event.toast.title));
    await commerce.auth.signIn({ email: 'a@b.c', password: 'pw' });
    expect(toasts).toEqual(['Setup Payment Information']);
  });
});
