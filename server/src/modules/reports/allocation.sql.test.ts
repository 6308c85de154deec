import { allocateCents, priceStoredOrder } from '@reelcart/contract/store';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { int, rowsOf } from '../../platform/db/rows';
import { testPostgresUrl } from '../../testing/postgres';
import * as s from '../schema';
import { emptyTestDatabase } from './emptyDatabase.testing';
import { lineEvents } from './oracle.testing';

// PostgreSQL: DATABASE_URL, or the throwaway cluster of `npm test` (tools/with-postgres.mjs).
const url = process.env.DATABASE_URL ?? testPostgresUrl();
const RUNS = Number(process.env.FC_RUNS ?? 15);
const DAY = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00Z');

/**
 * Ids whose order differs between byte order and a linguistic collation (case, `-` and `_`,
 * digits): the SQL must break ties as JavaScript compares ids (decision 063).
 */
const PRODUCTS = ['prd_a', 'prd_B', 'PRD_a', 'prd_10', 'prd_9', 'prd-x', 'prd_x', 'prd_a_b'];

interface GeneratedOrder {
  lines: { productId: string; priceCents: number }[];
  /** What the order was paid, 0 ≤ total ≤ subtotal (any coupon, any rounding). */
  totalPart: number;
  biller: 'test-card' | 'test-crypto';
  /** The net affiliate commission, negative too (a claw-back beyond it), or none. */
  commissionCents: number | null;
}

const order: fc.Arbitrary<GeneratedOrder> = fc.record({
  lines: fc
    .shuffledSubarray(PRODUCTS, { minLength: 1, maxLength: 5 })
    .chain((ids) =>
      fc.tuple(
        ...ids.map((productId) =>
          fc
            .oneof(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(0, 1, 399, 1499))
            .map((priceCents) => ({ productId, priceCents })),
        ),
      ),
    ),
  totalPart: fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0, 0.9, 1)),
  biller: fc.constantFrom('test-card' as const, 'test-crypto' as const),
  commissionCents: fc.option(fc.integer({ min: -5_000, max: 50_000 }), { nil: null }),
});

/**
 * Invariant: for ANY generated paid orders (one to five lines at any prices, any total from 0 to
 * the subtotal, either gateway's fee, any net commission, negative included), the sales facts'
 * SQL allocation equals the contract's money rule line by line: a line's gross is its share of
 * the stored total (`priceStoredOrder`), its fee and commission the order's amount split by
 * `allocateCents` — so the reports, refunds and receipts can never disagree by a cent.
 */
describe.each([
  ['PGlite', undefined],
  ['PostgreSQL', url],
] as const)('the sales facts allocate by the money rule on %s', (name, databaseUrl) => {
  let opened: Awaited<ReturnType<typeof emptyTestDatabase>> | undefined;
  const skip = name === 'PostgreSQL' && !databaseUrl;

  beforeAll(async () => {
    if (skip) return;
    opened = await emptyTestDatabase('allocation', databaseUrl);
    const db = opened.db;
    await db.insert(s.studios).values({ id: 'std_m', slug: 'm', name: 'Studio M' });
    await db.insert(s.videos).values({
      id: 'vid_m',
      slug: 'm',
      title: 'M',
      studioId: 'std_m',
      releaseDate: '2025-01-01',
      durationMinutes: 90,
    });
    await db.insert(s.products).values(
      PRODUCTS.map((id) => ({
        id,
        videoId: 'vid_m',
        orderType: 'own',
        resolution: 'HD',
        priceCents: 1,
        download: true,
        stream: true,
      })),
    );
    await db.insert(s.users).values({ id: 'u_m', email: 'm@example.test' });
    await db.insert(s.paymentFees).values([
      { billerId: 'test-card', effectiveFrom: '2025-01-01', percentBp: 290, fixedCents: 30 },
      { billerId: 'test-crypto', effectiveFrom: '2025-01-01', percentBp: 100, fixedCents: 0 },
    ]);
  }, 60_000);
  afterAll(() => opened?.close());

  let run = 0;
  it.skipIf(skip)(
    'property: the SQL split equals allocateCents for every line',
    async () => {
      const db = opened?.db;
      if (!db) throw new Error('no database');
      await fc.assert(
        fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 6 }), async (generated) => {
          run += 1;
          const day = START + run * DAY;
          const ids = generated.map((_, i) => `o_${run}_${i}`);
          const orders = generated.map((o, i) => {
            const subtotal = o.lines.reduce((sum, l) => sum + l.priceCents, 0);
            return { ...o, id: ids[i] ?? '', subtotal, total: Math.floor(subtotal * o.totalPart) };
          });
          await db
            .insert(s.carts)
            .values(orders.map((o) => ({ id: `c_${o.id}`, userId: 'u_m', state: 'completed' })));
          await db.insert(s.orders).values(
            orders.map((o) => ({
              id: o.id,
              userId: 'u_m',
              cartId: `c_${o.id}`,
              status: 'paid',
              billerId: o.biller,
              subtotalCents: o.subtotal,
              discountCents: o.subtotal - o.total,
              totalCents: o.total,
              paidAt: new Date(day + 3_600_000),
            })),
          );
          await db.insert(s.orderItems).values(
            orders.flatMap((o) =>
              o.lines.map((l) => ({
                orderId: o.id,
                productId: l.productId,
                videoId: 'vid_m',
                orderType: 'own',
                resolution: 'HD',
                priceCents: l.priceCents,
              })),
            ),
          );
          const ledger = orders.filter((o) => o.commissionCents !== null);
          if (ledger.length) {
            await db.insert(s.affiliateLedger).values(
              ledger.map((o) => ({
                id: `l_${o.id}`,
                entryKey: `l_${o.id}`,
                affiliateId: 'u_aff',
                kind: 'commission',
                orderId: o.id,
                customerId: 'u_m',
                amountCents: o.commissionCents ?? 0,
                baseCents: o.total,
                rateBp: 1000,
                availableAt: new Date(day),
              })),
            );
          }
          const rows = await rowsOf<Record<string, unknown>>(
            db,
            sql`select order_id, product_id, gross, fee, commission from ${lineEvents({
              from: new Date(day),
              to: new Date(day + DAY),
            })} e where quantity = 1`,
          );
          const sqlOf = new Map(
            rows.map((r) => [
              `${r.order_id}/${r.product_id}`,
              { gross: int(r.gross), fee: int(r.fee), commission: int(r.commission) },
            ]),
          );
          expect(sqlOf.size).toBe(orders.reduce((n, o) => n + o.lines.length, 0));
          for (const o of orders) {
            const lines = o.lines.map((l) => ({ id: l.productId, priceCents: l.priceCents }));
            const got = lines.map((l) => sqlOf.get(`${o.id}/${l.id}`));
            // The order's fee as the SQL computed it (fixed + percent, half up); its split is checked.
            const fee = got.reduce((sum, g) => sum + (g?.fee ?? 0), 0);
            const gross = priceStoredOrder(lines, o.total).lines.map((l) => l.totalCents);
            const fees = allocateCents(fee, lines);
            const commissions = allocateCents(o.commissionCents ?? 0, lines);
            expect(got).toEqual(
              lines.map((_, i) => ({
                gross: gross[i],
                fee: fees[i],
                commission: commissions[i],
              })),
            );
          }
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});
