import type { SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';

/** A half-open UTC range [from, to). */
export interface Range {
  from: Date;
  to: Date;
}

export interface FactFilter {
  studioId?: string | undefined;
  country?: string | undefined;
  gateway?: string | undefined;
}

/** Rows of db.execute on either driver. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** bigint/numeric columns come back as strings on node-postgres: integers here. */
export const int = (v: unknown) => Number(v ?? 0);
