import { eq } from 'drizzle-orm';
import { users } from '../../modules/schema';
import type { Database } from '../db/database';

/** What a role-restricted call checks about its caller, from the database (not the token). */
export interface CallerStanding {
  role: string;
  isAffiliate: boolean;
  suspended: boolean;
}

/** How long an instance trusts what it read: a change made on another instance shows within it. */
export const ACCESS_CACHE_MS = 2_000;

export interface AccessCache {
  /** The caller's standing now (null: no such user), read at most every ACCESS_CACHE_MS. */
  get(userId: string): Promise<CallerStanding | null>;
  /** Forgets a user, after a change to their role, affiliate flag or suspension on this instance. */
  invalidate(userId: string): void;
}

/**
 * Roles, the affiliate flag and suspension take effect at once for admin, manager and affiliate
 * calls (decision 061): each such call reads the caller's row, cached per user for two seconds
 * and dropped when this instance changes it. Holds at most `maxEntries` users (oldest out).
 */
export function createAccessCache(
  db: Database,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): AccessCache {
  const ttlMs = options.ttlMs ?? ACCESS_CACHE_MS;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { standing: CallerStanding | null; until: number }>();
  return {
    async get(userId) {
      const t = now();
      const cached = entries.get(userId);
      if (cached && cached.until > t) return cached.standing;
      const [row] = await db
        .select({
          role: users.role,
          isAffiliate: users.isAffiliate,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      const standing = row
        ? { role: row.role, isAffiliate: row.isAffiliate, suspended: row.suspendedAt !== null }
        : null;
      entries.delete(userId);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(userId, { standing, until: t + ttlMs });
      return standing;
    },
    invalidate(userId) {
      entries.delete(userId);
    },
  };
}
