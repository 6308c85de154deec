import type { Database } from '../../platform/db/database';
import * as s from '../schema';
import { backfillSalesFacts } from './backfill';

/**
 * A small hand-checked fixture for the report tests (the expected figures are worked out in
 * salesReports.test.ts). Two studios, three videos, four paid orders and a declined one, a refund
 * in the sale's month and a chargeback in the next month, a rate change and a per-video override.
 */
export async function insertReportFixture(db: Database): Promise<void> {
  await db.insert(s.studios).values([
    { id: 'std_a', slug: 'a', name: 'Studio A' },
    { id: 'std_b', slug: 'b', name: 'Studio B' },
  ]);
  await db.insert(s.videos).values([
    {
      id: 'vid_a1',
      slug: 'a1',
      title: 'A one',
      studioId: 'std_a',
      releaseDate: '2025-01-01',
      durationMinutes: 90,
    },
    {
      id: 'vid_b1',
      slug: 'b1',
      title: 'B one',
      studioId: 'std_b',
      releaseDate: '2025-01-01',
      durationMinutes: 90,
    },
    {
      id: 'vid_b2',
      slug: 'b2',
      title: 'B two',
      studioId: 'std_b',
      releaseDate: '2025-01-01',
      durationMinutes: 90,
    },
  ]);
  const product = (
    id: string,
    videoId: string,
    orderType: string,
    resolution: string,
    priceCents: number,
  ) => ({
    id,
    videoId,
    orderType,
    resolution,
    priceCents,
    download: true,
    stream: true,
  });
  await db
    .insert(s.products)
    .values([
      product('prd_a1', 'vid_a1', 'own', 'HD', 1000),
      product('prd_b1', 'vid_b1', 'own', 'HD', 2000),
      product('prd_b2', 'vid_b2', 'rental', 'SD', 500),
    ]);
  await db.insert(s.users).values([
    { id: 'u1', email: 'u1@example.test' },
    { id: 'u2', email: 'u2@example.test' },
  ]);
  await db.insert(s.paymentFees).values([
    { billerId: 'test-card', effectiveFrom: '2026-01-01', percentBp: 290, fixedCents: 30 },
    { billerId: 'test-crypto', effectiveFrom: '2026-01-01', percentBp: 100, fixedCents: 0 },
  ]);
  await db.insert(s.royaltyRates).values([
    { id: 'rr1', studioId: 'std_a', rateBp: 2000, effectiveFrom: '2026-01-01' },
    { id: 'rr2', studioId: 'std_a', rateBp: 3000, effectiveFrom: '2026-03-01' },
    { id: 'rr3', studioId: 'std_b', rateBp: 1000, effectiveFrom: '2026-01-01' },
    { id: 'rr4', studioId: 'std_b', videoId: 'vid_b1', rateBp: 5000, effectiveFrom: '2026-01-01' },
  ]);
  const orders = [
    {
      id: 'o1',
      user: 'u1',
      biller: 'test-card',
      country: 'US',
      paid: '2026-01-10',
      lines: ['prd_a1', 'prd_b1'],
      discount: 0,
    },
    {
      id: 'o2',
      user: 'u2',
      biller: 'test-crypto',
      country: 'DE',
      paid: '2026-01-20',
      lines: ['prd_b2'],
      discount: 100,
    },
    {
      id: 'o3',
      user: 'u1',
      biller: 'test-card',
      country: 'US',
      paid: '2026-02-05',
      lines: ['prd_a1'],
      discount: 0,
    },
    {
      id: 'o4',
      user: 'u2',
      biller: 'test-card',
      country: 'DE',
      paid: '2026-03-03',
      lines: ['prd_a1'],
      discount: 0,
    },
    {
      id: 'o5',
      user: 'u2',
      biller: 'test-card',
      country: 'DE',
      paid: '2026-01-12',
      lines: ['prd_b1'],
      discount: 0,
      declined: true,
    },
  ];
  const prices: Record<string, [string, string, string, number]> = {
    prd_a1: ['vid_a1', 'own', 'HD', 1000],
    prd_b1: ['vid_b1', 'own', 'HD', 2000],
    prd_b2: ['vid_b2', 'rental', 'SD', 500],
  };
  await db
    .insert(s.carts)
    .values(orders.map((o) => ({ id: `c_${o.id}`, userId: o.user, state: 'completed' })));
  await db.insert(s.orders).values(
    orders.map((o) => {
      const subtotal = o.lines.reduce((sum, p) => sum + (prices[p]?.[3] ?? 0), 0);
      const at = new Date(`${o.paid}T12:00:00Z`);
      return {
        id: o.id,
        userId: o.user,
        cartId: `c_${o.id}`,
        status: o.declined ? 'declined' : 'paid',
        billerId: o.biller,
        country: o.country,
        subtotalCents: subtotal,
        discountCents: o.discount,
        totalCents: subtotal - o.discount,
        paidAt: o.declined ? null : at,
        createdAt: at,
      };
    }),
  );
  await db.insert(s.orderItems).values(
    orders.flatMap((o) =>
      o.lines.map((p) => {
        const [videoId, orderType, resolution, priceCents] = prices[p] ?? ['', '', '', 0];
        return { orderId: o.id, productId: p, videoId, orderType, resolution, priceCents };
      }),
    ),
  );
  await db.insert(s.refunds).values([
    {
      id: 'r1',
      refundKey: 'r1',
      orderId: 'o1',
      productId: 'prd_b1',
      kind: 'refund',
      amountCents: 2000,
      createdAt: new Date('2026-01-25T00:00:00Z'),
    },
    {
      id: 'r2',
      refundKey: 'r2',
      orderId: 'o1',
      productId: 'prd_a1',
      kind: 'chargeback',
      amountCents: 1000,
      createdAt: new Date('2026-02-10T00:00:00Z'),
    },
  ]); // The orders were inserted as they are stored, not through checkout: build their facts.
  await backfillSalesFacts(db);
}
