import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits } from '../db/tables';
import type { RateLimitAnswer } from './rateLimit';

/** The longest wait between two attempts of one e-mail from one address. */
export const MAX_BACKOFF_MS = 15 * 60 * 1000;

/**
 * How long the next attempt of one e-mail from one address waits after `failures` consecutive
 * failures (decision 060): the first `freeTries` are free, then `baseMs` (1 s), twice that, four
 * times … up to 15 minutes.
 * While the e-mail is under attack from many addresses only the first attempt of each address is
 * free — the owner, signing in from their own address, still gets in with the right password.
 */
export function backoffMs(
  failures: number,
  freeTries: number,
  underAttack: boolean,
  baseMs = 1000,
): number {
  const free = underAttack ? 1 : Math.max(1, freeTries);
  if (failures < free) return 0;
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.min(failures - free, 30));
}

export interface BackoffLimiter {
  /**
   * Claims an attempt under `key` (an e-mail and an address): refused while the key's backoff
   * runs, otherwise counted as a failure in advance (the next attempt's wait is set now, so
   * concurrent guesses on any instance are all counted) until `succeeded` clears it.
   */
  attempt(key: string, options: { underAttack: boolean }): Promise<RateLimitAnswer>;
  /** The attempt was right: the key starts over. */
  succeeded(key: string): Promise<void>;
}

/**
 * Backoff per key in the shared `rate_limits` table (decision 032's table, decision 060's rule):
 * `count` is the key's consecutive failures, `reset_at` the moment its next attempt may run.
 * Failures are forgotten after `windowMs` of quiet. One row lock per claim, so two instances
 * claiming the same key at once are serialised by the database.
 */
export function createBackoffLimiter(options: {
  db: Database;
  name: string;
  freeTries: number;
  windowMs: number;
  /** The first wait after the free tries (LOGIN_BACKOFF_BASE_SECONDS); doubles each time. */
  baseMs?: number;
  now?: () => number;
}): BackoffLimiter {
  const { db, name, freeTries, windowMs, baseMs } = options;
  const now = options.now ?? Date.now;
  const rowKey = (key: string) => `${name}:${key}`;
  return {
    attempt: (key, { underAttack }) =>
      db.transaction(async (tx) => {
        const t = now();
        await tx
          .insert(rateLimits)
          .values({ key: rowKey(key), count: 0, resetAt: new Date(0) })
          .onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, rowKey(key)))
          .for('update');
        const notBefore = row?.resetAt.getTime() ?? 0;
        if (t < notBefore) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((notBefore - t) / 1000)),
          };
        }
        const failures = (t >= notBefore + windowMs ? 0 : (row?.count ?? 0)) + 1;
        await tx
          .update(rateLimits)
          .set({
            count: failures,
            resetAt: new Date(t + backoffMs(failures, freeTries, underAttack, baseMs)),
          })
          .where(eq(rateLimits.key, rowKey(key)));
        return { allowed: true, retryAfterSeconds: 0 };
      }),
    async succeeded(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, rowKey(key)));
    },
  };
}

/** Rows are keyed by text: an e-mail and an address, neither able to fake the other's part. */
export const pairKey = (email: string, address: string) => `${email}|${address}`;
