import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../modules/schema';
import { seedDatabase } from '../modules/seed';
import { migrationsFolder } from '../platform/db/database';
import { snapshotKey } from './snapshot';

/**
 * The throwaway cluster started by tools/with-postgres.mjs (a superuser URL to its `postgres`
 * database), or undefined when this run has none.
 */
export const testPostgresUrl = (): string | undefined => process.env.TEST_POSTGRES_URL || undefined;

/** True when the server suite runs on PostgreSQL (`npm run test:postgres`), not PGlite. */
export const suiteOnPostgres = (): boolean =>
  process.env.TEST_DATABASE === 'postgres' && testPostgresUrl() !== undefined;

const TEMPLATE_LOCK = 31_031;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A `pg` pool for a test database. The database is dropped with force at the end of its suite,
 * which terminates connections the pool may still be closing; the pool reports that on its
 * 'error' event, and without a listener that is an uncaught exception that fails the whole run
 * (the PostgreSQL run of 071664b did). Every test pool has the listener, here.
 */
export function testPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {});
  return pool;
}

/**
 * A new, migrated and seeded database on the test cluster, for one test server. The first caller
 * (across vitest's worker processes: an advisory lock) migrates and seeds a template database named
 * after the migrations and seed; every database after that is a copy of it (CREATE DATABASE …
 * TEMPLATE, a file copy that takes a fraction of a second).
 */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `reelcart_tpl_${snapshotKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        const building = `${template}_building_${randomBytes(3).toString('hex')}`;
        await admin.query(`create database "${building}"`);
        const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, building), max: 2 });
        try {
          const db = drizzle({ client: pool, schema });
          await migrate(db, { migrationsFolder: migrationsFolder() });
          await seedDatabase(db);
        } finally {
          await pool.end();
        }
        await admin.query(`alter database "${building}" rename to "${template}"`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    const name = `reelcart_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    // Copying a template needs no one else connected to it; the only connections ever made to it
    // are above, under the lock and closed, so a retry covers a copy racing another copy.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + attempt * 50));
      }
    }
    return {
      url: withDatabase(adminUrl, name),
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          await client.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await client.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}
