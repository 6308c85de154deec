import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../modules/schema';
import { seedDatabase } from '../../modules/seed';
import { type Config, IN_MEMORY } from '../config';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when this start created the data (migrated an empty database and seeded it). */
  seeded: boolean;
  close(): Promise<void>;
}

/** The SQL migrations and drizzle-kit's journal (copied beside a compiled bundle). */
export function migrationsFolder(): string {
  return fileURLToPath(new URL('./migrations', import.meta.url));
}

/**
 * Opens the database named by the configuration — PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite under DATA_DIR (or in memory) — applies the migrations and seeds an empty database
 * (SEED; not in production by default, and never with the demo accounts' passwords there).
 */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  const opened = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config);
  try {
    const seeded = config.seed ? await seedIfEmpty(opened.db, config.seedDemoPasswords) : false;
    return { ...opened, seeded };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

async function openPglite(config: Config): Promise<Omit<OpenDatabase, 'seeded'>> {
  if (config.dataDir !== IN_MEMORY) mkdirSync(config.dataDir, { recursive: true });
  const client =
    config.dataDir === IN_MEMORY ? new PGlite() : new PGlite(`${config.dataDir}/pglite`);
  const db = drizzlePglite({ client, schema });
  await migrateePglite(db, { migrationsFolder: migrationsFolder() });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** How long a request waits for a connection, and for one statement (docs/decisions/034). */
export const CONNECT_TIMEOUT_MS = 5_000;
export const STATEMENT_TIMEOUT_MS = 15_000;

async function openPostgres(url: string): Promise<Omit<OpenDatabase, 'seeded'>> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that is away fails a request within seconds (503), never hangs it.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
  });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool
  // discards it and opens a new one on the next request.
  pool.on('error', (error) => {
    console.warn(`[server] database connection lost: ${error.message}`);
  });
  const db = drizzleNodePg({ client: pool, schema });
  await migrateNodePg(db, { migrationsFolder: migrationsFolder() });
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function seedIfEmpty(db: Database, demoPasswords: boolean): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db, { demoPasswords });
  return true;
}
