/**
 * One target of the floor benchmark, in its own process (started by scripts/bench-floor.ts over an
 * IPC channel): BENCH_TARGET=floor serves floorApp.ts; BENCH_TARGET=api serves the real API built as
 * src/main.ts builds it (its request log included, the mail worker left out), with
 * BENCH_CATALOGUE_CACHE=off keeping no catalogue answers. It answers the message 'cpu' with its own
 * process.cpuUsage(), so CPU per request comes from the serving process's counters alone.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../../src/app';
import { openSeededDatabase } from '../../src/modules/startup';
import { loadConfig } from '../../src/platform/config';
import { floorApp } from './floorApp';

const send = (message: unknown) => process.send?.(message);
const target = process.env.BENCH_TARGET;
let fetchHandler: (request: Request) => Response | Promise<Response>;
let close: () => Promise<void>;
if (target === 'floor') {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = floorApp(pool, process.env.JWT_SECRET ?? '');
  fetchHandler = app.fetch;
  close = () => pool.end();
} else {
  const config = loadConfig(process.env);
  const database = await openSeededDatabase(config);
  const app = createApp({
    db: database.db,
    config,
    ...(process.env.BENCH_CATALOGUE_CACHE === 'off' ? { catalogueCache: { maxEntries: 0 } } : {}),
  });
  fetchHandler = app.fetch;
  close = () => database.close();
}
const server = createServer(getRequestListener(fetchHandler));
server.listen(0, '127.0.0.1', () => {
  send({ port: (server.address() as AddressInfo).port });
});
process.on('message', (message) => {
  if (message === 'cpu') send({ cpu: process.cpuUsage() });
  if (message === 'stop') {
    server.close();
    server.closeAllConnections();
    void close().finally(() => process.exit(0));
  }
});
