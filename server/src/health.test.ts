import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import * as schema from './modules/schema';
import { testConfig } from './platform/config';
import type { RequestLogLine } from './platform/http/requestLog';
import { seededPglite } from './testing/snapshot';

describe('health probes', () => {
  it('GET /healthz answers while the process is up', async () => {
    const client = new PGlite();
    const app = createApp({ db: drizzle({ client, schema }), config: testConfig() });
    await client.close();
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is 200 on a migrated database, 503 once it is closed', async () => {
    const client = await seededPglite();
    const app = createApp({ db: drizzle({ client, schema }), config: testConfig() });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    await client.close();
    const down = await app.request('/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: 'unavailable',
      code: 'DATABASE_UNREACHABLE',
      message: 'The database does not answer.',
    });
  });

  it('GET /readyz is 503 while migrations are pending', async () => {
    const client = new PGlite();
    const app = createApp({ db: drizzle({ client, schema }), config: testConfig() });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('MIGRATIONS_PENDING');
    expect(body.message).toMatch(/^Database migrations pending: 0 of \d+ applied\.$/);
    await client.close();
  });
});

describe('request log', () => {
  it('writes one line per request with the incoming x-request-id and sends it back', async () => {
    const client = await seededPglite();
    const lines: RequestLogLine[] = [];
    const app = createApp({
      db: drizzle({ client, schema }),
      config: testConfig(),
      requestLog: (line) => lines.push(line),
    });
    const res = await app.request('/api/nowhere', { headers: { 'x-request-id': 'sf-1' } });
    await client.close();
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('sf-1');
    expect(lines).toEqual([
      {
        source: 'api',
        requestId: 'sf-1',
        method: 'GET',
        path: '/api/nowhere',
        status: 404,
        durationMs: expect.any(Number),
      },
    ]);
  });
});
