import pg from 'pg';
import { testConfig } from '../../platform/config';
import { type Database, openDatabase } from '../../platform/db/database';

/**
 * An empty, migrated database for the report tests: an in-memory PGlite, or with `databaseUrl`
 * (a PostgreSQL superuser URL) a throwaway database `reelcart_<tag>_<pid>` created beside the one
 * named and dropped by `close`.
 */
export async function emptyTestDatabase(
  tag: string,
  databaseUrl?: string,
): Promise<{ db: Database; url: string | undefined; close(): Promise<void> }> {
  let target: string | undefined;
  let drop = async () => {};
  if (databaseUrl) {
    const dbName = `reelcart_${tag}_${process.pid}`;
    const query = async (text: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    await query(`drop database if exists ${dbName}`);
    await query(`create database ${dbName}`);
    const u = new URL(databaseUrl);
    u.pathname = `/${dbName}`;
    target = u.toString();
    drop = () => query(`drop database if exists ${dbName}`);
  }
  const opened = await openDatabase(testConfig({ seed: false, databaseUrl: target }));
  return {
    db: opened.db,
    url: target,
    close: async () => {
      await opened.close();
      await drop();
    },
  };
}

/**
 * Two connection pools — two API instances — on one empty, migrated PostgreSQL database, for the
 * concurrency tests (*.pg.test.ts); `close` closes both and drops the database.
 */
export async function twoPoolsOnEmptyDatabase(
  tag: string,
  databaseUrl: string,
): Promise<{ one: Database; two: Database; close(): Promise<void> }> {
  const a = await emptyTestDatabase(tag, databaseUrl);
  const b = await openDatabase(testConfig({ seed: false, databaseUrl: a.url }));
  return {
    one: a.db,
    two: b.db,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}
