import { createApp, loadConfig, openDatabase } from '@reelcart/server';

/**
 * The reference API inside the storefront process, mounted at /api. It reads the same environment
 * as when it runs alone (DATA_DIR, DATABASE_URL, JWT_SECRET, ...) and seeds an empty database.
 */
export async function createEmbeddedApi() {
  const config = loadConfig(process.env);
  const { db } = await openDatabase(config);
  return createApp({ db, config });
}
