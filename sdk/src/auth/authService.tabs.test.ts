import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Commerce, createCommerce } from '../createCommerce';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createRecordingNavigator } from '../platform/navigator';
import { createFakeServer, type FakeServer } from '../testing/createFakeServer';
import { makeUsers } from '../testing/fixtures';
import type { RefreshLock } from './authActors';
import { writeAuthCookie } from './authCookie';
import { sessionFromAuthResponse } from './session';

/** Web Locks in miniature: tasks under one name run one after another, across "tabs". */
function createFakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  let held = 0;
  const lock: RefreshLock = (task) => {
    const run = tail.then(async () => {
      held += 1;
      try {
        return await task();
      } finally {
        held -= 1;
      }
    });
    tail = run.catch(() => {});
    return run;
  };
  return { lock, held: () => held };
}

const tabs: Commerce[] = [];
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.destroy();
  vi.useRealTimers();
});

/** One browser: one cookie jar and one lock manager shared by `count` tabs, signed in. */
function browser(server: FakeServer, count: number, lock: RefreshLock | false) {
  const cookies = createMemoryCookieJar();
  const session = sessionFromAuthResponse(server.signIn('shopper@example.test'));
  writeAuthCookie(cookies, session);
  for (let i = 0; i < count; i++) {
    tabs.push(
      createCommerce({
        baseURL: 'http://fake-server.test',
        fetch: server.fetch,
        cookies,
        navigator: createRecordingNavigator(),
        storage: false,
        channel: false,
        pageLifecycle: false,
        captureReferral: false,
        refreshLock: lock,
      }),
    );
  }
  return { cookies };
}

const newServer = () => createFakeServer({ users: makeUsers() });

// Issue 28 item 9: tabs whose access token expired act at once. The server rotates refresh tokens
// strictly here (a second use is refused, no reuse interval), so only the SDK can keep them in.
describe('several tabs refreshing at once', () => {
  // Invariant: however many tabs there are and whichever of them act at once (and whichever act
  // afterwards), one refresh reaches the server, and every tab ends signed in with its token.
  it('send one refresh to the server; every tab stays signed in with the new token', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 6 }).chain((count) =>
          fc.tuple(
            fc.constant(count),
            fc.subarray(
              Array.from({ length: count }, (_, i) => i),
              { minLength: 1 },
            ),
          ),
        ),
        async ([count, together]) => {
          for (const tab of tabs.splice(0)) tab.destroy();
          const server = newServer();
          const locks = createFakeLocks();
          browser(server, count, locks.lock);
          server.expireAccessTokens();
          server.clearRequests();
          const call = (i: number) => tabs[i]?.client.call('currentUser');
          await Promise.all(together.map(call));
          for (let i = 0; i < count; i++) if (!together.includes(i)) await call(i);
          expect(server.count('/api/auth/refresh-token')).toBe(1);
          expect(new Set(tabs.map((tab) => tab.auth.getToken())).size).toBe(1);
          expect(tabs.every((tab) => tab.auth.getSnapshot().isSignedIn)).toBe(true);
          expect(locks.held()).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('without Web Locks, a tab that refreshes after another adopts the cookie instead of the server', async () => {
    const server = newServer();
    browser(server, 2, false);
    const [first, second] = tabs;
    server.expireAccessTokens();
    server.clearRequests();
    await first?.client.call('currentUser');
    await second?.client.call('currentUser');
    expect(server.count('/api/auth/refresh-token')).toBe(1);
    expect(second?.auth.getToken()).toBe(first?.auth.getToken());
    expect(second?.auth.getSnapshot().isSignedIn).toBe(true);
  });

  it('a tab whose own token is stale refreshes with the newest refresh token in the cookie', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = newServer();
    browser(server, 2, false);
    const [first, second] = tabs;
    const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000);
    later(16);
    await first?.client.call('currentUser');
    // The first tab's new token expires too; the second still holds the first pair, whose
    // refresh token the server has spent: it must use the cookie's, or be signed out.
    later(16);
    server.clearRequests();
    await second?.client.call('currentUser');
    expect(server.count('/api/auth/refresh-token')).toBe(1);
    expect(second?.auth.getSnapshot().isSignedIn).toBe(true);
  });
});
