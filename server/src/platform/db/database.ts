import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../modules/schema';
import { type Config, IN_MEMORY } from '../config';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction of it: what a query that may run inside a transaction takes. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The SQL migrations and drizzle-kit's journal (copied beside a compiled bundle). */
export function migrationsFolder(): string {
  return fileURLToPath(new URL('./migrations', import.meta.url));
}

/**
 * Opens the database named by the configuration — PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite under DATA_DIR (or in memory) — and applies the migrations. Nothing more: seeding an empty
 * database is the entry points' (`openSeededDatabase` in modules/startup.ts, decision 075).
 */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config);
}

async function openPglite(config: Config): Promise<OpenDatabase> {
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

async function openPostgres(url: string): Promise<OpenDatabase> {
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
