// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_MAX_AGE_S, AUTH_COOKIE_NAME } from '../constants';
import {
  createBrowserCookieJar,
  createMemoryCookieJar,
  createRequestCookieJar,
} from '../platform/cookieJar';
import { authCookieAttributes, readAuthCookie, writeAuthCookie } from './authCookie';
import { fakeJwt, fakeSession } from './testTokens.testing';

describe('the auth cookie', () => {
  it('round-trips through document.cookie in the browser', () => {
    const jar = createBrowserCookieJar(document);
    const session = fakeSession({ isAffiliate: true, affiliateCode: 'A;B =C' });
    writeAuthCookie(jar, session);
    expect(document.cookie).toContain(`${AUTH_COOKIE_NAME}=`);
    expect(readAuthCookie(createBrowserCookieJar(document))).toEqual(session);
    writeAuthCookie(jar, null);
    expect(readAuthCookie(jar)).toBeNull();
    expect(document.cookie).not.toContain(AUTH_COOKIE_NAME);
  });

  it('round-trips through Set-Cookie and a later request Cookie header on the server', () => {
    const session = fakeSession();
    const response = createRequestCookieJar(null);
    writeAuthCookie(response, session, { domain: '.example.com', secure: true });
    const [header] = response.setCookieHeaders();
    expect(header).toMatch(
      new RegExp(
        `^${AUTH_COOKIE_NAME}=[^;]+; Max-Age=${AUTH_COOKIE_MAX_AGE_S}; Path=/; Domain=.example.com; SameSite=Lax; Secure$`,
      ),
    );
    const nameValue = header?.split(';')[0] ?? '';
    const nextRequest = createRequestCookieJar(`other=1; ${nameValue}`);
    expect(readAuthCookie(nextRequest)).toEqual(session);
  });

  it('is one year, SameSite=Lax, and Secure only when asked', () => {
    expect(authCookieAttributes()).toEqual({
      maxAge: 365 * 24 * 60 * 60,
      path: '/',
      sameSite: 'Lax',
    });
    expect(authCookieAttributes({ secure: true, domain: '.x.io' })).toMatchObject({
      secure: true,
      domain: '.x.io',
    });
  });

  it('reads a corrupted or foreign cookie as signed out, never throwing', () => {
    const values = [
      'not json',
      '{"token":',
      '42',
      'null',
      '[]',
      JSON.stringify({ token: 'x' }),
      JSON.stringify({ ...fakeSession(), token: 'opaque-not-a-jwt' }),
      JSON.stringify({ ...fakeSession(), userid: 7 }),
    ];
    for (const value of values) {
      expect(readAuthCookie(createMemoryCookieJar({ [AUTH_COOKIE_NAME]: value }))).toBeNull();
    }
    expect(readAuthCookie(createRequestCookieJar(`${AUTH_COOKIE_NAME}=%E0%A4%A`))).toBeNull();
  });

  it('takes the role claims from the token, not from what the cookie says', () => {
    const forged = { ...fakeSession(), userRole: 'manager', role: 'admin' };
    const jar = createMemoryCookieJar({ [AUTH_COOKIE_NAME]: JSON.stringify(forged) });
    expect(readAuthCookie(jar)).toMatchObject({ userRole: null, role: 'user' });
    const manager = fakeSession({ token: fakeJwt({ userRole: 'manager', exp: 5 }) });
    jar.set(AUTH_COOKIE_NAME, JSON.stringify(manager));
    expect(readAuthCookie(jar)).toMatchObject({ userRole: 'manager', jwtExpiration: 5 });
  });

  it('does not rewrite an unchanged cookie', () => {
    const response = createRequestCookieJar(null);
    writeAuthCookie(response, fakeSession());
    writeAuthCookie(response, fakeSession());
    writeAuthCookie(response, null);
    writeAuthCookie(response, null);
    expect(response.setCookieHeaders()).toHaveLength(2);
  });
});
