// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { serializeSession } from './auth/authCookie';
import { fakeAuthAnswer, fakeJwt, fakeSession } from './auth/testTokens.testing';
import { AUTH_COOKIE_NAME } from './constants';
import { createCommerce } from './createCommerce';
import { createFakeFetch, json } from './http/fakeFetch.testing';
import { createBrowserCookieJar, parseCookies } from './platform/cookieJar';
import { createRecordingNavigator } from './platform/navigator';

afterEach(() => createBrowserCookieJar(document).remove(AUTH_COOKIE_NAME));

describe('createCommerce in the browser', () => {
  it('restores from document.cookie and writes sign-ins back to it', async () => {
    createBrowserCookieJar(document).set(AUTH_COOKIE_NAME, serializeSession(fakeSession()));
    const fake = createFakeFetch(() => json(fakeAuthAnswer({ user: { id: 'u2' } })));
    const commerce = createCommerce({
      baseURL: 'https://api.test',
      fetch: fake.fetch,
      navigator: createRecordingNavigator(),
    });
    expect(commerce.platform.isServer).toBe(false);
    expect(commerce.auth.getSnapshot().session).toEqual(fakeSession());
    commerce.auth.signOut();
    expect(parseCookies(document.cookie).has(AUTH_COOKIE_NAME)).toBe(false);
    const { data } = await commerce.auth.signIn({ email: 'a@b.c', password: 'pw' });
    expect(data?.userid).toBe('u2');
    const stored = parseCookies(document.cookie).get(AUTH_COOKIE_NAME);
    expect(stored && JSON.parse(stored)).toEqual(data);
    expect(commerce.setCookieHeaders()).toEqual([]);
    commerce.destroy();
  });
});

describe('createCommerce on the server', () => {
  it('puts a refreshed session into Set-Cookie for the response', async () => {
    const newToken = fakeJwt({ sub: 'u1', exp: 2_100_000_000 });
    const fake = createFakeFetch((r) => {
      if (r.path === '/api/auth/refresh-token') return json({ token: newToken });
      return r.headers.get('authorization') === `Bearer ${newToken}`
        ? json({ email: 'ann@example.com', id: 'u1' })
        : json({}, 401);
    });
    const header = `${AUTH_COOKIE_NAME}=${encodeURIComponent(serializeSession(fakeSession()))}`;
    const commerce = createCommerce({
      baseURL: 'https://api.test',
      fetch: fake.fetch,
      cookies: header,
      server: true,
      cookieDomain: '.example.com',
      cookieSecure: true,
    });
    await commerce.client.call('currentUser');
    const [setCookie] = commerce.setCookieHeaders();
    expect(setCookie).toContain(encodeURIComponent(newToken));
    expect(setCookie).toMatch(/; Domain=\.example\.com; SameSite=Lax; Secure$/);
    commerce.destroy();
  });
});
