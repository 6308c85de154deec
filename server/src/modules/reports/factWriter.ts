import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import { type FactRow, planFacts } from './factPlan';
import { readOrderSnapshots } from './factSnapshot';
import { appendFacts } from './rollups';

/**
 * Brings the sales facts of these orders up to date, in the caller's transaction (decisions 084,
 * 085): locks the orders (so two writers of one order run one after the other) and reads, in the
 * same statement, what the reports book for each paid order now (each line's gross, discount, fee
 * and commission by the money rule, its refunds and chargebacks, the royalty rate in force on its
 * paid day); plans the difference from the facts already stored — the first sale facts, a
 * correction when the affiliate ledger changed the commission, a fact per new refund row — and
 * appends it with the roll-ups in one more statement. Two statements in all, in the common case.
 * Idempotent: a second call appends nothing. Returns the facts appended.
 */
export async function recordSalesFacts(db: Database, orderIds: readonly string[]): Promise<number> {
  const ids = [...new Set(orderIds)].sort();
  if (ids.length === 0) return 0;
  // Inside a transaction the lock lasts to its end; outside one, a transaction of its own.
  if (inTransaction(db)) return record(db, ids);
  return db.transaction((tx) => record(tx, ids));
}

/** A plain boolean (no type narrowing): drizzle's transactions are `PgTransaction`s on both drivers. */
const inTransaction = (db: Database): boolean => db instanceof PgTransaction;

async function record(db: Database, ids: readonly string[]): Promise<number> {
  for (;;) {
    const snapshots = await readOrderSnapshots(db, ids);
    if (snapshots.length === 0) return 0;
    const rows: FactRow[] = [];
    for (const snapshot of snapshots) rows.push(...planFacts(snapshot));
    // Read COMMITTED: the locking read's snapshot predates a concurrent writer's commit when this
    // one waited for the lock; the append checks the count in a fresh snapshot and, if facts
    // appeared meanwhile, the lock is held now and a second read sees them.
    const appended = await appendFacts(db, rows, {
      orderIds: snapshots.map((s) => s.order.id),
      factCount: snapshots.reduce((n, s) => n + s.factCount, 0),
    });
    if (appended !== 'stale') return appended;
  }
}
