import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { ConfigError, IN_MEMORY, loadConfig } from '../../platform/config';
import { startTestServer, type TestServer } from '../../testing/harness';

/** The model-based e2e test's levers (decision 070): test-only, scoped to one user, never in production. */

let server: TestServer;
let hooked: TestServer;
beforeAll(async () => {
  [server, hooked] = await Promise.all([startTestServer(), startTestServer({ testHooks: true })]);
}, 120_000);
afterAll(() => Promise.all([server.close(), hooked.close()]));

const emailOf = (session: { user: { email: string } }) => session.user.email;

describe('without TEST_HOOKS', () => {
  it('mounts none of the routes', async () => {
    for (const [method, path] of [
      ['POST', '/api/testing/faults'],
      ['POST', '/api/testing/expire-access-tokens'],
      ['GET', '/api/testing/cart-quote'],
      ['POST', '/api/testing/refresh-token'],
    ] as const) {
      const body = method === 'POST' ? { email: 'x@example.test' } : undefined;
      const res = await server.request(method, path, { body });
      expect(res.status, path).toBe(404);
    }
  });

  it('cannot be enabled in production: the configuration refuses it, and the app ignores it', async () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: IN_MEMORY,
      JWT_SECRET: 'x'.repeat(40),
      TEST_HOOKS: 'true',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/TEST_HOOKS cannot be enabled in production/);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: IN_MEMORY }).testHooks).toBe(false);
    // A configuration built by hand with both set still mounts nothing.
    const app = createApp({
      db: server.db,
      config: { ...server.config, env: 'production', testHooks: true },
      googleKeys: server.google.keys,
    });
    const shopper = await server.newShopper();
    const res = await app.request('/api/testing/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: emailOf(shopper), status: 500 }),
    });
    expect(res.status).toBe(404);
    const cart = await app.request('/api/cart', {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(cart.status).toBe(200);
  });
});

describe('with TEST_HOOKS', () => {
  it('faults only the named user, only under the paths, until cleared; probes pass', async () => {
    const [faulted, other] = await Promise.all([hooked.newShopper(), hooked.newShopper()]);
    const set = await hooked.request('POST', '/api/testing/faults', {
      body: { email: emailOf(faulted), status: 500, paths: ['/api/cart'] },
    });
    expect(set.status, set.text).toBe(200);
    const cartOf = (token: string, headers: Record<string, string> = {}) =>
      hooked.request('GET', '/api/cart', { token, headers });
    expect((await cartOf(faulted.token)).status).toBe(500);
    expect((await cartOf(faulted.token)).json.code).toBe('TEST_FAULT');
    expect((await cartOf(other.token)).status).toBe(200);
    expect((await cartOf(faulted.token, { 'x-reelcart-test-probe': '1' })).status).toBe(200);
    const owned = await hooked.request('GET', '/api/user/owned-products', { token: faulted.token });
    expect(owned.status).toBe(200);

    const cleared = await hooked.request('POST', '/api/testing/faults', {
      body: { email: emailOf(faulted), clear: true },
    });
    expect(cleared.status).toBe(200);
    expect((await cartOf(faulted.token)).status).toBe(200);
  });

  it('a slow fault delays the answer and then runs the route', async () => {
    const shopper = await hooked.newShopper();
    await hooked.request('POST', '/api/testing/faults', {
      body: { email: emailOf(shopper), delayMs: 50 },
    });
    const res = await hooked.request('GET', '/api/cart', { token: shopper.token });
    expect(res.status).toBe(200);
    await hooked.request('POST', '/api/testing/faults', {
      body: { email: emailOf(shopper), clear: true },
    });
  });

  it('a fault on the refresh makes the refresh and holds its answer (the token already rotated)', async () => {
    const shopper = await hooked.newShopper();
    await hooked.request('POST', '/api/testing/faults', {
      body: { email: emailOf(shopper), delayMs: 2_000, paths: ['/api/auth/refresh-token'] },
    });
    const body = { refreshToken: shopper.refreshToken };
    const held = hooked.request('POST', '/api/auth/refresh-token', { body });
    // The same token again, from a probe (never faulted): it answers first, with the pair the
    // held refresh rotated to — the held one had already run when its answer waited.
    await new Promise((resolve) => setImmediate(resolve));
    const probe = hooked.request('POST', '/api/auth/refresh-token', {
      body,
      headers: { 'x-reelcart-test-probe': '1' },
    });
    const first = await Promise.race([held.then(() => 'held'), probe.then(() => 'probe')]);
    expect(first).toBe('probe');
    const [late, quick] = await Promise.all([held, probe]);
    expect(late.status, late.text).toBe(200);
    expect(quick.status, quick.text).toBe(200);
    expect(late.json.refreshToken).toBe(quick.json.refreshToken);
    expect(late.json.refreshToken).not.toBe(shopper.refreshToken);
    await hooked.request('POST', '/api/testing/faults', {
      body: { email: emailOf(shopper), clear: true },
    });
  });

  it('refuses bad input with 400 and an unknown user with 404', async () => {
    const bad = [
      { email: 'a@example.test', status: 200 },
      { email: 'a@example.test', delayMs: 60_000 },
      { email: 'a@example.test', paths: ['/elsewhere'] },
      { status: 500 },
    ];
    for (const body of bad) {
      const res = await hooked.request('POST', '/api/testing/faults', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await hooked.request('POST', '/api/testing/faults', {
      body: { email: 'nobody@example.test', status: 500 },
    });
    expect(res.status).toBe(404);
  });

  it('expires the tokens a user holds now; a refresh gives a working one; others are untouched', async () => {
    const [shopper, other] = await Promise.all([hooked.newShopper(), hooked.newShopper()]);
    const expire = await hooked.request('POST', '/api/testing/expire-access-tokens', {
      body: { email: emailOf(shopper) },
    });
    expect(expire.status).toBe(200);
    expect((await hooked.request('GET', '/api/cart', { token: shopper.token })).status).toBe(401);
    expect((await hooked.request('GET', '/api/cart', { token: other.token })).status).toBe(200);
    const refreshed = await hooked.request('POST', '/api/auth/refresh-token', {
      body: { refreshToken: shopper.refreshToken },
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    const token = refreshed.json.token as string;
    expect((await hooked.request('GET', '/api/cart', { token })).status).toBe(200);
  });

  it('tells where a refresh token stands without presenting it: unknown, live, spent, revoked', async () => {
    const state = async (refreshToken: string) =>
      (await hooked.request('POST', '/api/testing/refresh-token', { body: { refreshToken } })).json;
    expect(await state('no-such-token')).toEqual({ known: false, spent: false, revoked: false });
    const session = await hooked.login('shopper');
    expect(await state(session.refreshToken)).toEqual({
      known: true,
      spent: false,
      revoked: false,
    });
    const rotated = await hooked.request('POST', '/api/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(rotated.status).toBe(200);
    expect(await state(session.refreshToken)).toEqual({ known: true, spent: true, revoked: false });
    expect(
      (await hooked.request('POST', '/api/testing/refresh-token', { body: { refreshToken: '' } }))
        .status,
    ).toBe(400);
  });

  it('quotes the current cart with the checkout’s own totals', async () => {
    const shopper = await hooked.newShopper();
    const empty = await hooked.request('GET', '/api/testing/cart-quote', { token: shopper.token });
    expect(empty.status).toBe(200);
    const got = await hooked.request('GET', '/api/cart', { token: shopper.token });
    const version = (got.json.cart as { version: number }).version;
    const pushed = await hooked.request('POST', '/api/cart', {
      token: shopper.token,
      body: { products: ['prd_0003_rental', 'prd_0004_own_hd'], cartVersion: version },
    });
    expect(pushed.status, pushed.text).toBe(200);
    const quote = await hooked.request('GET', '/api/testing/cart-quote', { token: shopper.token });
    expect(quote.status).toBe(200);
    const body = quote.json as {
      cart: { productIds: string[]; state: string };
      quote: { subtotalCents: number; discountCents: number; totalCents: number };
    };
    expect(body.cart.productIds).toEqual(['prd_0003_rental', 'prd_0004_own_hd']);
    expect(body.cart.state).toBe('active');
    expect(body.quote.totalCents).toBe(body.quote.subtotalCents - body.quote.discountCents);
    expect(body.quote.subtotalCents).toBeGreaterThan(0);
    expect((await hooked.request('GET', '/api/testing/cart-quote')).status).toBe(401);
  });
});
