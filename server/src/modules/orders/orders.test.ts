import {
  CartResponse,
  CheckoutResponse,
  CompleteCartResponse,
  Order,
  OrderList,
  OwnedProductsResponse,
  OwnedVideosResponse,
  Profile,
} from '@reelcart/contract/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startTestServer, type TestServer } from '../../testing/harness';
import { mailOutbox } from '../schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

async function cartWith(session: Session, products: string[], appliedCoupon: string | null = null) {
  const res = await server.request('POST', '/api/cart', {
    token: session.token,
    body: { products, cartVersion: null, appliedCoupon },
  });
  return CartResponse.parse(res.json).cart;
}
const pay = (
  session: Session,
  cart: { _id: string; version: number },
  billerId: string,
  extra: Record<string, unknown> = {},
) =>
  server.request('POST', '/api/checkout', {
    token: session.token,
    body: {
      cartId: cart._id,
      cartVersion: cart.version,
      billerId,
      idempotencyKey: `pay-${cart._id}-${billerId}`,
      ...extra,
    },
  });

describe('checkout', () => {
  it('pays, grants own at its resolution and rentals with an expiry, and completes the cart', async () => {
    const session = await server.newShopper();
    const cart = await cartWith(session, ['prd_0030_own_fhd', 'prd_0031_rental']);
    const res = CheckoutResponse.parse(
      (
        await pay(session, cart, 'test-card', {
          paymentDetails: { cardNumber: '4242 4242 4242 4242' },
        })
      ).json,
    );
    expect(res).toMatchObject({ status: 'paid', redirectTo: `/checkout/success/${res.orderId}` });
    const owned = OwnedProductsResponse.parse(
      (await server.request('GET', '/api/user/owned-products', { token: session.token })).json,
    );
    const rental = owned.ownedProducts.find((p) => p.videoId === 'vid_0031');
    expect(owned.ownedProducts.find((p) => p.videoId === 'vid_0030')).toMatchObject({
      orderType: 'own',
      resolution: 'FHD',
      expiresAt: null,
    });
    expect(new Date(rental?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    // The paid cart is completed: the user's cart is now a new empty one pointing back at it.
    const next = await server.request('GET', '/api/cart', { token: session.token });
    expect(next.json.cart).toMatchObject({ products: [], version: 0, previousCart: cart._id });
    // The ownership rules now apply: HD of the FHD-owned video is refused, 4K is an upgrade.
    const lite = await server.request('POST', '/api/cart/validate-lite', {
      token: session.token,
      body: { productIds: ['prd_0030_own_hd', 'prd_0030_own_4k'] },
    });
    expect(lite.json.errors).toEqual([
      { productId: 'prd_0030_own_hd', reason: 'Already owned in FHD resolution' },
    ]);
    // Completing the paid cart answers the paid order.
    const done = await server.request('POST', '/api/cart/complete', {
      token: session.token,
      body: { cartId: cart._id, cartVersion: cart.version, idempotencyKey: 'after-payment-1' },
    });
    expect(CompleteCartResponse.parse(done.json).orderId).toBe(res.orderId);
  });

  it('declines the magic card number, keeps the cart, and succeeds on a retry with another biller', async () => {
    const session = await server.newShopper();
    const cart = await cartWith(session, ['prd_0032_own_hd']);
    const declined = CheckoutResponse.parse(
      (
        await pay(session, cart, 'test-card', {
          paymentDetails: { cardNumber: '4000000000000002' },
        })
      ).json,
    );
    expect(declined).toMatchObject({ status: 'declined', redirectTo: '/checkout/failed' });
    expect(declined.message).toMatch(/declined/i);
    expect(
      OwnedProductsResponse.parse(
        (await server.request('GET', '/api/user/owned-products', { token: session.token })).json,
      ).ownedProducts,
    ).toEqual([]);
    expect((await server.request('GET', '/api/cart', { token: session.token })).status).toBe(200);
    const paid = CheckoutResponse.parse((await pay(session, cart, 'test-crypto')).json);
    expect(paid).toMatchObject({ status: 'paid', orderId: declined.orderId });
  });

  it('answers the same result for the same idempotency key', async () => {
    const session = await server.newShopper();
    const cart = await cartWith(session, ['prd_0033_own_sd']);
    const first = CheckoutResponse.parse((await pay(session, cart, 'test-card')).json);
    const again = CheckoutResponse.parse((await pay(session, cart, 'test-card')).json);
    expect(again).toEqual(first);
  });

  it('applies coupons, refusing one limited to another gateway', async () => {
    const session = await server.newShopper();
    const cart = await cartWith(session, ['prd_0034_own_4k'], 'cpn_crypto20');
    const wrong = await pay(session, cart, 'test-card');
    expect(wrong.status).toBe(400);
    expect(wrong.json.field).toBe('billerId');
    const right = CheckoutResponse.parse((await pay(session, cart, 'test-crypto')).json);
    const order = Order.parse(
      (await server.request('GET', `/api/orders/${right.orderNumber}`, { token: session.token }))
        .json,
    );
    expect(order.couponCode).toBe('CRYPTO20');
    expect(order.discount).toBeCloseTo(order.subtotal * 0.2, 1);
    expect(order.total).toBeCloseTo(order.subtotal - order.discount, 2);
  });

  it('refuses a second attempt while one is in progress, but reclaims an abandoned one', async () => {
    const session = await server.newShopper();
    const cart = await cartWith(session, ['prd_0036_own_hd']);
    const { orders } = await import('../schema');
    const { eq } = await import('drizzle-orm');
    const row = {
      id: `ord_stuck_${cart._id}`,
      userId: session.user.id ?? '',
      cartId: cart._id,
      status: 'processing',
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
    };
    await server.db.insert(orders).values({ ...row, claimedAt: new Date() });
    expect((await pay(session, cart, 'test-card')).status).toBe(409);
    await server.db
      .update(orders)
      .set({ claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(orders.id, row.id));
    const paid = CheckoutResponse.parse((await pay(session, cart, 'test-crypto')).json);
    expect(paid).toMatchObject({ status: 'paid', orderId: row.id });
  });

  it('refuses an idempotency key already used for another cart', async () => {
    const session = await server.newShopper();
    const first = await cartWith(session, ['prd_0037_own_hd']);
    const done = await server.request('POST', '/api/cart/complete', {
      token: session.token,
      body: { cartId: first._id, cartVersion: first.version, idempotencyKey: 'shared-key-1' },
    });
    expect(done.status).toBe(200);
    const second = await cartWith(session, ['prd_0038_own_hd']);
    const reused = await pay(session, second, 'test-card', { idempotencyKey: 'shared-key-1' });
    expect(reused.status).toBe(409);
    expect(reused.json.field).toBe('idempotencyKey');
  });

  it('refuses an unknown biller and a cart that is not yours', async () => {
    const session = await server.newShopper();
    const cart = await cartWith(session, ['prd_0035_own_sd']);
    expect((await pay(session, cart, 'paypal')).json.field).toBe('billerId');
    const other = await server.newShopper();
    expect((await pay(other, cart, 'test-card')).status).toBe(404);
  });
});

describe('orders, owned videos and profile', () => {
  it('lists the user’s orders and purchased videos only', async () => {
    const shopper = await server.login('shopper');
    const list = OrderList.parse(
      (await server.request('GET', '/api/orders', { token: shopper.token })).json,
    );
    expect(list.items.map((o) => o._id)).toContain('ord_seed_shopper');
    const byNumber = await server.request('GET', `/api/orders/${list.items[0]?.orderNumber}`, {
      token: shopper.token,
    });
    expect(byNumber.status).toBe(200);
    const stranger = await server.newShopper();
    expect(
      (
        await server.request('GET', `/api/orders/${list.items[0]?.orderNumber}`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    const videos = OwnedVideosResponse.parse(
      (await server.request('GET', '/api/user/videos', { token: shopper.token })).json,
    );
    expect(videos.items.map((v) => v.videoId).sort()).toEqual(
      expect.arrayContaining(['vid_0001', 'vid_0002']),
    );
  });

  it('verifies an e-mail through the link in the mail outbox, never in the log', async () => {
    const lines: string[] = [];
    const { createApp } = await import('../../app');
    const record = (m: string, data?: Record<string, unknown>) =>
      lines.push(`${m} ${JSON.stringify(data ?? {})}`);
    const app = createApp({
      db: server.db,
      config: { ...server.config, env: 'development' },
      googleKeys: server.google.keys,
      logger: { info: record, warn: record, error: record },
    });
    const reg = await app.request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'verify-me@example.test', password: 'long-enough-1' }),
    });
    const { token } = (await reg.json()) as { token: string };
    // Issue 29 item 13: development logged every verification link (hundreds in one log).
    expect(lines.filter((l) => /verify-email|token=|verify-me@/.test(l))).toEqual([]);
    const [mail] = await server.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'verify-me@example.test'));
    const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const before = Profile.parse(
      (await server.request('GET', '/api/user/profile', { token })).json,
    );
    expect(before.emailVerified).toBe(false);
    const verified = await server.request('POST', '/api/auth/verify-email', {
      body: { token: new URL(link).searchParams.get('token') },
    });
    expect(verified.json).toEqual({ email: 'verify-me@example.test', verified: true });
    expect(
      Profile.parse((await server.request('GET', '/api/user/profile', { token })).json)
        .emailVerified,
    ).toBe(true);
    const reused = await server.request('POST', '/api/auth/verify-email', {
      body: { token: new URL(link).searchParams.get('token') },
    });
    expect(reused.status).toBe(400);
  });

  it('lets an affiliate without payment info set it up', async () => {
    const res = await server.request('POST', '/api/auth/login', {
      body: { email: 'affiliate-new@reelcart.test', password: 'affiliate-pass-2' },
    });
    const { token } = res.json as { token: string };
    const updated = Profile.parse(
      (
        await server.request('PUT', '/api/affiliate/payment-info', {
          token,
          body: { method: 'bank', account: 'DE00 1234' },
        })
      ).json,
    );
    expect(updated.hasPaymentInfo).toBe(true);
  });
});
