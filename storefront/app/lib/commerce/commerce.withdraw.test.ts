// @vitest-environment node
import {
  createApp,
  openSeededDatabase,
  type StartedDatabase,
  testConfig,
  withdrawRotation,
} from '@reelcart/server';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiredSessionCookie } from '../auth/unsigned-jwt.testing';
import {
  commerceMiddleware,
  embeddedApiContext,
  getCommerce,
  withdrawRefreshContext,
} from './commerce.server';

// Issue 28, decision 122: a page render refreshes the session with the token in the browser's
// cookie; the browser leaves before the response's headers. Against the real API in process,
// with its own clock: after the reuse interval, the token still in the cookie must not count as
// reused (which revokes the whole session family and signs out every tab).
const config = testConfig({ seed: false });
let offset = 0;
const clock = {
  now: () => Date.now() + offset,
  offsetMs: () => offset,
  setOffset: (ms: number) => {
    offset = ms;
  },
};
let database: StartedDatabase;
let api: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openSeededDatabase(config);
  api = createApp({ db: database.db, config, clock });
}, 60_000);
afterAll(() => database?.close());

const call = (path: string, body: unknown) =>
  api.fetch(
    new Request(`http://store.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

/** A signed-in browser's cookie whose access token has expired: a render must refresh. */
async function staleSessionCookie() {
  const email = `withdraw-${Math.random().toString(36).slice(2)}@example.test`;
  const registered = await call('/api/auth/register', { email, password: 'a-long-password-1' });
  expect(registered.status).toBe(200);
  const { refreshToken, user } = (await registered.json()) as {
    refreshToken: string;
    user: { id: string };
  };
  return { cookie: expiredSessionCookie({ id: user.id, email, refreshToken }), refreshToken };
}

/** A render of /dashboard that makes one signed-in call; `leave` aborts it as the browser does. */
async function render(cookie: string, leave: boolean) {
  const context = new RouterContextProvider();
  context.set(embeddedApiContext, (request) => api.fetch(request));
  context.set(withdrawRefreshContext, (presented) =>
    withdrawRotation({ db: database.db, config }, presented),
  );
  const browser = new AbortController();
  const url = 'http://store.test/dashboard';
  const request = new Request(url, { headers: { cookie }, signal: browser.signal });
  type Args = Parameters<typeof commerceMiddleware>[0];
  const args = { request, context, params: {}, url: new URL(url), pattern: '/' } as unknown as Args;
  return commerceMiddleware(args, async () => {
    await getCommerce(context).client.call('currentUser');
    if (leave) browser.abort();
    return new Response('ok');
  });
}

const refresh = (refreshToken: string) => call('/api/auth/refresh-token', { refreshToken });

describe('a page render the browser leaves before its headers', () => {
  it("gives back the refresh token it spent: the cookie's token still works after the interval", async () => {
    const { cookie, refreshToken } = await staleSessionCookie();
    await render(cookie, true);
    clock.setOffset((config.refreshTokenReuseIntervalSeconds + 1) * 1000);
    try {
      expect((await refresh(refreshToken)).status).toBe(200);
    } finally {
      clock.setOffset(0);
    }
  });

  it('a render the browser reads keeps its refresh: the spent token is refused after the interval', async () => {
    const { cookie, refreshToken } = await staleSessionCookie();
    const response = await render(cookie, false);
    expect((response as Response).headers.getSetCookie().join()).toContain('reelcart_auth=');
    clock.setOffset((config.refreshTokenReuseIntervalSeconds + 1) * 1000);
    try {
      expect((await refresh(refreshToken)).status).toBe(401);
    } finally {
      clock.setOffset(0);
    }
  });
});
