import { fc, test } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Database } from '../../platform/db/database';
import * as s from '../schema';
import { backfillSalesFacts } from './backfill';
import { emptyTestDatabase } from './emptyDatabase.testing';
import {
  BILLERS,
  COUNTRIES,
  insertWorld,
  type ModelOrder,
  PRODUCTS,
  placeOrder,
  returnLine,
  STUDIO_OF,
  voidCommission,
  withoutWriter,
} from './moneyWorld.testing';
import { rowsOf } from './salesFacts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const startOfDay = (t: number) => Math.floor(t / DAY) * DAY;

const command = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('order' as const),
      user: fc.constantFrom('b1', 'b2', 'b3', 'b4'),
      biller: fc.constantFrom(...BILLERS),
      country: fc.constantFrom(...COUNTRIES),
      products: fc.subarray(
        PRODUCTS.map((p) => p.id as string),
        { minLength: 1, maxLength: 3 },
      ),
      discount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4_000 })),
      commissionBp: fc.option(fc.integer({ min: 100, max: 4_000 })),
      hours: fc.integer({ min: 0, max: 60 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('return' as const),
      pick: fc.nat(),
      line: fc.nat(),
      kind: fc.constantFrom('refund' as const, 'chargeback' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('void' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('fee' as const),
      biller: fc.constantFrom(...BILLERS),
      bp: fc.integer({ min: 0, max: 900 }),
      fixed: fc.integer({ min: 0, max: 50 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('rate' as const),
      target: fc.constantFrom('sa', 'sb', 'sc', 'v1', 'v3'),
      bp: fc.integer({ min: 0, max: 9_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('days' as const), days: fc.nat(20) }) },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** The facts as the reports read them: per line, kind, refund, day and every key, summed. */
const factSums = (db: Database) =>
  rowsOf<Record<string, unknown>>(
    db,
    sql`select order_id, product_id, kind, refund_id, day::text, at, sale_paid_at, studio_id,
      video_id, order_type, resolution, country, biller_id, user_id, rate_bp,
      sum(quantity)::int as quantity, sum(gross_cents)::int as gross, sum(discount_cents)::int as discount,
      sum(fee_cents)::int as fee, sum(commission_cents)::int as commission,
      sum(refund_cents)::int as refund, sum(chargeback_cents)::int as chargeback, sum(net_cents)::int as net,
      bool_or(first_in_order) as o, bool_or(first_in_studio) as s, bool_or(first_in_video) as v,
      bool_or(first_in_license) as l, bool_or(first_in_studio_license) as sl
      from sales_facts group by order_id, product_id, kind, refund_id, day, at, sale_paid_at,
        studio_id, video_id, order_type, resolution, country, biller_id, user_id, rate_bp
      order by order_id, product_id, kind, refund_id`,
  );
const rollups = async (db: Database) => ({
  daily: await rowsOf(
    db,
    sql`select scope, dim, day::text, key, orders::int, quantity::int, gross_cents::int,
      refund_cents::int, chargeback_cents::int, fee_cents::int, commission_cents::int
      from sales_daily order by 1, 2, 3, 4`,
  ),
  monthly: await rowsOf(
    db,
    sql`select scope, month::text, key, orders::int, quantity::int, gross_cents::int,
      refund_cents::int, chargeback_cents::int, fee_cents::int, commission_cents::int
      from sales_monthly_video order by 1, 2, 3`,
  ),
  customers: await rowsOf(db, sql`select user_id, first_paid_at from sales_customers order by 1`),
});

describe('the backfill books what the writer books', () => {
  const opened: Awaited<ReturnType<typeof emptyTestDatabase>>[] = [];
  // `written`: every money move recorded by the writer as it happens (checkout, refunds, the
  // ledger); `loaded`: the same moves stored without it (as seeds and imports do), then backfilled.
  let written: Database | undefined;
  let loaded: Database | undefined;
  let clock = Date.parse('2026-01-01T09:00:00Z');
  let serial = 0;
  beforeAll(async () => {
    for (const tag of ['bfwritten', 'bfloaded']) {
      const db = await emptyTestDatabase(tag);
      await insertWorld(db.db);
      opened.push(db);
    }
    [written, loaded] = opened.map((o) => o.db);
    if (loaded) withoutWriter.add(loaded);
  }, 120_000);
  afterAll(async () => {
    for (const o of opened) await o.close();
  });

  async function apply(db: Database, commands: Command[], start: number, first: number) {
    let at = start;
    let n = first;
    const orders: ModelOrder[] = [];
    for (const c of commands) {
      if (c.t === 'order') {
        at += c.hours * HOUR;
        orders.push(
          await placeOrder(db, {
            id: `o${++n}`,
            user: c.user,
            biller: c.biller,
            country: c.country,
            productIds: c.products,
            discountCents: c.discount,
            commissionBp: c.commissionBp,
            at: new Date(at),
          }),
        );
      } else if (c.t === 'return' || c.t === 'void') {
        const order = orders[c.pick % Math.max(orders.length, 1)];
        if (!order) continue;
        at += HOUR;
        if (c.t === 'void') await voidCommission(db, order, new Date(at));
        else {
          const line = order.lines[c.line % order.lines.length];
          if (line) await returnLine(db, order, line.productId, c.kind, new Date(at));
        }
      } else if (c.t === 'fee') {
        await db
          .insert(s.paymentFees)
          .values({
            billerId: c.biller,
            effectiveFrom: dayOf(startOfDay(at) + DAY),
            percentBp: c.bp,
            fixedCents: c.fixed,
          })
          .onConflictDoNothing();
      } else if (c.t === 'rate') {
        const video = c.target.startsWith('v') ? c.target : null;
        await db
          .insert(s.royaltyRates)
          .values({
            id: `rr${++n}`,
            studioId: video ? (STUDIO_OF[video] ?? 'sa') : c.target,
            videoId: video,
            rateBp: c.bp,
            effectiveFrom: dayOf(startOfDay(at) + DAY),
          })
          .onConflictDoNothing();
      } else at += c.days * DAY;
    }
    return { at, n };
  }

  // Both databases serve every run (the clock only moves forward), so after a failure the shrunk
  // counterexample may be trivial: the first failing sequence is the one to read.
  // The invariant: for any sequence of orders (coupons, affiliate commissions), refunds,
  // chargebacks, late commission voids and fee-schedule and royalty-rate changes, the backfill
  // over the same orders stored without the writer (its set-based SQL, a second implementation of
  // `planFacts`) books the facts the writer booked as the money moved — per line, kind, refund and
  // day, the same sums, keys, rate and first-line flags — and the same roll-ups, row for row.
  test.prop([fc.array(command, { minLength: 1, maxLength: 25 })], { numRuns: 10 })(
    'the backfill equals the writer',
    async (commands) => {
      if (!written || !loaded) throw new Error('no database');
      const start = clock;
      const first = serial;
      const a = await apply(written, commands, start, first);
      await apply(loaded, commands, start, first);
      [clock, serial] = [a.at + HOUR, a.n];
      await backfillSalesFacts(loaded, { batch: 7 });
      expect(await factSums(loaded)).toEqual(await factSums(written));
      expect(await rollups(loaded)).toEqual(await rollups(written));
    },
    600_000,
  );
});
