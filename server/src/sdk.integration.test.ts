import {
  createCommerce,
  createMemoryCookieJar,
  createRecordingNavigator,
  isCommerceError,
  writeAuthCookie,
} from '@reelcart/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from './platform/auth/tokens';
import { startTestServer, type TestServer } from './testing/harness';
import { serveOverHttp } from './testing/http';

/** The real SDK against this server over HTTP on an ephemeral loopback port. */
let server: TestServer;
let http: Awaited<ReturnType<typeof serveOverHttp>>;
let baseURL: string;
beforeAll(async () => {
  server = await startTestServer();
  http = await serveOverHttp(server);
  baseURL = http.baseURL;
}, 120_000);
afterAll(async () => {
  await http.close();
  await server.close();
});

const commerceWith = (cookies = createMemoryCookieJar()) => {
  const navigator = createRecordingNavigator();
  return { commerce: createCommerce({ baseURL, cookies, navigator }), cookies, navigator };
};

async function signedIn() {
  const { commerce, cookies, navigator } = commerceWith();
  const result = await commerce.auth.signIn({
    email: 'shopper@reelcart.test',
    password: 'shopper-pass-1',
  });
  if (!result.data) throw new Error(`sign-in failed: ${JSON.stringify(result.error)}`);
  return { commerce, cookies, navigator, session: result.data };
}

describe('the SDK against the reference server', () => {
  it('signs in and makes authenticated calls', async () => {
    const { commerce, session } = await signedIn();
    expect(session).toMatchObject({ userid: 'usr_shopper', username: 'shopper@reelcart.test' });
    await expect(commerce.client.call('currentUser')).resolves.toEqual({
      id: 'usr_shopper',
      email: 'shopper@reelcart.test',
    });
    const refused = await commerceWith().commerce.auth.signIn({
      email: 'shopper@reelcart.test',
      password: 'wrong-password',
    });
    expect(refused.error).toMatchObject({ code: 'LOGIN_FAILED', status: 401 });
  });

  it('answers a 401 with one refresh and a retry', async () => {
    const { session } = await signedIn();
    // A genuinely expired access token, signed with the server's key.
    const expired = await createTokenService(server.config.jwtSecret, -60).signAccess({
      id: 'usr_shopper',
      email: 'shopper@reelcart.test',
      role: 'user',
    });
    const cookies = createMemoryCookieJar();
    writeAuthCookie(cookies, {
      ...session,
      token: expired,
      jwtExpiration: Math.floor(Date.now() / 1000) + 600,
    });
    const { commerce, navigator } = commerceWith(cookies);
    await expect(commerce.client.call('currentUser')).resolves.toMatchObject({ id: 'usr_shopper' });
    const after = commerce.auth.getSnapshot().session;
    expect(after?.token).not.toBe(expired);
    expect(after?.refreshToken).not.toBe(session.refreshToken);
    expect(navigator.redirects).toEqual([]);
  });

  it('gets a 409 for a stale cart version, then syncs after a refetch', async () => {
    const { commerce } = await signedIn();
    const created = await commerce.client.call('pushCart', {
      body: { products: ['prd_0060_own_hd'], cartVersion: null },
    });
    await commerce.client.call('pushCart', {
      body: { products: ['prd_0060_own_hd', 'prd_0061_own_sd'], cartVersion: created.cart.version },
    });
    const stale = await commerce.client
      .call('pushCart', {
        body: { products: ['prd_0062_own_sd'], cartVersion: created.cart.version },
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isCommerceError(stale) && stale.status).toBe(409);
    const fresh = await commerce.client.call('getCart');
    const retried = await commerce.client.call('pushCart', {
      body: { products: ['prd_0062_own_sd'], cartVersion: fresh.cart.version },
    });
    expect(retried.cart.products.map((p) => p._id)).toEqual(['prd_0062_own_sd']);
  });

  it('completes twice with one key and gets one order', async () => {
    const { commerce } = await signedIn();
    const current = await commerce.client.call('getCart').catch(() => null);
    const cart = await commerce.client.call('pushCart', {
      body: { products: ['prd_0063_own_4k'], cartVersion: current?.cart.version ?? null },
    });
    const body = {
      cartId: cart.cart._id,
      cartVersion: cart.cart.version,
      idempotencyKey: 'sdk-complete-once-1',
    };
    const [first, second] = [
      await commerce.client.call('completeCart', { body }),
      await commerce.client.call('completeCart', { body }),
    ];
    expect(second.orderId).toBe(first.orderId);
    const orders = await server.request('GET', '/api/orders', {
      token: commerce.auth.getSnapshot().session?.token ?? null,
    });
    expect(
      (orders.json.items as { _id: string }[]).filter((o) => o._id === first.orderId),
    ).toHaveLength(1);
  });
});
