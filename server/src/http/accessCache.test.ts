import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { seededTestDatabase } from '../testing/harness';
import { ACCESS_CACHE_MS, createAccessCache } from './accessCache';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await seededTestDatabase());
}, 120_000);
afterAll(() => close());

describe('createAccessCache', () => {
  it('answers from the database, trusts it for two seconds at most, and forgets on invalidate', async () => {
    let t = 0;
    const cache = createAccessCache(db, { now: () => t });
    expect(await cache.get('usr_manager')).toEqual({
      role: 'manager',
      isAffiliate: false,
      suspended: false,
    });
    // Another instance demotes the manager: this one sees it within ACCESS_CACHE_MS.
    await db.update(users).set({ role: 'user' }).where(eq(users.id, 'usr_manager'));
    expect((await cache.get('usr_manager'))?.role).toBe('manager');
    t += ACCESS_CACHE_MS;
    expect((await cache.get('usr_manager'))?.role).toBe('user');
    // This instance's own change: at once.
    await db.update(users).set({ role: 'manager' }).where(eq(users.id, 'usr_manager'));
    cache.invalidate('usr_manager');
    expect((await cache.get('usr_manager'))?.role).toBe('manager');
    expect(await cache.get('usr_nobody')).toBeNull();
  });
});
