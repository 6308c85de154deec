import { priceStoredOrder } from '@reelcart/contract/store';
import type { Database } from '../../platform/db/database';
import * as s from '../schema';
import { recordSalesFacts } from './factWriter';

/**
 * A store for the reports' property tests (decision 084): three studios, four videos, six
 * products, four buyers, two gateways, and commands that move money the way checkout, refunds,
 * chargebacks and the affiliate ledger do — each followed, as in those transactions, by
 * `recordSalesFacts` of its order.
 */
/**
 * Databases whose orders bypass the writer (as seeds and imports do): the money world stores their
 * orders, refunds and ledger rows without `recordSalesFacts`, for the backfill to book.
 */
export const withoutWriter = new WeakSet<Database>();
const record = (db: Database, orderId: string) =>
  withoutWriter.has(db) ? Promise.resolve(0) : recordSalesFacts(db, [orderId]);

export const PRODUCTS = [
  { id: 'p1', videoId: 'v1', orderType: 'own', resolution: 'HD', priceCents: 1999 },
  { id: 'p2', videoId: 'v1', orderType: 'rental', resolution: 'SD', priceCents: 399 },
  { id: 'p3', videoId: 'v2', orderType: 'own', resolution: '4K', priceCents: 2999 },
  { id: 'p4', videoId: 'v3', orderType: 'own', resolution: 'HD', priceCents: 1000 },
  { id: 'p5', videoId: 'v4', orderType: 'rental', resolution: 'HD', priceCents: 0 },
  { id: 'p6', videoId: 'v4', orderType: 'own', resolution: 'HD', priceCents: 1500 },
] as const;
export const STUDIO_OF: Record<string, string> = { v1: 'sa', v2: 'sa', v3: 'sb', v4: 'sc' };
export const BILLERS = ['card', 'crypto'] as const;
export const COUNTRIES = ['US', 'DE', null] as const;

export async function insertWorld(db: Database): Promise<void> {
  await db
    .insert(s.studios)
    .values(['sa', 'sb', 'sc'].map((id) => ({ id, slug: id, name: `Studio ${id}` })));
  await db.insert(s.videos).values(
    Object.entries(STUDIO_OF).map(([id, studioId]) => ({
      id,
      slug: id,
      title: `Video ${id}`,
      studioId,
      releaseDate: '2020-01-01',
      durationMinutes: 90,
    })),
  );
  await db.insert(s.products).values(PRODUCTS.map((p) => ({ ...p, download: true, stream: true })));
  await db
    .insert(s.users)
    .values(['b1', 'b2', 'b3', 'b4', 'aff'].map((id) => ({ id, email: `${id}@example.test` })));
  await db.insert(s.paymentFees).values([
    { billerId: 'card', effectiveFrom: '2020-01-01', percentBp: 290, fixedCents: 30 },
    { billerId: 'crypto', effectiveFrom: '2020-01-01', percentBp: 100, fixedCents: 0 },
  ]);
  await db.insert(s.royaltyRates).values([
    { id: 'r_sa', studioId: 'sa', rateBp: 2000, effectiveFrom: '2020-01-01' },
    { id: 'r_sb', studioId: 'sb', rateBp: 3500, effectiveFrom: '2020-01-01' },
    { id: 'r_v2', studioId: 'sa', videoId: 'v2', rateBp: 5000, effectiveFrom: '2020-01-01' },
  ]);
}

export interface ModelOrder {
  id: string;
  totalCents: number;
  lines: { productId: string; paidCents: number }[];
  returned: Set<string>;
  refundedCents: number;
  commissionCents: number;
  reversedCents: number;
}

/** A paid order as checkout stores it, with an optional affiliate commission (rate in bp). */
export async function placeOrder(
  db: Database,
  o: {
    id: string;
    user: string;
    biller: string;
    country: string | null;
    productIds: string[];
    discountCents: number;
    commissionBp: number | null;
    at: Date;
  },
): Promise<ModelOrder> {
  const lines = o.productIds.map((id) => {
    const p = PRODUCTS.find((x) => x.id === id) ?? PRODUCTS[0];
    return p;
  });
  const subtotal = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const discount = Math.min(o.discountCents, subtotal);
  const total = subtotal - discount;
  await db.insert(s.carts).values({ id: `c_${o.id}`, userId: o.user, state: 'completed' });
  await db.insert(s.orders).values({
    id: o.id,
    userId: o.user,
    cartId: `c_${o.id}`,
    status: 'paid',
    billerId: o.biller,
    country: o.country,
    subtotalCents: subtotal,
    discountCents: discount,
    totalCents: total,
    paidAt: o.at,
    createdAt: o.at,
  });
  await db.insert(s.orderItems).values(
    lines.map((l) => ({
      orderId: o.id,
      productId: l.id,
      videoId: l.videoId,
      orderType: l.orderType,
      resolution: l.resolution,
      priceCents: l.priceCents,
    })),
  );
  await record(db, o.id);
  const priced = priceStoredOrder(
    lines.map((l) => ({ id: l.id, priceCents: l.priceCents })),
    total,
  );
  const order: ModelOrder = {
    id: o.id,
    totalCents: total,
    lines: priced.lines.map((l) => ({ productId: l.id, paidCents: l.totalCents })),
    returned: new Set(),
    refundedCents: 0,
    commissionCents: 0,
    reversedCents: 0,
  };
  if (o.commissionBp !== null && total > 0) {
    order.commissionCents = Math.floor((total * o.commissionBp) / 10_000);
    await ledger(db, order, 'commission', order.commissionCents, o.at);
  }
  return order;
}

async function ledger(db: Database, order: ModelOrder, kind: string, cents: number, at: Date) {
  await db.insert(s.affiliateLedger).values({
    id: `led_${order.id}_${kind}_${at.getTime()}`,
    entryKey: `${kind}:${order.id}:${at.getTime()}`,
    affiliateId: 'aff',
    kind,
    orderId: order.id,
    customerId: 'b1',
    amountCents: cents,
    baseCents: order.totalCents,
    rateBp: 0,
    availableAt: at,
    createdAt: at,
  });
  await record(db, order.id);
}

/** Returns one line (a refund or a chargeback), reversing the commission's prorated share. */
export async function returnLine(
  db: Database,
  order: ModelOrder,
  productId: string,
  kind: 'refund' | 'chargeback',
  at: Date,
): Promise<void> {
  const line = order.lines.find((l) => l.productId === productId);
  if (!line || order.returned.has(productId)) return;
  order.returned.add(productId);
  order.refundedCents += line.paidCents;
  await db.insert(s.refunds).values({
    id: `rf_${order.id}_${productId}`,
    refundKey: `rf_${order.id}_${productId}`,
    orderId: order.id,
    productId,
    kind,
    amountCents: line.paidCents,
    createdAt: at,
  });
  await record(db, order.id);
  const due = order.totalCents
    ? Math.floor((order.commissionCents * order.refundedCents) / order.totalCents)
    : 0;
  const reverse = Math.min(due, order.commissionCents) - order.reversedCents;
  if (reverse > 0) {
    order.reversedCents += reverse;
    await ledger(db, order, 'reversal', -reverse, at);
  }
}

/** A late void of what is left of an order's commission (the affiliate ledger, decision 022). */
export async function voidCommission(db: Database, order: ModelOrder, at: Date): Promise<void> {
  const left = order.commissionCents - order.reversedCents;
  if (left <= 0) return;
  order.reversedCents += left;
  await ledger(db, order, 'void', -left, at);
}
