import type { Database } from '../../platform/db/database';
import { RENTAL_HOURS } from '../catalogue/seed';
import * as s from '../schema';

const HOUR = 3_600_000;

/**
 * When the seeded shopper bought: noon (UTC) of the day before the seed's day. Their 72-hour
 * rental then ends between 36 and 60 hours after the seed ran, so the countdown shown is a real one
 * that runs out in days (a rental "ending in 2099" showed 26333 days, issue 28 item 8), and the
 * seed stays deterministic given the day of `now`.
 */
export function shopperPurchaseTimes(now: Date): { paidAt: Date; rentalEndsAt: Date } {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const paidAt = new Date(dayStart - 12 * HOUR);
  return { paidAt, rentalEndsAt: new Date(paidAt.getTime() + RENTAL_HOURS * HOUR) };
}

interface SeedProduct {
  id: string;
  priceCents: number;
}

/** The shopper already owns one video in HD and rents another, so the ownership rules show. */
export async function seedShopperPurchase(
  db: Database,
  products: readonly SeedProduct[],
  now: Date,
): Promise<void> {
  const { paidAt, rentalEndsAt } = shopperPurchaseTimes(now);
  await db
    .insert(s.carts)
    .values({ id: 'cart_seed_shopper', userId: 'usr_shopper', version: 2, state: 'completed' });
  const bought = [
    {
      productId: 'prd_0001_own_hd',
      videoId: 'vid_0001',
      orderType: 'own',
      resolution: 'HD',
      priceCents: 1499,
    },
    {
      productId: 'prd_0002_rental',
      videoId: 'vid_0002',
      orderType: 'rental',
      resolution: 'HD',
      priceCents: 399,
    },
  ];
  const prices = new Map(products.map((p) => [p.id, p.priceCents]));
  // The order's lines at the catalogue's prices, and its totals their sum.
  const priced = bought.map((b) => ({
    ...b,
    priceCents: prices.get(b.productId) ?? b.priceCents,
  }));
  const subtotal = priced.reduce((sum, b) => sum + b.priceCents, 0);
  await db.insert(s.orders).values({
    id: 'ord_seed_shopper',
    userId: 'usr_shopper',
    cartId: 'cart_seed_shopper',
    idempotencyKey: 'seed-order-shopper',
    status: 'paid',
    billerId: 'test-card',
    subtotalCents: subtotal,
    discountCents: 0,
    totalCents: subtotal,
    createdAt: paidAt,
    paidAt,
  });
  await db.insert(s.orderItems).values(priced.map((b) => ({ ...b, orderId: 'ord_seed_shopper' })));
  await db.insert(s.ownedProducts).values(
    bought.map((b) => ({
      userId: 'usr_shopper',
      orderId: 'ord_seed_shopper',
      productId: b.productId,
      videoId: b.videoId,
      orderType: b.orderType,
      resolution: b.resolution,
      expiresAt: b.orderType === 'rental' ? rentalEndsAt : null,
    })),
  );
}
