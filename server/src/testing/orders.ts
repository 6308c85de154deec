import { expect } from 'vitest';
import { carts, orders } from '../modules/schema';
import { newId } from '../platform/auth/tokens';
import type { Database } from '../platform/db/database';
import type { TestServer } from './harness';

let serial = 0;
/** A key nobody used yet in this run: e-mail addresses, idempotency and refund keys. */
export const uniqueKey = (prefix = 'test') => {
  serial += 1;
  return `${prefix}-${Date.now().toString(36)}-${serial}`;
};

/**
 * A new shopper (signed up with `referralCode` when given) who bought these products with the
 * test card (and `coupon` when given): the paid order's id and the buyer.
 */
export async function buyProducts(
  server: TestServer,
  products: readonly string[],
  options: { referralCode?: string | null; coupon?: string | null } = {},
): Promise<{ orderId: string; userId: string; token: string }> {
  const reg = await server.request('POST', '/api/auth/register', {
    body: {
      email: `${uniqueKey('buyer')}@example.test`,
      password: 'long-enough-1',
      referralCode: options.referralCode ?? null,
    },
  });
  expect(reg.status, reg.text).toBe(200);
  const token = String(reg.json.token);
  const userId = String((reg.json.user as { id: string }).id);
  const cart = await server.request('POST', '/api/cart', {
    token,
    body: {
      products,
      cartVersion: null,
      state: 'active',
      appliedCoupon: options.coupon ?? null,
    },
  });
  expect(cart.status, cart.text).toBe(200);
  const c = cart.json.cart as { _id: string; version: number };
  const paid = await server.request('POST', '/api/checkout', {
    token,
    body: {
      cartId: c._id,
      cartVersion: c.version,
      billerId: 'test-card',
      idempotencyKey: uniqueKey('checkout'),
      paymentDetails: { cardNumber: '4242424242424242' },
    },
  });
  expect(paid.json.status, paid.text).toBe('paid');
  return { orderId: String(paid.json.orderId), userId, token };
}

/**
 * A paid order of nothing (0 cents) written straight into the tables, with the completed cart it
 * hangs on: for tests that write `owned_products` rows of their own. Its id.
 */
export async function emptyPaidOrder(db: Database, userId: string): Promise<string> {
  const orderId = newId('ord');
  const cartId = newId('cart');
  await db.insert(carts).values({ id: cartId, userId, state: 'completed', version: 1 });
  await db.insert(orders).values({
    id: orderId,
    userId,
    cartId,
    status: 'paid',
    subtotalCents: 0,
    discountCents: 0,
    totalCents: 0,
    paidAt: new Date(),
  });
  return orderId;
}
