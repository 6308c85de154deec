// What an entry point (main.ts, the scripts, the storefront's embedded API) opens: the database,
// migrated by the platform, then seeded here when it is empty and SEED says so (decision 075).
// The platform's `openDatabase` only opens and migrates; it knows nothing of the modules' data.
import { count } from 'drizzle-orm';
import type { Config } from '../platform/config';
import { type Database, type OpenDatabase, openDatabase } from '../platform/db/database';
import { users } from './accounts/tables';
import { seedDatabase } from './seed';

export interface StartedDatabase extends OpenDatabase {
  /** True when this start created the data (migrated an empty database and seeded it). */
  seeded: boolean;
}

/**
 * Opens the database named by the configuration (PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite under DATA_DIR or in memory), applies the migrations and seeds an empty database (SEED;
 * not in production by default, and never with the demo accounts' passwords there).
 */
export async function openSeededDatabase(config: Config): Promise<StartedDatabase> {
  const opened = await openDatabase(config);
  try {
    const seeded = config.seed ? await seedIfEmpty(opened.db, config.seedDemoPasswords) : false;
    return { ...opened, seeded };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

async function seedIfEmpty(db: Database, demoPasswords: boolean): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db, { demoPasswords });
  return true;
}
