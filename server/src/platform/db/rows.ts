import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/** The rows of a raw `db.execute`, on either driver (PGlite and node-postgres both answer `rows`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** bigint/numeric columns come back as strings on node-postgres: integers here. */
export const int = (v: unknown) => Number(v ?? 0);
