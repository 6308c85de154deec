import { describe, expect, it } from 'vitest';
import { catalogueProduct, SHOPPER, VIDEO_IDS } from '../cart/cartHarness.testing';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { fakeTimersInEachTest } from '../platform/fakeTimers.testing';
import { createFakeServer } from '../testing/createFakeServer';
import { DEFAULT_PASSWORD, makeCatalogue } from '../testing/fixtures';
import { readRefusedUser, writeRefusedUser } from './refusedSession';
import { Browser, settle, videosOf, whileTimePasses } from './sessionBrowser.testing';

fakeTimersInEachTest();

const AFFILIATE = 'affiliate@example.test';
const serverVideos = (server: ReturnType<typeof createFakeServer>, user: string) =>
  (server.cartOf(user)?.products ?? []).map((line) => line.video._id).sort();

/**
 * Two tabs of one shopper: v1 reaches the server, then the access tokens expire while the refresh
 * endpoint is down, v1 is removed (unsent), and the server revokes the session meanwhile: once
 * the endpoint answers, its refresh is refused and both tabs are signed out (decision 109).
 */
async function refusedWithAnUnsentRemoval() {
  const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
  const browser = new Browser(server);
  browser.open();
  browser.open();
  await settle();
  await whileTimePasses(browser.tab(0).auth.signIn({ email: SHOPPER, password: DEFAULT_PASSWORD }));
  browser.tab(0).cart.add(catalogueProduct(1));
  await settle(11_000);
  expect(serverVideos(server, SHOPPER)).toEqual(['v1']);
  server.expireAccessTokens();
  browser.refreshFault = 503;
  browser.tab(1).cart.remove(catalogueProduct(1)._id);
  await settle(100);
  server.revokeSessions(SHOPPER);
  browser.refreshFault = undefined;
  await whileTimePasses(
    browser
      .tab(0)
      .auth.refresh()
      .catch(() => ''),
  );
  await settle(100);
  return { server, browser };
}

describe('a session whose refresh is refused', () => {
  it('leaves its user in a cookie until the next session is written', () => {
    const jar = createMemoryCookieJar();
    expect(readRefusedUser(jar)).toBeUndefined();
    writeRefusedUser(jar, 'u-shopper');
    expect(readRefusedUser(jar)).toBe('u-shopper');
    writeRefusedUser(jar, undefined);
    expect(readRefusedUser(jar)).toBeUndefined();
  });

  it('signs every tab out, each keeping the unsent removal, and the cookie names the user', async () => {
    const { browser } = await refusedWithAnUnsentRemoval();
    for (const tab of browser.tabs) {
      expect(tab.auth.getSnapshot().isSignedIn).toBe(false);
      expect(tab.cart.getSnapshot().pendingOperations).toBe(1);
    }
    expect(readRefusedUser(browser.cookies)).toBe('u-shopper');
    browser.close();
  });

  it('applies the removal to the same user’s cart at the next sign-in, and forgets the refusal', async () => {
    const { server, browser } = await refusedWithAnUnsentRemoval();
    // A page opened after the refusal learns it from the cookie.
    browser.open();
    await settle();
    await whileTimePasses(
      browser.tab(2).auth.signIn({ email: SHOPPER, password: DEFAULT_PASSWORD }),
    );
    await settle(11_000);
    expect(serverVideos(server, SHOPPER)).toEqual([]);
    for (const tab of browser.tabs) expect(videosOf(tab)).toEqual([]);
    expect(readRefusedUser(browser.cookies)).toBeUndefined();
    browser.close();
  });

  it("never takes the line out of another user's cart", async () => {
    const { server, browser } = await refusedWithAnUnsentRemoval();
    server.setCart(AFFILIATE, { productIds: [catalogueProduct(1)._id] });
    await whileTimePasses(
      browser.tab(1).auth.signIn({ email: AFFILIATE, password: DEFAULT_PASSWORD }),
    );
    await settle(11_000);
    expect(serverVideos(server, AFFILIATE)).toEqual(['v1']);
    expect(serverVideos(server, SHOPPER)).toEqual(['v1']);
    for (const tab of browser.tabs) expect(videosOf(tab)).toEqual([1]);
    browser.close();
  });
});
