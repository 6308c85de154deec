import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { ApiError } from '../errors';
import type { Database } from './database';
import { idempotencyRecords, jobRuns } from './tables';

/**
 * Coordination between API instances on one database (docs/decisions/032). Everything here works
 * the same on PGlite (one instance: its single connection serialises everything anyway) and on
 * PostgreSQL (many instances, many connections).
 */

/** The transaction handle drizzle passes to `db.transaction`'s callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  const rows: unknown = (result as { rows?: unknown }).rows ?? result;
  return Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : [];
}

/**
 * Runs `fn` in a transaction holding the transaction-scoped advisory lock named `name`
 * (pg_advisory_xact_lock(hashtext(name)), released at commit or rollback, so a crashed instance
 * never leaves it held). `wait: false` tries once and answers `{ ran: false }` when another
 * instance holds it. Use it for work that must not run twice at once: a payout run, a clean-up.
 */
export async function withAdvisoryLock<T>(
  db: Database,
  name: string,
  fn: (tx: Tx) => Promise<T>,
  options: { wait?: boolean } = {},
): Promise<{ ran: true; value: T } | { ran: false }> {
  return db.transaction(async (tx) => {
    if (options.wait === false) {
      const [row] = rowsOf(
        await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`),
      );
      if (row?.locked !== true) return { ran: false as const };
    } else {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
    }
    return { ran: true as const, value: await fn(tx) };
  });
}

/** A stable digest of a request body, for `idempotent`'s `request`. */
export function requestDigest(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('base64url');
}

/**
 * Does `fn` once per (scope, key) across every instance: the first call runs it and stores its
 * JSON result in the same transaction as its effects; every later call with that key, concurrent
 * or not, on any instance, waits for the first to commit and answers the stored result without
 * running `fn`. The same key with a different request is a 422 (IDEMPOTENCY_KEY_REUSED). If `fn`
 * throws, nothing is stored and a retry runs it again.
 *
 * For refunds and payout runs: `idempotent(db, 'refund', body.idempotencyKey, body, (tx) => ...)`,
 * doing every write through `tx`.
 */
export async function idempotent<T>(
  db: Database,
  scope: string,
  key: string,
  request: unknown,
  fn: (tx: Tx) => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const requestHash = requestDigest(request);
  const outcome = await withAdvisoryLock(db, `idempotency:${scope}:${key}`, async (tx) => {
    const [stored] = await tx
      .select()
      .from(idempotencyRecords)
      .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)));
    if (stored) {
      if (stored.requestHash !== requestHash) {
        throw new ApiError(422, 'This idempotency key was used for a different request', {
          code: 'IDEMPOTENCY_KEY_REUSED',
          field: 'idempotencyKey',
        });
      }
      return { value: stored.response as T, replayed: true };
    }
    const value = await fn(tx);
    await tx
      .insert(idempotencyRecords)
      .values({ scope, key, requestHash, response: (value ?? null) as unknown as object });
    return { value, replayed: false };
  });
  if (!outcome.ran) throw new Error('unreachable: a waiting advisory lock always runs');
  return outcome.value;
}

/**
 * Claims the periodic job `name` for this instance if no instance ran it in the last
 * `intervalMs`: one atomic upsert, so of many instances at most one gets `true` per interval.
 */
export async function claimJobRun(
  db: Database | Tx,
  name: string,
  intervalMs: number,
  nowMs: number,
): Promise<boolean> {
  const now = new Date(nowMs);
  const claimed = await db
    .insert(jobRuns)
    .values({ name, lastRunAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastRunAt: now },
      setWhere: lte(jobRuns.lastRunAt, new Date(nowMs - intervalMs)),
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}
