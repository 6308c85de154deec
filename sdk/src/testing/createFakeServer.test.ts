import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, type FakeServer } from './createFakeServer';
import { DEFAULT_PASSWORD, makeRental, productId } from './fixtures';

const BASE = 'https://api.test';
const SHOPPER = 'shopper@example.test';

async function call(
  server: FakeServer,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; signal?: AbortSignal; keepalive?: boolean } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await server.fetch(`${BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
  });
  return { status: response.status, body: await response.json() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('fake server: auth', () => {
  it('signs in seeded users with tokens that are well-formed JWTs with exp and userRole', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const server = createFakeServer();
    const { status, body } = await call(server, 'POST', '/api/auth/login', {
      body: { email: 'manager@example.test', password: DEFAULT_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: 'u-manager', email: 'manager@example.test' });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: 'u-manager', userRole: 'manager' });
    expect(claims.exp).toBe(Date.parse('2026-01-01T00:15:00Z') / 1000);
    const wrong = await call(server, 'POST', '/api/auth/login', {
      body: { email: 'manager@example.test', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
  });

  it('signs in with a seeded Google credential only', async () => {
    const server = createFakeServer();
    const ok = await call(server, 'POST', '/api/auth/google', {
      body: { credential: 'google-credential-1' },
    });
    expect(ok.body.user.email).toBe('google@example.test');
    const bad = await call(server, 'POST', '/api/auth/google', { body: { credential: 'forged' } });
    expect(bad.status).toBe(401);
  });

  it('registers once per e-mail, keeping the referral code', async () => {
    const server = createFakeServer();
    const body = {
      email: 'new@example.test',
      password: 'pw',
      isAffiliate: true,
      referralCode: 'AFF123',
    };
    const first = await call(server, 'POST', '/api/auth/register', { body });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email: 'new@example.test', isAffiliate: true });
    expect(server.user('new@example.test')?.referredBy).toBe('AFF123');
    expect((await call(server, 'POST', '/api/auth/register', { body })).status).toBe(409);
  });

  it('rotates refresh tokens: each works once', async () => {
    const server = createFakeServer();
    const { refreshToken } = server.signIn(SHOPPER);
    const first = await call(server, 'POST', '/api/auth/refresh-token', { body: { refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(refreshToken);
    const me = await call(server, 'GET', '/api/auth/user', { token: first.body.token });
    expect(me.body).toEqual({ email: SHOPPER, id: 'u-shopper' });
    const reused = await call(server, 'POST', '/api/auth/refresh-token', {
      body: { refreshToken },
    });
    expect(reused.status).toBe(401);
  });

  it('answers 401 once the access token has expired on the clock', async () => {
    vi.useFakeTimers();
    const server = createFakeServer({ accessTokenTtlS: 60 });
    const { token } = server.signIn(SHOPPER);
    expect((await call(server, 'GET', '/api/auth/user', { token })).status).toBe(200);
    vi.advanceTimersByTime(60_000);
    expect((await call(server, 'GET', '/api/auth/user', { token })).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/user')).status).toBe(401);
  });
});

describe('fake server: cart', () => {
  const hd = productId('v1', 'own', 'HD');
  const fhd = productId('v2', 'own', 'FHD');

  it('answers a new empty cart (version 0) to a user without one, then versions every push; a stale version gets 409', async () => {
    const server = createFakeServer();
    const { token } = server.signIn(SHOPPER);
    const empty = await call(server, 'GET', '/api/cart', { token });
    expect(empty.status).toBe(200);
    expect(empty.body.cart).toMatchObject({ version: 0, state: 'active', products: [] });
    const again = await call(server, 'GET', '/api/cart', { token });
    expect(again.body.cart._id).toBe(empty.body.cart._id);
    const first = await call(server, 'POST', '/api/cart', {
      token,
      body: { products: [hd], cartVersion: null },
    });
    expect(first.status).toBe(200);
    expect(first.body.cart).toMatchObject({ version: 1, state: 'active' });
    expect(first.body.cart.products.map((p: { _id: string }) => p._id)).toEqual([hd]);
    const stale = await call(server, 'POST', '/api/cart', {
      token,
      body: { products: [hd, fhd], cartVersion: 0 },
    });
    expect(stale.status).toBe(409);
    const second = await call(server, 'POST', '/api/cart', {
      token,
      body: { products: [hd, fhd], cartVersion: 1 },
    });
    expect(second.body.cart.version).toBe(2);
    const fetched = await call(server, 'GET', '/api/cart', { token });
    expect(fetched.body.cart.products).toHaveLength(2);
    expect(server.count('POST /api/cart')).toBe(3);
    expect(fetched.body.cart._id).toBe(empty.body.cart._id);
  });

  it('gets 409 after another device moved the version on', async () => {
    const server = createFakeServer();
    const { token } = server.signIn(SHOPPER);
    server.setCart(SHOPPER, { productIds: [hd] });
    const version = server.cartOf(SHOPPER)?.version;
    server.bumpCartVersion(SHOPPER);
    const answer = await call(server, 'POST', '/api/cart', {
      token,
      body: { products: [], cartVersion: version },
    });
    expect(answer.status).toBe(409);
  });

  it('refuses owned or rented products with 400 and a validation result, keeping the cart', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const server = createFakeServer();
    const { token } = server.signIn(SHOPPER);
    server.setOwnedProducts(SHOPPER, [
      { videoId: 'v1', orderType: 'own', resolution: 'FHD', expiresAt: null },
      makeRental('v2', Date.now() + 60_000),
    ]);
    const answer = await call(server, 'POST', '/api/cart', {
      token,
      body: { products: [hd, fhd], cartVersion: null },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.validationResult).toEqual({
      invalidProducts: [hd, fhd],
      errors: [
        { productId: hd, reason: 'Already owned in FHD resolution' },
        { productId: fhd, reason: 'Active rental exists' },
      ],
    });
    expect(server.cartOf(SHOPPER)).toBeUndefined();
    // Once the rental ends, v2 can be bought again.
    vi.advanceTimersByTime(60_000);
    const lite = await call(server, 'POST', '/api/cart/validate-lite', {
      token,
      body: { productIds: [hd, fhd] },
    });
    expect(lite.body.invalidProducts).toEqual([hd]);
  });

  it('merges the guest cart into the server cart on a login sync', async () => {
    const server = createFakeServer();
    const { token } = server.signIn(SHOPPER);
    server.setCart(SHOPPER, { productIds: [hd] });
    const answer = await call(server, 'POST', '/api/cart', {
      token,
      body: { products: [fhd, hd], cartVersion: null, isLoginSync: true },
    });
    expect(answer.body.cart.products.map((p: { _id: string }) => p._id)).toEqual([hd, fhd]);
  });

  it('abandons into a fresh cart that remembers the previous one', async () => {
    const server = createFakeServer();
    const { token } = server.signIn(SHOPPER);
    const cart = server.setCart(SHOPPER, { productIds: [hd] });
    const answer = await call(server, 'POST', '/api/cart/abandon', {
      token,
      body: { cartId: cart._id },
    });
    expect(answer.body).toEqual({ cartId: cart._id, state: 'abandoned' });
    expect(server.cartOf(SHOPPER)).toMatchObject({
      previousCart: cart._id,
      products: [],
      version: 0,
    });
    expect(
      (await call(server, 'POST', '/api/cart/abandon', { token, body: { cartId: 'nope' } })).status,
    ).toBe(404);
  });

  it('completes idempotently by key: one order, the same answer again, ownership granted', async () => {
    const server = createFakeServer();
    const { token } = server.signIn(SHOPPER);
    const cart = server.setCart(SHOPPER, { productIds: [hd] });
    const body = { cartId: cart._id, cartVersion: cart.version, idempotencyKey: 'key-12345678' };
    const first = await call(server, 'POST', '/api/cart/complete', { token, body });
    const again = await call(server, 'POST', '/api/cart/complete', { token, body });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(server.orders).toHaveLength(1);
    const owned = await call(server, 'GET', '/api/user/owned-products', { token });
    expect(owned.body.ownedProducts).toEqual([
      { videoId: 'v1', orderType: 'own', resolution: 'HD', expiresAt: null },
    ]);
    const other = await call(server, 'POST', '/api/cart/complete', {
      token,
      body: { ...body, idempotencyKey: 'key-other-1' },
    });
    expect(other.status).toBe(404);
  });

  it('validates fully (409 on a stale version) and answers coupons by gateway', async () => {
    const server = createFakeServer();
    const { token } = server.signIn(SHOPPER);
    const cart = server.setCart(SHOPPER, { productIds: [hd] });
    const full = await call(server, 'POST', '/api/cart/validate', {
      token,
      body: { productIds: [hd, 'gone'], cartVersion: cart.version },
    });
    expect(full.body).toMatchObject({ valid: false, invalidProducts: ['gone'], cartVersion: 1 });
    const stale = await call(server, 'POST', '/api/cart/validate', {
      token,
      body: { productIds: [hd], cartVersion: 0 },
    });
    expect(stale.status).toBe(409);
    const coupon = await call(server, 'GET', '/api/coupons/validate?code=SAVE10');
    expect(coupon.body).toMatchObject({ valid: true, coupon: { code: 'SAVE10' } });
    expect((await call(server, 'GET', '/api/coupons/validate?code=NOPE')).body.valid).toBe(false);
    const path = '/api/coupons/validate-payment-method?code=CCBILL5&billerId=';
    expect((await call(server, 'GET', `${path}ccbill`)).body.valid).toBe(true);
    expect((await call(server, 'GET', `${path}segpay`)).body.valid).toBe(false);
  });

  it('records tracking events and rejects malformed bodies', async () => {
    const server = createFakeServer();
    const event = { referralCode: 'AFF123', action: 'click', metadata: { timestamp: 't' } };
    expect((await call(server, 'POST', '/api/user/log', { body: event })).body).toEqual({
      ok: true,
    });
    expect(server.trackingEvents).toEqual([event]);
    const bad = await call(server, 'POST', '/api/user/log', { body: { action: 'dance' } });
    expect(bad.status).toBe(400);
    expect((await call(server, 'GET', '/api/nothing')).status).toBe(404);
  });
});
