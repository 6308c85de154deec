import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../modules/schema';
import { useSeededDatabase } from '../../testing/useSeededDatabase';
import { ACCESS_CACHE_MS, createAccessCache } from './accessCache';

/** On PGlite here, on PostgreSQL under `npm run test:postgres`. */
const database = useSeededDatabase();

describe('createAccessCache', () => {
  it('answers from the database, trusts it for two seconds at most, and forgets on invalidate', async () => {
    let t = 0;
    const cache = createAccessCache(database.db, { now: () => t });
    expect(await cache.get('usr_manager')).toEqual({
      role: 'manager',
      isAffiliate: false,
      suspended: false,
    });
    // Another instance demotes the manager: this one sees it within ACCESS_CACHE_MS.
    await database.db.update(users).set({ role: 'user' }).where(eq(users.id, 'usr_manager'));
    expect((await cache.get('usr_manager'))?.role).toBe('manager');
    t += ACCESS_CACHE_MS;
    expect((await cache.get('usr_manager'))?.role).toBe('user');
    // This instance's own change: at once.
    await database.db.update(users).set({ role: 'manager' }).where(eq(users.id, 'usr_manager'));
    cache.invalidate('usr_manager');
    expect((await cache.get('usr_manager'))?.role).toBe('manager');
    expect(await cache.get('usr_nobody')).toBeNull();
  });
});
