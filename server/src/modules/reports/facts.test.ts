import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { int, rowsOf } from '../../platform/db/rows';
import { testPostgresUrl } from '../../testing/postgres';
import { emptyTestDatabase } from './emptyDatabase.testing';
import { recordSalesFacts } from './factWriter';
import { insertReportFixture } from './fixture.testing';

const url = process.env.DATABASE_URL ?? testPostgresUrl();

// The facts are a ledger (decision 084): appended when money moves, never changed, written once.
describe.each([
  ['PGlite', undefined],
  ['PostgreSQL', url],
] as const)('the sales facts on %s', (name, databaseUrl) => {
  let opened: Awaited<ReturnType<typeof emptyTestDatabase>> | undefined;
  const skip = name === 'PostgreSQL' && !databaseUrl;
  beforeAll(async () => {
    if (skip) return;
    opened = await emptyTestDatabase('facts', databaseUrl);
    await insertReportFixture(opened.db);
  }, 180_000);
  afterAll(() => opened?.close());
  const db = () => {
    if (!opened) throw new Error('no database');
    return opened.db;
  };

  it.skipIf(skip)('refuses UPDATE and DELETE of a fact (a trigger guards the table)', async () => {
    await expect(db().execute(sql`update sales_facts set gross_cents = 0`)).rejects.toThrow();
    await expect(db().execute(sql`delete from sales_facts`)).rejects.toThrow();
    const [n] = await rowsOf<{ n: unknown }>(db(), sql`select count(*) as n from sales_facts`);
    expect(int(n?.n)).toBeGreaterThan(0);
  });

  it.skipIf(skip)('appends nothing when an order is recorded again', async () => {
    expect(await recordSalesFacts(db(), ['o1', 'o2', 'o3', 'o4', 'o5'])).toBe(0);
  });

  it.skipIf(skip)(
    'books each line once, a refund negative, in integer cents that add up',
    async () => {
      const rows = await rowsOf<Record<string, unknown>>(
        db(),
        sql`select kind, sum(quantity) as q, sum(gross_cents) as gross, sum(net_cents) as net,
        sum(gross_cents - fee_cents - commission_cents - refund_cents - chargeback_cents) as derived,
        sum(case when first_in_order then 1 else 0 end) as orders
      from sales_facts where order_id = 'o1' group by kind order by kind`,
      );
      expect(rows.map((r) => [r.kind, int(r.q), int(r.gross), int(r.net), int(r.orders)])).toEqual([
        ['chargeback', 0, 0, -1000, 0],
        ['refund', 0, 0, -2000, 0],
        ['sale', 2, 3000, 3000 - 117, 1],
      ]);
      expect(rows.every((r) => int(r.net) === int(r.derived))).toBe(true);
    },
  );
});
