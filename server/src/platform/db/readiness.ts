import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database';

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'DATABASE_UNREACHABLE' | 'MIGRATIONS_PENDING'; message: string };

/** How many migrations the journal beside the SQL files lists (drizzle-kit's meta/_journal.json). */
export function expectedMigrations(migrationsFolder: string): number {
  const journal: unknown = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  );
  const entries = (journal as { entries?: unknown }).entries;
  return Array.isArray(entries) ? entries.length : 0;
}

/**
 * `GET /readyz`: the database answers `select 1` and every migration of the journal is recorded in
 * Drizzle's migrations table (drizzle.__drizzle_migrations).
 */
export async function checkReadiness(db: Database, expected: number): Promise<Readiness> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    return {
      ready: false,
      reason: 'DATABASE_UNREACHABLE',
      message: 'The database does not answer.',
    };
  }
  let applied = 0;
  try {
    const result = await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rows: unknown = (result as { rows?: unknown }).rows ?? result;
    const first = Array.isArray(rows) ? (rows[0] as { n?: unknown } | undefined) : undefined;
    applied = Number(first?.n ?? 0);
  } catch {
    applied = 0;
  }
  if (applied < expected) {
    return {
      ready: false,
      reason: 'MIGRATIONS_PENDING',
      message: `Database migrations pending: ${applied} of ${expected} applied.`,
    };
  }
  return { ready: true };
}
