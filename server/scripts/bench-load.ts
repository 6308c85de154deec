/**
 * A bounded load benchmark of GET and POST /api/cart on loopback: the real HTTP server on an
 * ephemeral 127.0.0.1 port over an in-memory seeded PGlite. Bounded by request count (and a time cap).
 *   npm run bench:load -w server            # 2000 requests each, 10 connections
 *   BENCH_REQUESTS=5000 BENCH_CONNECTIONS=20 npm run bench:load -w server
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/pglite';
import { createApp } from '../src/app';
import { testConfig } from '../src/config';
import * as schema from '../src/db/schema';
import { seededPglite } from '../src/testing/snapshot';

const requests = Math.min(Number(process.env.BENCH_REQUESTS ?? 2000), 20_000);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 100);
const MAX_SECONDS = 30;

const client = await seededPglite();
const app = createApp({ db: drizzle({ client, schema }), config: testConfig() });
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
const { token } = (await post('/api/auth/register', {
  email: 'bench@example.test',
  password: 'long-enough-1',
})) as { token: string };
const products = ['prd_0100_own_hd', 'prd_0101_own_4k', 'prd_0102_rental'];
await post('/api/cart', { products, cartVersion: null }, token);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const run = async (label: string, options: { method: 'GET' | 'POST'; body?: string }) => {
  const result = await autocannon({
    url: `${base}/api/cart`,
    headers,
    connections,
    amount: requests,
    duration: MAX_SECONDS,
    ...options,
  });
  const line = `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}   errors ${result.errors}   (${result.requests.total} requests, ${connections} connections)`;
  console.log(line);
  return result;
};

console.log(`Load benchmark on ${base} (loopback, in-memory PGlite, Node ${process.version})`);
await run('GET  /api/cart', { method: 'GET' });
// A login-sync push merges without a version check, so every request is a real write.
await run('POST /api/cart (write, login sync)', {
  method: 'POST',
  body: JSON.stringify({ products, cartVersion: null, isLoginSync: true }),
});
server.close();
await client.close();
