import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, migrationsFolder } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import { useSeededDatabase } from '../../testing/useSeededDatabase';
import { backfillSalesFacts } from './backfill';
import { GROUPINGS } from './breakdownSql';
import { oracleBreakdown, oracleKpis, oracleLiveLines } from './oracle.testing';
import type { FactFilter } from './salesFacts';

import { salesBreakdown, salesKpis } from './salesReports';
import { liveLines } from './statements';

const DAY = 86_400_000;
const snapshot = async (db: Database) => ({
  daily: await rowsOf<Record<string, unknown>>(
    db,
    sql`select scope, dim, day::text, key, orders, quantity, gross_cents, refund_cents,
      chargeback_cents, fee_cents, commission_cents from sales_daily order by 1, 2, 3, 4`,
  ),
  cells: await cellsOf(db),
});
const cellsOf = (db: Database) =>
  rowsOf<Record<string, unknown>>(
    db,
    sql`select dim, studio_id, country, day::text, gateway, key, orders, studio_orders, key_orders,
      studio_key_orders, quantity, gross_cents, refund_cents, chargeback_cents, fee_cents,
      commission_cents, facts from sales_cells order by 1, 2, 3, 4, 5, 6`,
  );
/**
 * The insert of a migration that fills a new roll-up from what was stored before it: 0021 builds
 * the cells of the facts, 0022 counts the buyers by day (decision 118).
 */
const migrationInsert = (file: string) => {
  const text = readFileSync(join(migrationsFolder(), file), 'utf8');
  const insert = text.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO'));
  if (!insert) throw new Error(`${file} has no insert`);
  return insert;
};
/** A migration's statements that start with `verb` (0023's three UPDATEs). */
const migrationStatements = (file: string, verb: string) =>
  readFileSync(join(migrationsFolder(), file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^(\s*--.*\n)*/, '').trim())
    .filter((s) => s.startsWith(verb));
/** Every roll-up row's count of facts (decision 121). */
const factCountsOf = async (db: Database) => ({
  daily: await rowsOf<Record<string, unknown>>(
    db,
    sql`select scope, dim, day::text, key, facts from sales_daily order by 1, 2, 3, 4`,
  ),
  monthly: await rowsOf<Record<string, unknown>>(
    db,
    sql`select scope, month::text, key, facts from sales_monthly_video order by 1, 2, 3`,
  ),
  cells: await rowsOf<Record<string, unknown>>(
    db,
    sql`select dim, studio_id, country, day::text, gateway, key, facts from sales_cells
      order by 1, 2, 3, 4, 5, 6`,
  ),
});
const newCustomersOf = (db: Database) =>
  rowsOf<Record<string, unknown>>(
    db,
    sql`select day::text, customers from sales_new_customers_daily where customers <> 0 order by 1`,
  );
/** Two and three filters over the seeded store's studios, countries and gateways. */
const multiFilters = async (db: Database): Promise<FactFilter[]> => {
  const [top] = await rowsOf<{ studio_id: string; country: string; biller_id: string }>(
    db,
    sql`select studio_id, country, biller_id from sales_facts
      where studio_id is not null and country is not null and biller_id is not null
      group by 1, 2, 3 order by count(*) desc, 1, 2, 3 limit 1`,
  );
  if (!top) throw new Error('the seed has no facts');
  const { studio_id: studioId, country, biller_id: gateway } = top;
  return [
    { studioId, country },
    { studioId, gateway },
    { country, gateway },
    { studioId, country, gateway },
  ];
};

// The seed ends with the backfill (decision 084): its orders have facts and roll-ups, and every
// report of the seeded store equals the former SQL's; the backfill resumes from its cursor and
// appending twice changes nothing.
describe('the backfill on the seeded store', () => {
  const seeded = useSeededDatabase();
  const db = () => seeded.db;

  it('gives the seeded store facts, and reports equal to the former SQL over a year', async () => {
    const [n] = await rowsOf<{ n: unknown }>(db(), sql`select count(*) as n from sales_facts`);
    expect(int(n?.n)).toBeGreaterThan(100);
    const today = Math.floor(Date.now() / DAY) * DAY;
    for (const days of [30, 365]) {
      const range = { from: new Date(today - (days - 1) * DAY), to: new Date(today + DAY) };
      expect(await salesKpis(db(), range)).toEqual(await oracleKpis(db(), range));
      for (const g of GROUPINGS)
        expect(await salesBreakdown(db(), range, g)).toEqual(await oracleBreakdown(db(), range, g));
      // Two and three filters, from the cells the backfill built (decision 115).
      for (const filter of await multiFilters(db())) {
        const totals = await salesBreakdown(db(), range, 'day', filter);
        expect(totals.length, JSON.stringify(filter)).toBeGreaterThan(0);
        for (const g of GROUPINGS)
          expect(
            await salesBreakdown(db(), range, g, filter),
            `${g} ${JSON.stringify(filter)}`,
          ).toEqual(await oracleBreakdown(db(), range, g, filter));
      }
    }
    const month = new Date(today - 200 * DAY).toISOString().slice(0, 7);
    expect(await liveLines(db(), month, 8, new Date())).toEqual(
      await oracleLiveLines(db(), month, 8, new Date()),
    );
  }, 180_000);

  // A store with facts before migration 0021 gets its cells from the migration's own statement:
  // the same rows as the writer and the backfill added, fact by fact.
  it("builds with migration 0021's statement the cells the backfill built", async () => {
    const built = await cellsOf(db());
    expect(built.length).toBeGreaterThan(100);
    await db().transaction(async (tx) => {
      await tx.execute(sql`delete from sales_cells`);
      await tx.execute(sql.raw(migrationInsert('0021_sales_cells.sql')));
      // As a store migrates: 0023 then counts each cell's facts.
      for (const update of migrationStatements('0023_roll_up_facts.sql', 'UPDATE'))
        await tx.execute(sql.raw(update));
    });
    expect(await cellsOf(db())).toEqual(built);
  }, 60_000);

  // A store with buyers before migration 0022 gets its daily new customers from the migration's
  // statement: the counts the writer kept, buyer by buyer, and one per buyer in all.
  it("counts with migration 0022's statement the new customers the writer counted", async () => {
    const counted = await newCustomersOf(db());
    const [buyers] = await rowsOf<{ n: unknown }>(
      db(),
      sql`select count(*) as n from sales_customers`,
    );
    expect(counted.reduce((sum, row) => sum + int(row.customers), 0)).toBe(int(buyers?.n));
    expect(counted.length).toBeGreaterThan(30);
    await db().transaction(async (tx) => {
      await tx.execute(sql`delete from sales_new_customers_daily`);
      await tx.execute(sql.raw(migrationInsert('0022_new_customers_daily.sql')));
    });
    expect(await newCustomersOf(db())).toEqual(counted);
  }, 60_000);

  // A store with roll-ups before migration 0023 gets each row's count of facts from the
  // migration's statements: the counts the writer kept, fact by fact, and every fact counted once
  // per row it adds to.
  it("counts with migration 0023's statements the facts the writer counted in each roll-up row", async () => {
    const counted = await factCountsOf(db());
    const [facts] = await rowsOf<{ n: unknown }>(db(), sql`select count(*) as n from sales_facts`);
    const total = (rows: Record<string, unknown>[]) =>
      rows.reduce((sum, row) => sum + int(row.facts), 0);
    expect(total(counted.monthly.filter((r) => r.scope === ''))).toBe(int(facts?.n));
    expect(total(counted.cells.filter((r) => r.dim === 'video'))).toBe(int(facts?.n));
    expect(counted.daily.every((r) => int(r.facts) > 0)).toBe(true);
    const updates = migrationStatements('0023_roll_up_facts.sql', 'UPDATE');
    expect(updates).toHaveLength(3);
    await db().transaction(async (tx) => {
      for (const table of ['sales_daily', 'sales_monthly_video', 'sales_cells'])
        await tx.execute(sql.raw(`update ${table} set facts = 0`));
      for (const update of updates) await tx.execute(sql.raw(update));
    });
    expect(await factCountsOf(db())).toEqual(counted);
  }, 60_000);

  // Statements are finalised from the facts: finalised before the backfill they were stored
  // empty, and the royalties screen showed every month "Open" (the merge's manager-reports e2e).
  it('seeds final and paid statements that hold lines, as the royalties screen lists them', async () => {
    const rows = await rowsOf<{ state: unknown; n: unknown; lines: unknown }>(
      db(),
      sql`select s.state, count(distinct s.id) as n, count(l.statement_id) as lines
        from royalty_statements s left join royalty_statement_lines l on l.statement_id = s.id
        group by s.state order by s.state`,
    );
    const by = new Map(rows.map((r) => [String(r.state), { n: int(r.n), lines: int(r.lines) }]));
    expect(by.get('final')?.n ?? 0).toBeGreaterThan(0);
    expect(by.get('paid')?.n ?? 0).toBeGreaterThan(0);
    expect(by.get('final')?.lines ?? 0).toBeGreaterThan(0);
    expect(by.get('paid')?.lines ?? 0).toBeGreaterThan(0);
  }, 60_000);

  it('resumes from its cursor and appends nothing the second time', async () => {
    const before = await snapshot(db());
    await db().execute(sql`update sales_backfill set cursor = '', done = false`);
    expect(await backfillSalesFacts(db(), { batch: 7, maxBatches: 2 })).toEqual({
      appended: 0,
      done: false,
    });
    const [state] = await rowsOf<{ cursor: string }>(db(), sql`select cursor from sales_backfill`);
    expect(state?.cursor).not.toBe('');
    expect(await backfillSalesFacts(db(), { batch: 50 })).toEqual({ appended: 0, done: true });
    expect(await snapshot(db())).toEqual(before);
  }, 180_000);

  // A text cursor is no watermark: orders loaded (bypassing the writer) after a run had finished,
  // with ids that sort before its cursor (`ord_20001` before `ord_9999`), were never booked — the
  // bench's 100,000-order run lost them. A finished run starts over; orders with facts are skipped.
  it('books orders loaded behind the cursor after a finished run', async () => {
    const [first] = await rowsOf<{ id: string }>(
      db(),
      sql`select id from orders where status = 'paid' order by id limit 1`,
    );
    const [state] = await rowsOf<{ cursor: string; done: boolean }>(
      db(),
      sql`select cursor, done from sales_backfill`,
    );
    expect(state?.done).toBe(true);
    const late = `${first?.id}_late`;
    expect(late < (state?.cursor ?? '')).toBe(true);
    await db().execute(
      sql`insert into carts (id, user_id, state) select ${`cart_${late}`}, user_id, 'completed' from orders where id = ${first?.id}`,
    );
    await db().execute(sql`insert into orders (id, user_id, cart_id, status, biller_id, subtotal_cents,
        discount_cents, total_cents, paid_at, country, created_at)
      select ${late}, user_id, ${`cart_${late}`}, status, biller_id, subtotal_cents, discount_cents,
        total_cents, paid_at, country, created_at from orders where id = ${first?.id}`);
    await db().execute(sql`insert into order_items (order_id, product_id, video_id, order_type,
        resolution, price_cents)
      select ${late}, product_id, video_id, order_type, resolution, price_cents
      from order_items where order_id = ${first?.id}`);
    const lines = await rowsOf<{ n: unknown }>(
      db(),
      sql`select count(*) as n from order_items where order_id = ${late}`,
    );
    const result = await backfillSalesFacts(db());
    expect(result).toEqual({ appended: int(lines[0]?.n), done: true });
    expect(await backfillSalesFacts(db())).toEqual({ appended: 0, done: true });
    const today = Math.floor(Date.now() / DAY) * DAY;
    const range = { from: new Date(today - 729 * DAY), to: new Date(today + DAY) };
    expect(await salesKpis(db(), range)).toEqual(await oracleKpis(db(), range));
    expect(await salesBreakdown(db(), range, 'studio')).toEqual(
      await oracleBreakdown(db(), range, 'studio'),
    );
  }, 180_000);
});
