import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import { backfillStatement } from './backfillSql';
import { salesBackfill } from './factTables';

export const BACKFILL = 'sales_facts';

/**
 * Builds the facts and roll-ups of the orders already in the database (decisions 084, 085): the
 * paid orders in id order, `batch` at a time, each batch in one transaction of two statements —
 * lock the batch's orders (taking the next ids after the cursor), then book the ones without
 * facts with set-based SQL (`backfillStatement`) — that also moves the cursor (`sales_backfill`)
 * past it. Resumable: an interrupted run resumes after its cursor. Idempotent: an order with facts
 * and a booked refund are skipped, so a rerun appends nothing. A finished run is no watermark —
 * ids are text, and orders loaded since (bypassing the writer) may sort before the cursor
 * (`ord_20001` before `ord_9999`) — so the next run after a finished one walks from the start
 * again. Returns the facts appended.
 */
export async function backfillSalesFacts(
  db: Database,
  options: { batch?: number; maxBatches?: number; restart?: boolean } = {},
): Promise<{ appended: number; done: boolean }> {
  const batch = options.batch ?? 5_000;
  if (options.restart) await db.delete(salesBackfill).where(eq(salesBackfill.name, BACKFILL));
  let appended = 0;
  for (let n = 0; options.maxBatches === undefined || n < options.maxBatches; n++) {
    const step = await db.transaction(async (tx) => {
      const [state] = await rowsOf<{ cursor: string; done: boolean }>(
        tx,
        sql`select cursor, done from sales_backfill where name = ${BACKFILL} for update`,
      );
      const after = !state || state.done ? '' : state.cursor;
      // The lock in a statement of its own: the booking statement's snapshot then sees the facts
      // a writer that held one of these orders committed before it let go (decision 085).
      const ids = (
        await rowsOf<{ id: string }>(
          tx,
          sql`select id from orders where status = 'paid' and id > ${after}
            order by id limit ${batch} for update`,
        )
      ).map((r) => r.id);
      const [booked] = ids.length
        ? await rowsOf<{ n: unknown }>(tx, backfillStatement(ids))
        : [{ n: 0 }];
      const cursor = ids.at(-1) ?? after;
      const done = ids.length < batch;
      await tx
        .insert(salesBackfill)
        .values({ name: BACKFILL, cursor, done })
        .onConflictDoUpdate({ target: salesBackfill.name, set: { cursor, done } });
      return { count: int(booked?.n), done };
    });
    appended += step.count;
    if (step.done) return { appended, done: true };
  }
  return { appended, done: false };
}
