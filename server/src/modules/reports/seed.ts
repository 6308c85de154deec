import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import { createRandom } from '../../platform/random';
import type { generateCatalogue } from '../catalogue/seed';
import * as s from '../schema';
import { applyBasisPoints } from './allocate';
import { finalizeMonths, recordPayment, statementId } from './statements';

/** Customers who bought in the seeded sales; they have no password (they never sign in). */
export const SALES_CUSTOMERS = 240;
/** Roughly how many orders 12 months of seeded sales hold. */
export const SALES_ORDERS_APPROX = 3_000;

const COUNTRIES = [
  ['US', 30],
  ['DE', 12],
  ['GB', 11],
  ['FR', 9],
  ['JP', 9],
  ['CA', 7],
  ['BR', 6],
  ['AU', 6],
  ['NL', 5],
  ['ES', 5],
] as const;

/** The payment fee schedule per gateway (decision 035). */
export const SEED_PAYMENT_FEES = [
  { billerId: 'test-card', effectiveFrom: '2020-01-01', percentBp: 290, fixedCents: 30 },
  { billerId: 'test-crypto', effectiveFrom: '2020-01-01', percentBp: 100, fixedCents: 0 },
];

const DAY = 86_400_000;
const CHUNK = 1_000;
async function insertChunks<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.insert(table).values(rows.slice(i, i + CHUNK));
}

/** The seeded year starts on the first of this month a year ago (UTC): its time and its day. */
function seedYearStart(now: Date) {
  const start = Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1);
  return { start, startDay: new Date(start).toISOString().slice(0, 10) };
}

/**
 * The terms the sales are booked under — the fee schedule, royalty rates per studio (one rate
 * change six months ago), two per-video overrides — seeded before any order, so the facts written
 * when the seeded orders' money moves read them (decision 084).
 */
export async function seedSalesTerms(
  db: Database,
  catalogue: ReturnType<typeof generateCatalogue>,
  now = new Date(),
): Promise<void> {
  const { startDay } = seedYearStart(now);
  await insertChunks(db, s.paymentFees, SEED_PAYMENT_FEES);
  const rates = catalogue.studios.map((studio, i) => ({
    id: `rr_${studio.id}`,
    studioId: studio.id,
    rateBp: 2_000 + (i % 4) * 500,
    effectiveFrom: '2020-01-01',
  }));
  const first = catalogue.studios[0];
  if (first) {
    // A rate change six months ago: sales before it keep the old rate.
    const change = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, 1));
    rates.push({
      id: `rr_${first.id}_raise`,
      studioId: first.id,
      rateBp: 3_000,
      effectiveFrom: change.toISOString().slice(0, 10),
    });
  }
  const overrides = catalogue.videos.slice(0, 2).flatMap((v) =>
    v.studioId
      ? [
          {
            id: `rr_${v.id}`,
            studioId: v.studioId,
            videoId: v.id,
            rateBp: 4_000,
            effectiveFrom: startDay,
          },
        ]
      : [],
  );
  await insertChunks(db, s.royaltyRates, [...rates, ...overrides]);
  // The studio's own rate (what the back office shows and edits) is its latest studio-level rate.
  const latest = new Map<string, { rateBp: number; effectiveFrom: string }>();
  for (const rate of rates) {
    const seen = latest.get(rate.studioId);
    if (!seen || rate.effectiveFrom > seen.effectiveFrom) latest.set(rate.studioId, rate);
  }
  for (const [studioId, rate] of latest)
    await db.update(s.studios).set({ royaltyBps: rate.rateBp }).where(eq(s.studios.id, studioId));
}

/**
 * Twelve months of sales before `now` for the manager's reports (decision 037): separate generated
 * customers (the seeded accounts' orders stay as they are), orders across studios, countries,
 * gateways and licenses growing over the year with a weekly rhythm, some refunds and chargebacks,
 * (under the terms of seedSalesTerms), and the
 * statements of the older months final (and the oldest paid). Deterministic given the day of `now`.
 */
export async function seedSales(
  db: Database,
  catalogue: ReturnType<typeof generateCatalogue>,
  now = new Date(),
): Promise<void> {
  const random = createRandom(20_261_124);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const { start } = seedYearStart(now);

  const customers = Array.from({ length: SALES_CUSTOMERS }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    const country = weighted(random.next(), COUNTRIES);
    return { id: `usr_buyer_${n}`, email: `buyer${n}@example.test`, country };
  });
  const products = catalogue.products;
  const orders: (typeof s.orders.$inferInsert)[] = [];
  const carts: (typeof s.carts.$inferInsert)[] = [];
  const items: (typeof s.orderItems.$inferInsert)[] = [];
  const refunds: (typeof s.refunds.$inferInsert)[] = [];
  const joined = new Map<string, Date>();
  const days = Math.round((today - start) / DAY) + 1;
  let n = 0;
  for (let d = 0; d < days; d++) {
    const dayStart = start + d * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    // Growth over the year and busier weekends.
    const mean = (4 + (d / days) * 6) * (weekday === 0 || weekday === 6 ? 1.4 : 1);
    const count = Math.max(0, Math.round(mean + (random.next() - 0.5) * 6));
    for (let k = 0; k < count; k++) {
      n++;
      const id = `ord_sale_${String(n).padStart(6, '0')}`;
      // Early customers buy more often: a skewed pick.
      const customer =
        customers[Math.floor(random.next() ** 1.6 * customers.length)] ?? customers[0];
      if (!customer) continue;
      const paidAt = new Date(dayStart + random.int(0, DAY / 1000 - 1) * 1000);
      if (paidAt.getTime() > now.getTime()) continue;
      if (!joined.has(customer.id)) joined.set(customer.id, new Date(paidAt.getTime() - 3_600_000));
      const lines = random.sample(products, random.chance(0.25) ? 2 : 1);
      const distinctVideos = new Set(lines.map((p) => p.videoId));
      if (distinctVideos.size !== lines.length) lines.splice(1);
      const subtotal = lines.reduce((sum, p) => sum + p.priceCents, 0);
      const discount = random.chance(0.12) ? applyBasisPoints(subtotal, 1_000) : 0;
      carts.push({
        id: `cart_sale_${id.slice(9)}`,
        userId: customer.id,
        version: 1,
        state: 'completed',
      });
      orders.push({
        id,
        userId: customer.id,
        cartId: `cart_sale_${id.slice(9)}`,
        status: 'paid',
        billerId: random.chance(0.8) ? 'test-card' : 'test-crypto',
        country: customer.country,
        subtotalCents: subtotal,
        discountCents: discount,
        totalCents: subtotal - discount,
        paidAt,
        createdAt: paidAt,
      });
      for (const p of lines) {
        items.push({
          orderId: id,
          productId: p.id,
          videoId: p.videoId,
          orderType: p.orderType,
          resolution: p.resolution,
          priceCents: p.priceCents,
        });
        const roll = random.next();
        if (roll < 0.05) {
          const createdAt = new Date(paidAt.getTime() + random.int(1, 25) * DAY);
          if (createdAt.getTime() > now.getTime()) continue;
          const kind = roll < 0.01 ? 'chargeback' : 'refund';
          const key = `seed-${kind}-${id}-${p.id}`;
          const share = Math.round((p.priceCents * (subtotal - discount)) / subtotal);
          refunds.push({
            id: `rfd_${id.slice(9)}_${p.id}`,
            refundKey: key,
            orderId: id,
            productId: p.id,
            kind,
            amountCents: share,
            createdAt,
          });
        }
      }
    }
  }
  await insertChunks(
    db,
    s.users,
    customers
      .filter((c) => joined.has(c.id))
      .map((c) => ({ id: c.id, email: c.email, role: 'user', createdAt: joined.get(c.id) })),
  );
  await insertChunks(db, s.carts, carts);
  await insertChunks(db, s.orders, orders);
  await insertChunks(db, s.orderItems, items);
  await insertChunks(db, s.refunds, refunds);
}

/**
 * The statements of the seeded year: months ended more than a month ago final, those older than
 * three paid. Run after the seeded orders' facts exist (decision 084): a statement is finalised
 * from the facts, and one finalised before them would be stored empty — the merge's e2e
 * (manager-reports: royalties) showed every statement "Open".
 */
export async function seedStatements(
  db: Database,
  catalogue: ReturnType<typeof generateCatalogue>,
  now = new Date(),
): Promise<void> {
  const { startDay } = seedYearStart(now);
  // The statements of months ended more than a month ago are final; those older than three paid.
  const finalCount = 10;
  await finalizeMonths(db, startDay.slice(0, 7), finalCount, now);
  for (let m = 0; m < finalCount - 2; m++) {
    const month = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + m, 1))
      .toISOString()
      .slice(0, 7);
    for (const studio of catalogue.studios)
      await recordPayment(db, statementId(studio.id, month), `SEED-PAY-${month}`, now);
  }
}

function weighted<T extends string>(roll: number, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let at = roll * total;
  for (const [value, w] of table) {
    at -= w;
    if (at < 0) return value;
  }
  return table[0]?.[0] as T;
}
