import { type RequestLogLine, requestLog } from '@reelcart/server';
import { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStorefrontApp } from './app';

const noBuild = (): Promise<ServerBuild> => Promise.reject(new Error('no pages in this test'));

type AppOptions = Parameters<typeof createStorefrontApp>[0];

/** The storefront's server without pages, in production mode, with what the test adds. */
const probeApp = (options: Partial<AppOptions> = {}) =>
  createStorefrontApp({
    build: noBuild,
    mode: 'production',
    adminHost: 'admin.localhost:3000',
    routeRules: {},
    requestLog: () => {},
    ...options,
  });

describe('storefront probes', () => {
  it('hands /healthz and /readyz to the embedded API, whatever the host', async () => {
    const seen: string[] = [];
    const app = probeApp({
      api: {
        fetch: (request) => {
          seen.push(new URL(request.url).pathname);
          return Response.json({ status: 'unavailable' }, { status: 503 });
        },
      },
    });
    const ready = await app.request('http://admin.localhost:3000/readyz');
    expect(ready.status).toBe(503);
    const health = await app.request('http://localhost:3000/healthz');
    expect(health.status).toBe(503);
    expect(seen).toEqual(['/readyz', '/healthz']);
  });

  it('answers them itself without an embedded API', async () => {
    const app = probeApp();
    for (const path of ['/healthz', '/readyz']) {
      const res = await app.request(`http://localhost:3000${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('request id', () => {
  it('is generated, logged, sent back and passed to the embedded API', async () => {
    const lines: RequestLogLine[] = [];
    const apiIds: (string | null)[] = [];
    const app = probeApp({
      requestLog: (line) => lines.push(line),
      api: {
        fetch: (request) => {
          apiIds.push(request.headers.get('x-request-id'));
          return Response.json({ ok: true });
        },
      },
    });
    const res = await app.request('http://localhost:3000/api/health');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(apiIds).toEqual([id]);
    expect(lines).toEqual([
      expect.objectContaining({
        source: 'storefront',
        requestId: id,
        method: 'GET',
        path: '/api/health',
        status: 200,
      }),
    ]);
  });

  it('keeps a well-formed incoming id, which the API logs too', async () => {
    const lines: RequestLogLine[] = [];
    const api = new Hono();
    api.use(
      '*',
      requestLog('api', (line) => lines.push(line)),
    );
    api.get('/api/health', (c) => c.json({ ok: true }));
    const app = probeApp({
      requestLog: (line) => lines.push(line),
      api,
    });
    const res = await app.request('http://localhost:3000/api/health', {
      headers: { 'x-request-id': 'edge-42' },
    });
    expect(res.headers.get('x-request-id')).toBe('edge-42');
    expect(lines.map((l) => [l.source, l.requestId, l.path])).toEqual([
      ['api', 'edge-42', '/api/health'],
      ['storefront', 'edge-42', '/api/health'],
    ]);
  });
});
