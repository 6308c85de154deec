import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../platform/db/database';
import { seededTestDatabase } from './harness';

/**
 * A seeded database for one test file (PGlite, or PostgreSQL under `npm run test:postgres`),
 * opened before its tests and closed after them. Read `.db` inside a test or hook.
 */
export function useSeededDatabase(): { readonly db: Database } {
  let opened: Awaited<ReturnType<typeof seededTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await seededTestDatabase();
  }, 120_000);
  afterAll(() => opened?.close());
  return {
    get db() {
      if (!opened) throw new Error('useSeededDatabase: read .db inside a test');
      return opened.db;
    },
  };
}
