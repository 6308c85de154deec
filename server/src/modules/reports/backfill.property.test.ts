import { fc, test } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Database } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { backfillSalesFacts } from './backfill';
import { emptyTestDatabase } from './emptyDatabase.testing';
import {
  applyMoneyCommand,
  type MoneyCommand,
  type MoneyRun,
  moneyCommand,
} from './moneyCommands.testing';
import { insertWorld, withoutWriter } from './moneyWorld.testing';

const HOUR = 3_600_000;

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
      refund_cents::int, chargeback_cents::int, fee_cents::int, commission_cents::int, facts > 0 as has_facts
      from sales_daily order by 1, 2, 3, 4`,
  ),
  monthly: await rowsOf(
    db,
    sql`select scope, month::text, key, orders::int, quantity::int, gross_cents::int,
      refund_cents::int, chargeback_cents::int, fee_cents::int, commission_cents::int, facts > 0 as has_facts
      from sales_monthly_video order by 1, 2, 3`,
  ),
  cells: await rowsOf(
    db,
    sql`select dim, studio_id, country, day::text, gateway, key, orders::int, studio_orders::int,
      key_orders::int, studio_key_orders::int, quantity::int, gross_cents::int, refund_cents::int,
      chargeback_cents::int, fee_cents::int, commission_cents::int, facts > 0 as has_facts
      from sales_cells order by 1, 2, 3, 4, 5, 6`,
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

  async function apply(db: Database, commands: MoneyCommand[], start: number, first: number) {
    const run: MoneyRun = { clock: start, serial: first, orders: [] };
    for (const c of commands) if (c.t !== 'payout') await applyMoneyCommand(db, c, run);
    return run;
  }

  // Both databases serve every run (the clock only moves forward), so after a failure the shrunk
  // counterexample may be trivial: the first failing sequence is the one to read.
  // The invariant: for any sequence of orders (coupons, affiliate commissions), refunds,
  // chargebacks, late commission voids and fee-schedule and royalty-rate changes, the backfill
  // over the same orders stored without the writer (its set-based SQL, a second implementation of
  // `planFacts`) books the facts the writer booked as the money moved — per line, kind, refund and
  // day, the same sums, keys, rate and first-line flags — and the same roll-ups (the daily one,
  // month × video, the multi-filter cells of decision 115, first buyers), row for row; each row
  // holds a fact or not alike (the writer may book a line's corrections as facts of their own
  // where the backfill books one, so their counts may differ: decision 121).
  test.prop([fc.array(moneyCommand, { minLength: 1, maxLength: 25 })], { numRuns: 10 })(
    'the backfill equals the writer',
    async (commands) => {
      if (!written || !loaded) throw new Error('no database');
      const start = clock;
      const first = serial;
      const a = await apply(written, commands, start, first);
      await apply(loaded, commands, start, first);
      [clock, serial] = [a.clock + HOUR, a.serial];
      await backfillSalesFacts(loaded, { batch: 7 });
      expect(await factSums(loaded)).toEqual(await factSums(written));
      expect(await rollups(loaded)).toEqual(await rollups(written));
    },
    600_000,
  );
});
