import {
  createRequestCookieJar,
  parseCookies,
  sessionFromAuthResponse,
  writeAuthCookie,
} from '@reelcart/sdk';
import { createFakeServer } from '@reelcart/sdk/testing';
import { describe, expect, it } from 'vitest';
import { createHandler } from './ssr-handler';

const server = createFakeServer();
const handle = createHandler({ apiBaseURL: 'http://fake-server.test', fetch: server.fetch });

/** The Cookie header a browser sends after signing `email` in. */
function cookieFor(email: string): string {
  const session = sessionFromAuthResponse(server.signIn(email));
  const jar = createRequestCookieJar(null);
  writeAuthCookie(jar, session);
  return jar
    .setCookieHeaders()
    .map((header) => header.split(';')[0])
    .join('; ');
}

const page = (cookie?: string) =>
  handle(new Request('http://shop.test/', cookie ? { headers: { cookie } } : {}));

describe('docs/ssr.md', () => {
  it('renders signed out without a cookie and sets none', async () => {
    const response = await page();
    expect(await response.text()).toContain('<p id="who">Signed out</p>');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('keeps concurrent requests apart: each sees its own user', async () => {
    server.setCart('shopper@example.test', { productIds: ['v1-own-HD', 'v2-own-HD'] });
    const [shopper, manager] = await Promise.all([
      page(cookieFor('shopper@example.test')),
      page(cookieFor('manager@example.test')),
    ]);
    expect(await shopper.text()).toBe(
      '<p id="who">shopper@example.test</p><p id="cart">2 line(s)</p>',
    );
    expect(await manager.text()).toBe(
      '<p id="who">manager@example.test</p><p id="cart">0 line(s)</p>',
    );
  });

  it('refreshes an expired access token on the server and sends the new cookie back', async () => {
    const cookie = cookieFor('shopper@example.test');
    server.expireAccessTokens();
    const response = await page(cookie);
    expect(await response.text()).toContain('shopper@example.test');
    const sent = response.headers.get('set-cookie') ?? '';
    const before = parseCookies(cookie);
    const after = parseCookies(sent.split(';')[0]);
    const [name] = [...before.keys()];
    expect(name && after.get(name)).toBeTruthy();
    expect(after.get(name ?? '')).not.toBe(before.get(name ?? ''));
  });
});
