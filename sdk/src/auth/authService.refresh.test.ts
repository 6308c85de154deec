import { isCommerceError } from '@reelcart/contract/core/commerceError';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueProduct, SHOPPER, VIDEO_IDS } from '../cart/cartHarness.testing';
import { type Commerce, createCommerce } from '../createCommerce';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createRecordingNavigator } from '../platform/navigator';
import { createMemorySyncStore } from '../platform/syncStore';
import { createFakeServer, type FakeServer } from '../testing/createFakeServer';
import { DEFAULT_PASSWORD, makeCatalogue } from '../testing/fixtures';
import { writeAuthCookie } from './authCookie';
import { sessionFromAuthResponse } from './session';

/**
 * Issue 28 (N4, decision 080): a refresh that fails for a reason that may pass (no network, a
 * 5xx) keeps the session and is retried with backoff on simulated time; only the server refusing
 * the refresh token (401) signs out — and even then the unsent edits stay, as the guest cart's.
 */
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
let tab: Commerce | undefined;
afterEach(() => {
  tab?.destroy();
  vi.useRealTimers();
});

const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

async function signedInTab(server: FakeServer, fetch: FakeServer['fetch'] = server.fetch) {
  const cookies = createMemoryCookieJar();
  writeAuthCookie(cookies, sessionFromAuthResponse(server.signIn(SHOPPER)));
  const journal = createMemorySyncStore();
  const navigator = createRecordingNavigator();
  tab = createCommerce({
    baseURL: 'http://fake-server.test',
    fetch,
    server: false,
    cookies,
    navigator,
    storage: false,
    journal,
    channel: false,
    pageLifecycle: false,
    captureReferral: false,
    refreshLock: false,
    timeoutMs: 0,
  });
  await settle();
  return { commerce: tab, journal, navigator };
}

const newServer = () => createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
const refreshes = (server: FakeServer) => server.count('/api/auth/refresh-token');

describe('a refresh that fails', () => {
  for (const fault of [503, 'offline'] as const) {
    it(`for a while (${fault}) keeps the session, retries with backoff, and then works`, async () => {
      const server = newServer();
      const { commerce, navigator } = await signedInTab(server);
      server.expireAccessTokens();
      server.setFaultScript((r) => (r.path === '/api/auth/refresh-token' ? fault : undefined));
      server.clearRequests();
      const failed = await commerce.client.call('currentUser').catch((error: unknown) => error);
      // The call fails with a failure that may pass (its own retries pick up later) …
      expect(isCommerceError(failed) && failed.code).toBe('NETWORK_ERROR');
      // … and the session stays.
      expect(commerce.auth.getSnapshot().isSignedIn).toBe(true);
      expect(navigator.redirects).toEqual([]);
      expect(refreshes(server)).toBe(1);
      // Retries after 1, 2, 4, 8 s: four more in 15 s, not one per call or per millisecond.
      await settle(15_000);
      expect(refreshes(server)).toBe(5);
      expect(commerce.auth.getSnapshot().isSignedIn).toBe(true);
      server.setFaultScript(undefined);
      await settle(16_000);
      expect(commerce.auth.getSnapshot().status).toBe('signedIn');
      await expect(commerce.client.call('currentUser')).resolves.toBeTruthy();
      expect(navigator.redirects).toEqual([]);
    });
  }

  it('with a 401 signs out, and the unsent edits stay as the guest cart’s, for the next sign-in', async () => {
    const server = newServer();
    const { commerce, journal, navigator } = await signedInTab(server);
    commerce.cart.add(catalogueProduct(1));
    server.expireAccessTokens();
    server.setFaultScript((r) => (r.path === '/api/auth/refresh-token' ? 401 : undefined));
    await settle(11_000);
    expect(commerce.auth.getSnapshot().isSignedIn).toBe(false);
    expect(navigator.redirects).toEqual(['/login']);
    // Not lost: shown, and still in the journal.
    expect(commerce.cart.getSnapshot().products.map((l) => l._id)).toEqual([
      catalogueProduct(1)._id,
    ]);
    expect(journal.keys().some((key) => key.startsWith('reelcart:cart-edit:'))).toBe(true);
    server.setFaultScript(undefined);
    const { error } = await commerce.auth.signIn({ email: SHOPPER, password: DEFAULT_PASSWORD });
    expect(error).toBeNull();
    await settle(11_000);
    expect(server.cartOf(SHOPPER)?.products.map((l) => l._id)).toEqual([catalogueProduct(1)._id]);
  });
});

/**
 * A refresh the server has made but whose answer the page never reads (the tab closed, a link
 * followed) must still reach the cookie: the rotated token left there would be refused as reuse
 * after REFRESH_TOKEN_REUSE_INTERVAL_SECONDS and sign the shopper out. The request is sent with
 * `keepalive`, so it outlives the page, and the store's server writes its answer into the cookie
 * (storefront/server/refresh-cookie.ts).
 */
describe('a refresh the page may not live to read', () => {
  it('is sent with keepalive', async () => {
    const server = newServer();
    const keepalive: Array<boolean | undefined> = [];
    const fetch: typeof server.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/auth/refresh-token')) keepalive.push(init?.keepalive);
      return server.fetch(input, init);
    };
    const { commerce } = await signedInTab(server, fetch);
    server.expireAccessTokens();
    await expect(commerce.client.call('currentUser')).resolves.toBeTruthy();
    expect(keepalive).toEqual([true]);
  });
});
