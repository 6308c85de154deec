/**
 * A bounded load benchmark of GET and POST /api/cart on loopback: the real HTTP server on an
 * ephemeral 127.0.0.1 port over an in-memory seeded PGlite. Bounded by request count (and a time cap).
 *   npm run bench:load -w server            # 2000 requests each, 10 connections
 *   BENCH_REQUESTS=5000 BENCH_CONNECTIONS=20 npm run bench:load -w server
 *   DATABASE_URL=postgres://… npm run bench:load -w server   # against PostgreSQL (migrated and seeded)
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/pglite';
import { createApp } from '../src/app';
import * as schema from '../src/modules/schema';
import { openSeededDatabase } from '../src/modules/startup';
import { testConfig } from '../src/platform/config';
import type { Database } from '../src/platform/db/database';
import { seededPglite } from '../src/testing/snapshot';

const requests = Math.min(Number(process.env.BENCH_REQUESTS ?? 2000), 20_000);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 100);
const MAX_SECONDS = 30;

const databaseUrl = process.env.DATABASE_URL;
let db: Database;
let closeDb: () => Promise<void>;
if (databaseUrl) {
  const opened = await openSeededDatabase(testConfig({ databaseUrl }));
  db = opened.db;
  closeDb = opened.close;
} else {
  const client = await seededPglite();
  db = drizzle({ client, schema });
  closeDb = () => client.close();
}
const app = createApp({ db, config: testConfig() });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;

const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
};
// One user (and cart) per connection, as in real traffic: pushes of one cart are serialised by
// its version, so concurrent writers of a single cart would mostly measure 409s.
const products = ['prd_0100_own_hd', 'prd_0101_own_4k', 'prd_0102_rental'];
const tokens: string[] = [];
for (let i = 0; i < connections; i++) {
  const email = `bench-${Date.now()}-${i}@example.test`;
  const registered = await post('/api/auth/register', { email, password: 'long-enough-1' });
  const token = typeof registered.token === 'string' ? registered.token : '';
  if (!token) throw new Error(`register failed: ${JSON.stringify(registered)}`);
  await post('/api/cart', { products, cartVersion: null }, token);
  tokens.push(token);
}
let nextClient = 0;
const setupClient = (client: { setHeaders(headers: Record<string, string>): void }) => {
  const token = tokens[nextClient++ % tokens.length] ?? '';
  client.setHeaders({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
};

const run = async (label: string, options: { method: 'GET' | 'POST'; body?: string }) => {
  nextClient = 0;
  const result = await autocannon({
    url: `${base}/api/cart`,
    setupClient,
    connections,
    amount: requests,
    duration: MAX_SECONDS,
    ...options,
  });
  const codes = Object.keys(result.statusCodeStats ?? {}).join(',');
  const line = `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}   errors ${result.errors}   status ${codes}   (${result.requests.total} requests, ${connections} connections)`;
  console.log(line);
  return result;
};

const store = databaseUrl ? 'PostgreSQL' : 'in-memory PGlite';
console.log(`Load benchmark on ${base} (loopback, ${store}, Node ${process.version})`);
await run('GET  /api/cart', { method: 'GET' });
// A login-sync push merges without a version check, so every request is a real write.
await run('POST /api/cart (write, login sync)', {
  method: 'POST',
  body: JSON.stringify({ products, cartVersion: null, isLoginSync: true }),
});
server.close();
await closeDb();
