import {
  createApp,
  loadConfig,
  openSeededDatabase,
  startBanner,
  startMailWorker,
  withdrawRotation,
} from '@reelcart/server';

/**
 * The reference API inside the storefront process, mounted at /api. It reads the same environment
 * as when it runs alone (DATA_DIR, DATABASE_URL, JWT_SECRET, ...) and seeds an empty database.
 * API_ENV sets its NODE_ENV apart from the storefront's: a local `npm start` serves a production
 * storefront build with a development API (generated JWT secret under DATA_DIR).
 */
export async function createEmbeddedApi() {
  const env = { ...process.env, NODE_ENV: process.env.API_ENV ?? process.env.NODE_ENV };
  const config = loadConfig(env);
  for (const warning of config.warnings) console.warn(`[api] ${warning}`);
  const database = await openSeededDatabase(config);
  // Outside production: a plain word that this is a local demo (seeded accounts, dev keys).
  for (const line of startBanner(config)) console.log(line);
  // The mail outbox's drain loop runs with the API (decision 046).
  const mailWorker = startMailWorker({ db: database.db, config, log: console });
  return {
    app: createApp({ db: database.db, config }),
    /** A page render the browser left gives back the refresh token it spent (decision 122). */
    withdrawRefresh: (presented: string) =>
      withdrawRotation({ db: database.db, config }, presented),
    close: async () => {
      await mailWorker.stop();
      await database.close();
    },
  };
}
