import { fc } from '@fast-check/vitest';
import type { Database } from '../../platform/db/database';
import * as s from '../schema';
import {
  BILLERS,
  COUNTRIES,
  type ModelOrder,
  PRODUCTS,
  placeOrder,
  returnLine,
  STUDIO_OF,
  voidCommission,
} from './moneyWorld.testing';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const startOfDay = (t: number) => Math.floor(t / DAY) * DAY;

/**
 * The reports' property tests' commands (decision 084): orders (coupons, commissions), returns
 * (refunds, chargebacks), late commission voids, fee-schedule and royalty-rate changes (effective
 * from the next day), days passing, and statement payouts (the caller's).
 */
export const moneyCommand = fc.oneof(
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
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('days' as const),
      days: fc.integer({ min: 1, max: 50 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('payout' as const) }) },
);
export type MoneyCommand = typeof moneyCommand extends fc.Arbitrary<infer C> ? C : never;

/** A run of commands: its clock (only forward), id counter and the orders it placed. */
export interface MoneyRun {
  clock: number;
  serial: number;
  orders: ModelOrder[];
}

/** Applies one command but a payout (which the caller runs) to the money world of `db`. */
export async function applyMoneyCommand(db: Database, c: MoneyCommand, run: MoneyRun) {
  if (c.t === 'order') {
    run.clock += c.hours * HOUR;
    run.orders.push(
      await placeOrder(db, {
        id: `o${++run.serial}`,
        user: c.user,
        biller: c.biller,
        country: c.country,
        productIds: c.products,
        discountCents: c.discount,
        commissionBp: c.commissionBp,
        at: new Date(run.clock),
      }),
    );
  } else if (c.t === 'return' || c.t === 'void') {
    const order = run.orders[c.pick % Math.max(run.orders.length, 1)];
    if (!order) return;
    run.clock += HOUR;
    if (c.t === 'void') await voidCommission(db, order, new Date(run.clock));
    else {
      const line = order.lines[c.line % order.lines.length];
      if (line) await returnLine(db, order, line.productId, c.kind, new Date(run.clock));
    }
  } else if (c.t === 'fee') {
    await db
      .insert(s.paymentFees)
      .values({
        billerId: c.biller,
        effectiveFrom: dayOf(startOfDay(run.clock) + DAY),
        percentBp: c.bp,
        fixedCents: c.fixed,
      })
      .onConflictDoNothing();
  } else if (c.t === 'rate') {
    const video = c.target.startsWith('v') ? c.target : null;
    await db
      .insert(s.royaltyRates)
      .values({
        id: `rr${++run.serial}`,
        studioId: video ? (STUDIO_OF[video] ?? 'sa') : c.target,
        videoId: video,
        rateBp: c.bp,
        effectiveFrom: dayOf(startOfDay(run.clock) + DAY),
      })
      .onConflictDoNothing();
  } else if (c.t === 'days') run.clock += c.days * DAY;
}
