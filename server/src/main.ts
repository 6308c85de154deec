import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { startMailWorker } from './modules/mail/worker';
import { openSeededDatabase } from './modules/startup';
import { type Config, ConfigError, loadConfig } from './platform/config';
import { consoleLogger } from './platform/deps';
import { keepConnectionsAlive } from './platform/http/keepAlive';
import { handleShutdown, shutdownDeadline } from './platform/http/shutdown';
import { startBanner } from './startBanner';

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
const database = await openSeededDatabase(config);
const app = createApp({ db: database.db, config });
// The mail outbox's drain loop (decision 046): SMTP when SMTP_URL is set, else the dev viewer.
const mailWorker = startMailWorker({ db: database.db, config, log: consoleLogger() });
const ms = Math.round(performance.now() - started);
const server = keepConnectionsAlive(createServer(getRequestListener(app.fetch)));
server.listen(config.port, config.host, () => {
  const info = server.address();
  const at = info && typeof info === 'object' ? `${info.address}:${info.port}` : String(info);
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    `[server] Reelcart API on http://${at}/api — ${where}${database.seeded ? ', created and seeded' : ''} — ready in ${ms} ms`,
  );
  for (const line of startBanner(config)) console.log(line);
});

handleShutdown(server, {
  deadlineMs: shutdownDeadline(process.env),
  close: async () => {
    await mailWorker.stop();
    await database.close();
  },
  log: (message) => console.log(`[server] ${message}`),
});
