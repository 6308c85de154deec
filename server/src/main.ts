import { serve } from '@hono/node-server';
import { createApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';

const started = performance.now();
let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[server] ${error.message}`);
  process.exit(1);
}
for (const warning of config.warnings) console.warn(`[server] warning: ${warning}`);
const database = await openDatabase(config);
const app = createApp({ db: database.db, config });
const ms = Math.round(performance.now() - started);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    `[server] Reelcart API on http://${info.address}:${info.port}/api — ${where}${database.seeded ? ', created and seeded' : ''} — ready in ${ms} ms`,
  );
});

const shutdown = () => {
  server.close(() => {
    void database.close().finally(() => process.exit(0));
  });
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
