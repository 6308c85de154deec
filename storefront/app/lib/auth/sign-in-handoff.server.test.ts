// @vitest-environment node
import type { AuthSession } from '@reelcart/sdk';
import { describe, expect, it } from 'vitest';
import {
  cookieDomainCovers,
  createHandoffStore,
  HANDOFF_PATH,
  handoffLocation,
  handoffTarget,
  redeemHandoff,
  sessionOfRequest,
} from './sign-in-handoff.server';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = `${b64({ alg: 'HS256' })}.${b64({ sub: 'usr_admin', userRole: 'admin', exp: 4_102_444_800 })}.sig`;
const adminSession = (): AuthSession => ({
  token: jwt,
  refreshToken: 'refresh-1',
  username: 'admin@reelcart.test',
  userid: 'usr_admin',
  jwtExpiration: 4_102_444_800,
  isAffiliate: false,
  affiliateCode: null,
  hasPaymentInfo: false,
  userRole: null,
  role: 'admin',
});

describe('cookieDomainCovers', () => {
  it('a parent domain covers its subdomains, with or without the leading dot', () => {
    expect(cookieDomainCovers('.example.com', 'admin.example.com')).toBe(true);
    expect(cookieDomainCovers('example.com', 'admin.example.com:8443')).toBe(true);
    expect(cookieDomainCovers('.Example.COM', 'ADMIN.example.com')).toBe(true);
  });

  it('no domain, another domain, a look-alike or a single label (localhost) does not', () => {
    expect(cookieDomainCovers(undefined, 'admin.localhost:3000')).toBe(false);
    expect(cookieDomainCovers('localhost', 'admin.localhost:3000')).toBe(false);
    expect(cookieDomainCovers('.localhost', 'admin.localhost:3000')).toBe(false);
    expect(cookieDomainCovers('.example.com', 'admin.example.org')).toBe(false);
    expect(cookieDomainCovers('.example.com', 'admin.notexample.com')).toBe(false);
  });
});

describe('the hand-off store', () => {
  it('a code gives its session once', () => {
    const store = createHandoffStore();
    const session = adminSession();
    const code = store.issue(session);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(store.redeem(code)).toEqual(session);
    expect(store.redeem(code)).toBeNull();
    expect(store.redeem('guessed')).toBeNull();
  });

  it('codes are unique and expire after their lifetime', () => {
    let now = 1_000;
    const store = createHandoffStore({ ttlMs: 30_000, now: () => now });
    const first = store.issue(adminSession());
    const second = store.issue(adminSession());
    expect(first).not.toBe(second);
    now += 30_000;
    expect(store.redeem(first)).toBeNull();
    store.issue(adminSession());
    expect(store.size).toBe(1); // the expired second code was swept
  });

  it('keeps at most maxCodes, dropping the oldest', () => {
    const store = createHandoffStore({ maxCodes: 2 });
    const [a, b, c] = [1, 2, 3].map(() => store.issue(adminSession()));
    expect(store.size).toBe(2);
    expect(store.redeem(a ?? '')).toBeNull();
    expect(store.redeem(b ?? '')).not.toBeNull();
    expect(store.redeem(c ?? '')).not.toBeNull();
  });
});

describe('the hand-off redirect', () => {
  it('carries the code and the page path to the admin host, nothing of the session', () => {
    const location = handoffLocation('https://admin.example.com/admin/users?page=2', 'CODE');
    const url = new URL(location);
    expect(url.origin).toBe('https://admin.example.com');
    expect(url.pathname).toBe(HANDOFF_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'CODE',
      to: '/admin/users?page=2',
    });
    expect(location).not.toContain(jwt);
  });

  it('goes on to admin pages only', () => {
    expect(handoffTarget('/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(handoffTarget('/admin')).toBe('/admin');
    for (const to of [
      null,
      '',
      '/videos',
      '//evil.example/admin',
      'https://evil.example',
      '/administrator',
      HANDOFF_PATH,
    ]) {
      expect(handoffTarget(to), String(to)).toBe('/admin');
    }
  });

  it('redeeming writes the auth cookie once, then redirects; a spent code only redirects', () => {
    const store = createHandoffStore();
    const session = adminSession();
    const code = store.issue(session);
    const url = new URL(
      `http://admin.localhost:3000${HANDOFF_PATH}?code=${code}&to=%2Fadmin%2Fusers`,
    );
    const first = redeemHandoff(store, url, false);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/admin/users');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^reelcart_auth=/);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(sessionOfRequest(cookie.slice(0, cookie.indexOf(';')))).toEqual(session);

    const again = redeemHandoff(store, url, false);
    expect(again.headers.get('location')).toBe('/admin/users');
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('marks the cookie Secure over https', () => {
    const store = createHandoffStore();
    const url = new URL(
      `https://admin.example.com${HANDOFF_PATH}?code=${store.issue(adminSession())}`,
    );
    expect(redeemHandoff(store, url, true).headers.get('set-cookie')).toContain('Secure');
  });

  it('reads no session from a missing or foreign cookie', () => {
    expect(sessionOfRequest(null)).toBeNull();
    expect(sessionOfRequest('reelcart_auth=not-json; other=1')).toBeNull();
  });
});
