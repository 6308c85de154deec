import {
  AbandonCartResponse,
  CartResponse,
  CompleteCartResponse,
  ErrorBody,
} from '@reelcart/contract/store';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startTestServer, type TestServer } from '../../testing/harness';
import { carts, orders } from '../schema';
import { readOrCreateCurrentCart } from './cartRead';
import { insertCurrentCart } from './cartView';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const push = (session: Session, body: Record<string, unknown>, headers?: Record<string, string>) =>
  server.request('POST', '/api/cart', {
    token: session.token,
    body,
    ...(headers ? { headers } : {}),
  });

describe('GET /api/cart', () => {
  it('answers a new user an empty active cart at version 0, not a 404 (the SDK would show an error)', async () => {
    const session = await server.newShopper();
    const res = await server.request('GET', '/api/cart', { token: session.token });
    expect(res.status, res.text).toBe(200);
    const { cart, validationResult } = CartResponse.parse(res.json);
    expect(cart).toMatchObject({
      _id: expect.stringMatching(/^cart_/),
      version: 0,
      state: 'active',
      products: [],
      appliedCoupon: null,
      previousCart: null,
    });
    expect(validationResult).toEqual({ invalidProducts: [], errors: [] });
    // Kept: the next GET answers the same cart.
    const again = CartResponse.parse(
      (await server.request('GET', '/api/cart', { token: session.token })).json,
    );
    expect(again.cart._id).toBe(cart._id);
  });

  it('gives parallel GETs of a new user one cart, never two current carts', async () => {
    const session = await server.newShopper();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request('GET', '/api/cart', { token: session.token }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const ids = new Set(answers.map((a) => CartResponse.parse(a.json).cart._id));
    expect(ids.size).toBe(1);
    const current = await server.db
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(eq(carts.userId, session.user.id ?? ''), inArray(carts.state, ['active', 'checkout'])),
      );
    expect(current.map((c) => c.id)).toEqual([...ids]);
  });

  it('creates one current cart when creators race (the loser of the insert reads the winner’s)', async () => {
    const userId = (await server.newShopper()).user.id ?? '';
    // Called directly, both reads see no cart before either inserts: a real race on one database.
    const found = await Promise.all([
      readOrCreateCurrentCart(server.db, userId, 'US'),
      readOrCreateCurrentCart(server.db, userId, 'US'),
      readOrCreateCurrentCart(server.db, userId, 'US'),
    ]);
    expect(new Set(found.map((f) => f?.cart._id)).size).toBe(1);
    const again = await insertCurrentCart(server.db, userId, {
      version: 0,
      state: 'active',
      couponId: null,
      lastActiveAt: null,
    });
    expect(again).toBeUndefined();
    const current = await server.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, userId), inArray(carts.state, ['active', 'checkout'])));
    expect(current).toHaveLength(1);
  });

  it('accepts a push carrying the fetched empty cart’s version (or null), on the same cart', async () => {
    const session = await server.newShopper();
    const fetched = CartResponse.parse(
      (await server.request('GET', '/api/cart', { token: session.token })).json,
    ).cart;
    const pushed = await push(session, {
      products: ['prd_0018_own_hd'],
      cartVersion: fetched.version,
    });
    expect(pushed.status, pushed.text).toBe(200);
    const after = CartResponse.parse(pushed.json).cart;
    expect(after).toMatchObject({ _id: fetched._id, version: 1 });
    expect(after.products.map((p) => p._id)).toEqual(['prd_0018_own_hd']);

    // A client that has not loaded the untouched cart yet (cartVersion null) is not refused either.
    const other = await server.newShopper();
    const empty = CartResponse.parse(
      (await server.request('GET', '/api/cart', { token: other.token })).json,
    ).cart;
    const blind = await push(other, { products: ['prd_0019_own_hd'], cartVersion: null });
    expect(blind.status, blind.text).toBe(200);
    expect(CartResponse.parse(blind.json).cart).toMatchObject({ _id: empty._id, version: 1 });
    // Once pushed, null is stale like any other version.
    expect((await push(other, { products: [], cartVersion: null })).status).toBe(409);
  });

  it('answers the cart, its validation result and the country from the CDN header, else the default', async () => {
    const session = await server.newShopper();
    await push(session, { products: ['prd_0010_own_4k'], cartVersion: null });
    const plain = CartResponse.parse(
      (await server.request('GET', '/api/cart', { token: session.token })).json,
    );
    expect(plain.userCountry).toBe('US');
    expect(plain.cart.products.map((p) => p._id)).toEqual(['prd_0010_own_4k']);
    expect(plain.cart.products[0]?.video).toMatchObject({
      _id: 'vid_0010',
      thumbnail: expect.stringMatching(/\.svg$/),
    });
    const fromCdn = await server.request('GET', '/api/cart', {
      token: session.token,
      headers: { 'cf-ipcountry': 'de' },
    });
    expect(CartResponse.parse(fromCdn.json).userCountry).toBe('DE');
  });
});

describe('POST /api/cart', () => {
  it('creates at version 1, bumps the version on each push and 409s a stale version', async () => {
    const session = await server.newShopper();
    const first = CartResponse.parse(
      (await push(session, { products: ['prd_0011_own_hd'], cartVersion: null })).json,
    );
    expect(first.cart.version).toBe(1);
    const second = CartResponse.parse(
      (await push(session, { products: ['prd_0011_own_hd', 'prd_0012_rental'], cartVersion: 1 }))
        .json,
    );
    expect(second.cart.version).toBe(2);
    const stale = await push(session, { products: [], cartVersion: 1 });
    expect(stale.status).toBe(409);
    const unseen = await push(session, { products: [], cartVersion: null });
    expect(unseen.status).toBe(409);
  });

  it('merges a login sync into the server cart without a version check', async () => {
    const session = await server.newShopper();
    await push(session, { products: ['prd_0013_own_sd'], cartVersion: null });
    const merged = CartResponse.parse(
      (await push(session, { products: ['prd_0014_own_sd'], cartVersion: null, isLoginSync: true }))
        .json,
    );
    expect(merged.cart.products.map((p) => p._id)).toEqual(['prd_0013_own_sd', 'prd_0014_own_sd']);
  });

  // Issue 28 N2 (decision 080): the SDK sent appliedCoupon null in every login sync, which removed
  // the coupon already on the user's server cart.
  it("keeps the server cart's coupon in a login sync without a guest coupon; a guest coupon wins", async () => {
    const session = await server.newShopper();
    await push(session, {
      products: ['prd_0013_own_sd'],
      cartVersion: null,
      appliedCoupon: 'cpn_welcome10',
    });
    for (const appliedCoupon of [null, undefined]) {
      const merged = CartResponse.parse(
        (
          await push(session, {
            products: ['prd_0014_own_sd'],
            cartVersion: null,
            isLoginSync: true,
            ...(appliedCoupon === null ? { appliedCoupon } : {}),
          })
        ).json,
      );
      expect(merged.cart.appliedCoupon?.code).toBe('WELCOME10');
    }
    const other = await server.newShopper();
    await push(other, { products: ['prd_0013_own_sd'], cartVersion: null });
    const guestWins = CartResponse.parse(
      (
        await push(other, {
          products: ['prd_0014_own_sd'],
          cartVersion: null,
          isLoginSync: true,
          appliedCoupon: 'cpn_welcome10',
        })
      ).json,
    );
    expect(guestWins.cart.appliedCoupon?.code).toBe('WELCOME10');
  });

  it('answers 400 carrying the validation result for unknown or owned products, with the exact reasons', async () => {
    const shopper = await server.login('shopper'); // owns vid_0001 in HD, rents vid_0002
    const res = await push(shopper, {
      products: [
        'prd_0001_own_sd',
        'prd_0001_own_hd',
        'prd_0001_own_fhd',
        'prd_0002_own_4k',
        'nope',
      ],
      cartVersion: null,
    });
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(res.json);
    expect(body.validationResult?.errors).toEqual([
      { productId: 'prd_0001_own_sd', reason: 'Already owned in HD resolution' },
      { productId: 'prd_0001_own_hd', reason: 'Already owned' },
      { productId: 'prd_0002_own_4k', reason: 'Active rental exists' },
      { productId: 'nope', reason: 'Product not found' },
    ]);
  });

  it('moves active → checkout → active, and refuses to complete through a push', async () => {
    const session = await server.newShopper();
    const a = CartResponse.parse(
      (await push(session, { products: ['prd_0015_own_hd'], cartVersion: null })).json,
    );
    const b = CartResponse.parse(
      (
        await push(session, {
          products: ['prd_0015_own_hd'],
          cartVersion: a.cart.version,
          state: 'checkout',
        })
      ).json,
    );
    expect(b.cart.state).toBe('checkout');
    const c = CartResponse.parse(
      (
        await push(session, {
          products: ['prd_0015_own_hd'],
          cartVersion: b.cart.version,
          state: 'active',
        })
      ).json,
    );
    expect(c.cart.state).toBe('active');
    const bad = await push(session, {
      products: [],
      cartVersion: c.cart.version,
      state: 'completed',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('state');
  });

  it('applies a coupon by id and refuses an unknown one naming the field', async () => {
    const session = await server.newShopper();
    const ok = CartResponse.parse(
      (await push(session, { products: [], cartVersion: null, appliedCoupon: 'cpn_welcome10' }))
        .json,
    );
    expect(ok.cart.appliedCoupon?.code).toBe('WELCOME10');
    const bad = await push(session, {
      products: [],
      cartVersion: ok.cart.version,
      appliedCoupon: 'cpn_nope',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('appliedCoupon');
  });
});

describe('abandon and complete', () => {
  it('abandons a cart; the next push starts a new one pointing back at it', async () => {
    const session = await server.newShopper();
    const cart = CartResponse.parse(
      (await push(session, { products: ['prd_0016_own_hd'], cartVersion: null })).json,
    ).cart;
    const res = await server.request('POST', '/api/cart/abandon', {
      token: session.token,
      body: { cartId: cart._id },
    });
    expect(AbandonCartResponse.parse(res.json)).toEqual({
      cartId: cart._id,
      state: 'abandoned',
    });
    const next = CartResponse.parse(
      (await push(session, { products: [], cartVersion: null })).json,
    );
    expect(next.cart.previousCart).toBe(cart._id);
    expect(next.cart._id).not.toBe(cart._id);
    const stranger = await server.newShopper();
    expect(
      (
        await server.request('POST', '/api/cart/abandon', {
          token: stranger.token,
          body: { cartId: next.cart._id },
        })
      ).status,
    ).toBe(404);
  });

  it('after an abandon, GET answers a new empty cart pointing back; unknown carts stay 404', async () => {
    const session = await server.newShopper();
    const cart = CartResponse.parse(
      (await push(session, { products: ['prd_0020_own_hd'], cartVersion: null })).json,
    ).cart;
    await server.request('POST', '/api/cart/abandon', {
      token: session.token,
      body: { cartId: cart._id },
    });
    const fresh = CartResponse.parse(
      (await server.request('GET', '/api/cart', { token: session.token })).json,
    ).cart;
    expect(fresh).toMatchObject({
      version: 0,
      state: 'active',
      products: [],
      previousCart: cart._id,
    });
    expect(fresh._id).not.toBe(cart._id);
    const unknown = [
      ['/api/cart/abandon', { cartId: 'cart_unknown' }],
      [
        '/api/cart/complete',
        { cartId: 'cart_unknown', cartVersion: 0, idempotencyKey: 'key-unknown-1' },
      ],
    ] as const;
    for (const [path, body] of unknown) {
      const res = await server.request('POST', path, { token: session.token, body });
      expect(res.status, `${path}: ${res.text}`).toBe(404);
    }
  });

  it('completes once per key: the same key gives the same order', async () => {
    const session = await server.newShopper();
    const cart = CartResponse.parse(
      (await push(session, { products: ['prd_0017_own_hd'], cartVersion: null })).json,
    ).cart;
    const body = { cartId: cart._id, cartVersion: cart.version, idempotencyKey: 'key-0017-abcdef' };
    const first = CompleteCartResponse.parse(
      (await server.request('POST', '/api/cart/complete', { token: session.token, body })).json,
    );
    const again = CompleteCartResponse.parse(
      (await server.request('POST', '/api/cart/complete', { token: session.token, body })).json,
    );
    expect(again.orderId).toBe(first.orderId);
    expect(first.state).toBe('completed');
  });

  it('turns concurrent completions of one cart (different keys) into one order', async () => {
    const session = await server.newShopper();
    const cart = CartResponse.parse(
      (await push(session, { products: ['prd_0018_own_hd', 'prd_0019_rental'], cartVersion: null }))
        .json,
    ).cart;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.request('POST', '/api/cart/complete', {
          token: session.token,
          body: {
            cartId: cart._id,
            cartVersion: cart.version,
            idempotencyKey: `concurrent-${i}-xyz`,
          },
        }),
      ),
    );
    const ids = new Set(results.map((r) => CompleteCartResponse.parse(r.json).orderId));
    expect(ids.size).toBe(1);
    const rows = await server.db.select().from(orders).where(eq(orders.cartId, cart._id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty cart and a stale version', async () => {
    const session = await server.newShopper();
    const cart = CartResponse.parse(
      (await push(session, { products: [], cartVersion: null })).json,
    ).cart;
    const empty = await server.request('POST', '/api/cart/complete', {
      token: session.token,
      body: { cartId: cart._id, cartVersion: cart.version, idempotencyKey: 'empty-cart-1' },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Cart is empty');
    const stale = await server.request('POST', '/api/cart/complete', {
      token: session.token,
      body: { cartId: cart._id, cartVersion: cart.version + 5, idempotencyKey: 'stale-cart-1' },
    });
    expect(stale.status).toBe(409);
  });
});
