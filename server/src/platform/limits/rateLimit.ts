import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/database';
import { rateLimits } from '../db/tables';
import { ApiError } from '../errors';
import { clientAddress } from '../http/clientAddress';
import type { AppEnv } from '../http/context';

export interface RateLimitAnswer {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter per key in the `rate_limits` table, shared by every API instance on the
 * database (docs/decisions/032). Every change is one atomic upsert, so concurrent attempts on any
 * number of instances are all counted: at most `max` are allowed per window, never `max` per
 * instance or per racing request.
 */
export interface RateLimiter {
  /** Counts an attempt under this key and answers whether it is within the limit. */
  attempt(key: string): Promise<RateLimitAnswer>;
  /** Takes back one counted attempt (e.g. one that turned out to be a successful login). */
  forgive(key: string): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
}

export function createRateLimiter(options: {
  db: Database;
  /** Namespaces the keys of this limiter in the shared table. */
  name: string;
  max: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const { db, name, max, windowMs } = options;
  const now = options.now ?? Date.now;
  const rowKey = (key: string) => `${name}:${key}`;
  return {
    async attempt(key) {
      const t = now();
      const at = new Date(t);
      const resetAt = new Date(t + windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key: rowKey(key), count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${at} then ${resetAt} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      const count = row?.count ?? 1;
      if (count <= max) return { allowed: true, retryAfterSeconds: 0 };
      const until = row?.resetAt.getTime() ?? t + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - t) / 1000)) };
    },
    async forgive(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, rowKey(key)));
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, rowKey(key)));
    },
  };
}

/**
 * A `mount` hook (MountOptions.before) that counts the request against the client address's
 * window before its body is parsed: invalid attempts count too, and a flood is turned away before
 * any work on its content (issue 29). Over the limit: 429 RATE_LIMITED with Retry-After.
 */
export const admitByAddress =
  (limiter: RateLimiter, message: string) =>
  async (c: Context<AppEnv>): Promise<void> => {
    const limit = await limiter.attempt(clientAddress(c));
    if (limit.allowed) return;
    c.header('Retry-After', String(limit.retryAfterSeconds));
    throw new ApiError(429, message, { code: 'RATE_LIMITED' });
  };
