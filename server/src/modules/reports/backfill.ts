import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { salesBackfill } from './factTables';
import { recordSalesFacts } from './factWriter';
import { rowsOf } from './salesFacts';

export const BACKFILL = 'sales_facts';

/**
 * Builds the facts and roll-ups of the orders already in the database (decision 084): the paid
 * orders in id order, `batch` at a time, each batch in one transaction that records its facts and
 * moves the cursor (`sales_backfill`) past it. Resumable: a rerun starts after the cursor, and
 * recording an order twice appends nothing (the writer appends only what the facts lack), so an
 * interrupted batch is simply done again. Returns the facts appended.
 */
export async function backfillSalesFacts(
  db: Database,
  options: { batch?: number; maxBatches?: number; restart?: boolean } = {},
): Promise<{ appended: number; done: boolean }> {
  const batch = options.batch ?? 500;
  // From the first order again (orders loaded behind the cursor since; nothing is appended twice).
  if (options.restart) await db.delete(salesBackfill).where(eq(salesBackfill.name, BACKFILL));
  let appended = 0;
  for (let n = 0; options.maxBatches === undefined || n < options.maxBatches; n++) {
    const step = await db.transaction(async (tx) => {
      const [state] = await rowsOf<{ cursor: string; done: boolean }>(
        tx,
        sql`select cursor, done from sales_backfill where name = ${BACKFILL} for update`,
      );
      const after = state?.cursor ?? '';
      const ids = await rowsOf<{ id: string }>(
        tx,
        sql`select id from orders where status = 'paid' and id > ${after} order by id limit ${batch}`,
      );
      const count = await recordSalesFacts(
        tx,
        ids.map((r) => r.id),
      );
      const cursor = ids.at(-1)?.id ?? after;
      const done = ids.length < batch;
      await tx
        .insert(salesBackfill)
        .values({ name: BACKFILL, cursor, done })
        .onConflictDoUpdate({ target: salesBackfill.name, set: { cursor, done } });
      return { count, done };
    });
    appended += step.count;
    if (step.done) return { appended, done: true };
  }
  return { appended, done: false };
}
