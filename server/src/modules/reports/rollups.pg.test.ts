import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { testPostgresUrl } from '../../testing/postgres';
import { GROUPINGS } from './breakdownSql';
import { twoPoolsOnEmptyDatabase } from './emptyDatabase.testing';
import {
  BILLERS,
  COUNTRIES,
  insertWorld,
  type ModelOrder,
  PRODUCTS,
  placeOrder,
  returnLine,
  voidCommission,
} from './moneyWorld.testing';
import { oracleBreakdown, oracleKpis } from './oracle.testing';
import { salesBreakdown, salesKpis } from './salesReports';

const url = process.env.DATABASE_URL ?? testPostgresUrl();
const DAY = 86_400_000;

/** Runs the tasks `width` at a time (each pool has a few connections; more would queue past its timeout). */
async function inWaves<T>(tasks: (() => Promise<T>)[], width = 8): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < tasks.length; i += width)
    out.push(...(await Promise.all(tasks.slice(i, i + width).map((t) => t()))));
  return out;
}

// Concurrency on PostgreSQL (decision 084): two connection pools on one database — two API
// instances — pay orders, refund and charge back lines and void commissions at the same time,
// many of them on the same days, products and studios (the same roll-up rows). Afterwards every
// report read from the roll-ups (and the multi-filter cells, decision 115) equals the one
// recomputed from the orders by the former SQL: no sum lost, none counted twice.
describe.skipIf(!url)('the roll-ups under concurrent writers on PostgreSQL', () => {
  let pools: Awaited<ReturnType<typeof twoPoolsOnEmptyDatabase>> | undefined;
  beforeAll(async () => {
    if (!url) return;
    pools = await twoPoolsOnEmptyDatabase('rollconc', url);
    await insertWorld(pools.one);
  }, 120_000);
  afterAll(() => pools?.close());

  it('stay exact under concurrent checkouts, refunds, chargebacks and voids', async () => {
    if (!pools) throw new Error('no database');
    const { one, two } = pools;
    const dbs = [one, two];
    const day = Date.parse('2026-06-01T10:00:00Z');
    const orders: ModelOrder[] = await inWaves(
      Array.from(
        { length: 40 },
        (_, i) => () =>
          placeOrder(dbs[i % 2] as Database, {
            id: `co${i}`,
            user: `b${1 + (i % 4)}`,
            biller: BILLERS[i % 2] ?? 'card',
            country: COUNTRIES[i % 3] ?? null,
            productIds: [PRODUCTS[i % 6]?.id ?? 'p1', PRODUCTS[(i + 2) % 6]?.id ?? 'p3'],
            discountCents: i % 5 === 0 ? 700 : 0,
            commissionBp: i % 3 === 0 ? 2500 : null,
            at: new Date(day + (i % 3) * DAY + i * 1000),
          }),
      ),
    );
    await inWaves(
      orders.flatMap((o, i) => {
        const at = new Date(day + 5 * DAY + i * 1000);
        const db = dbs[(i + 1) % 2] as Database;
        const other = dbs[i % 2] as Database;
        const [first, second] = o.lines;
        const work: (() => Promise<void>)[] = [];
        if (i % 2 === 0 && first) work.push(() => returnLine(db, o, first.productId, 'refund', at));
        if (i % 4 === 1 && second)
          work.push(() => returnLine(other, o, second.productId, 'chargeback', at));
        if (i % 6 === 3) work.push(() => voidCommission(other, o, at));
        return work;
      }),
    );
    const range = { from: new Date(day - 10 * DAY), to: new Date(day + 30 * DAY) };
    for (const g of GROUPINGS)
      for (const filter of [
        {},
        { studioId: 'sa' },
        { gateway: 'card' },
        { studioId: 'sa', country: 'US' },
        { country: 'DE', gateway: 'crypto' },
        { studioId: 'sb', country: 'US', gateway: 'card' },
      ])
        expect(await salesBreakdown(one, range, g, filter)).toEqual(
          await oracleBreakdown(one, range, g, filter),
        );
    expect(await salesKpis(two, range)).toEqual(await oracleKpis(two, range));
  }, 180_000);
});
