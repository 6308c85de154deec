import { CartResponse, CheckoutResponse, COUPON_REASONS } from '@reelcart/contract/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startTestServer, type TestServer } from '../../testing/harness';
import { coupons, orders } from '../schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

let n = 0;
async function newCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  n += 1;
  const id = `cpn_rule_${n}`;
  await server.db.insert(coupons).values({ id, code: `RULE${n}`, percentOff: 10, ...values });
  return { id, code: `RULE${n}` };
}

async function push(session: Session, products: string[], appliedCoupon: string | null) {
  const current = await server.request('GET', '/api/cart', { token: session.token });
  const cartVersion = CartResponse.parse(current.json).cart.version;
  return server.request('POST', '/api/cart', {
    token: session.token,
    body: { products, cartVersion: cartVersion === 0 ? null : cartVersion, appliedCoupon },
  });
}

async function cartWith(session: Session, products: string[], appliedCoupon: string | null) {
  const res = await push(session, products, appliedCoupon);
  if (res.status !== 200) throw new Error(res.text);
  return CartResponse.parse(res.json).cart;
}

const pay = (session: Session, cart: { _id: string; version: number }, billerId = 'test-card') =>
  server.request('POST', '/api/checkout', {
    token: session.token,
    body: {
      cartId: cart._id,
      cartVersion: cart.version,
      billerId,
      idempotencyKey: `pay-${cart._id}-${billerId}`,
      paymentDetails: { cardNumber: '4242 4242 4242 4242' },
    },
  });

const validate = (session: Session | null, code: string, billerId?: string) =>
  server.request(
    'GET',
    billerId
      ? `/api/coupons/validate-payment-method?code=${code}&billerId=${billerId}`
      : `/api/coupons/validate?code=${code}`,
    { token: session?.token ?? null },
  );

const PRODUCT = 'prd_0034_own_4k';

describe('coupon rules in the cart and at checkout', () => {
  it('answers each reason at validation and refuses it at the cart push', async () => {
    const session = await server.newShopper();
    await cartWith(session, [PRODUCT], null);
    const cases = [
      [{ active: false }, COUPON_REASONS.invalid],
      [
        { startsAt: new Date('2099-01-02T00:00:00Z') },
        'This coupon is not valid yet: it starts on 2099-01-02',
      ],
      [{ expiresAt: new Date('2020-01-01T00:00:00Z') }, COUPON_REASONS.expired],
      [{ usageLimit: 0 }, COUPON_REASONS.usageLimit],
      [{ perUserLimit: 0 }, COUPON_REASONS.perUser],
      [{ minSubtotalCents: 10_000_000 }, 'Minimum subtotal $100000.00 not met for this coupon'],
    ] as const;
    for (const [values, message] of cases) {
      const c = await newCoupon(values);
      expect((await validate(session, c.code.toLowerCase())).json).toMatchObject({
        valid: false,
        message,
      });
      const refused = await push(session, [PRODUCT], c.id);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ message, field: 'appliedCoupon' });
    }
    expect((await validate(session, 'NO-SUCH-CODE')).json).toMatchObject({
      valid: false,
      message: 'Invalid coupon',
    });
  });

  it('names the gateway at the payment-method check and at the payment', async () => {
    const session = await server.newShopper();
    const c = await newCoupon({ appliesToGateway: ['test-crypto'] });
    expect((await validate(session, c.code, 'test-card')).json).toMatchObject({
      valid: false,
      message: COUPON_REASONS.gateway,
    });
    expect((await validate(session, c.code, 'test-crypto')).json).toMatchObject({ valid: true });
    const cart = await cartWith(session, [PRODUCT], c.id);
    const wrong = await pay(session, cart, 'test-card');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ message: COUPON_REASONS.gateway, field: 'billerId' });
  });

  it('refuses a second use by the same customer (per-user limit), at validation and payment', async () => {
    const session = await server.newShopper();
    const c = await newCoupon({ perUserLimit: 1 });
    const first = CheckoutResponse.parse(
      (await pay(session, await cartWith(session, [PRODUCT], c.id))).json,
    );
    expect(first.status).toBe('paid');
    await cartWith(session, ['prd_0035_own_4k'], null);
    expect((await validate(session, c.code)).json).toMatchObject({
      message: COUPON_REASONS.perUser,
    });
    expect((await push(session, ['prd_0035_own_4k'], c.id)).json).toMatchObject({
      message: COUPON_REASONS.perUser,
    });
    // Another customer may still use it.
    const other = await server.newShopper();
    expect((await validate(other, c.code)).json).toMatchObject({ valid: true });
  });

  it('a coupon whose minimum the cart fell below is not applied at the payment: the full price, no coupon use', async () => {
    const session = await server.newShopper();
    const c = await newCoupon({ minSubtotalCents: 1 });
    const cart = await cartWith(session, [PRODUCT], c.id);
    await server.db
      .update(coupons)
      .set({ minSubtotalCents: 10_000_000 })
      .where(eq(coupons.id, c.id));
    // What the cart shows now: the coupon, its minimum, and nothing off (the money rule).
    const shown = CartResponse.parse(
      (await server.request('GET', '/api/cart', { token: session.token })).json,
    ).cart;
    expect(shown.appliedCoupon).toMatchObject({ code: c.code, minSubtotal: 100_000 });
    const paid = await pay(session, cart);
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ status: 'paid' });
    const [order] = await server.db.select().from(orders).where(eq(orders.cartId, cart._id));
    expect(order).toMatchObject({ couponId: null, discountCents: 0 });
    expect(order?.totalCents).toBe(order?.subtotalCents);
  });

  it('two checkouts racing for the last use: one pays, the other is told the limit is reached', async () => {
    for (const racers of [2, 4]) {
      const c = await newCoupon({ usageLimit: 1 });
      const shoppers = await Promise.all(Array.from({ length: racers }, () => server.newShopper()));
      const carts: Array<{ _id: string; version: number }> = [];
      for (const s of shoppers) carts.push(await cartWith(s, [PRODUCT], c.id));
      const results = await Promise.all(
        shoppers.map((s, i) => pay(s, carts[i] ?? { _id: '', version: 0 })),
      );
      const paid = results.filter((r) => r.status === 200 && r.json.status === 'paid');
      const refused = results.filter((r) => r.status === 400);
      expect(paid).toHaveLength(1);
      expect(refused).toHaveLength(racers - 1);
      for (const r of refused) expect(r.json.message).toBe(COUPON_REASONS.usageLimit);
      const used = await server.db.select().from(orders).where(eq(orders.couponId, c.id));
      expect(used.filter((o) => o.paidAt !== null)).toHaveLength(1);
    }
  });

  it('a retry of the same payment is not a second use', async () => {
    const session = await server.newShopper();
    const c = await newCoupon({ usageLimit: 1, perUserLimit: 1 });
    const cart = await cartWith(session, [PRODUCT], c.id);
    const first = await pay(session, cart);
    const again = await pay(session, cart);
    expect(first.json.status).toBe('paid');
    expect(again.json).toEqual(first.json);
  });
});
