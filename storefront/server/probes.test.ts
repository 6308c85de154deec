import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStorefrontApp } from './app';

const noBuild = (): Promise<ServerBuild> => Promise.reject(new Error('no pages in this test'));

describe('storefront probes', () => {
  it('hands /healthz and /readyz to the embedded API, whatever the host', async () => {
    const seen: string[] = [];
    const app = createStorefrontApp({
      build: noBuild,
      mode: 'production',
      adminHost: 'admin.localhost:3000',
      routeRules: {},
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
    const app = createStorefrontApp({
      build: noBuild,
      mode: 'production',
      adminHost: 'admin.localhost:3000',
      routeRules: {},
    });
    for (const path of ['/healthz', '/readyz']) {
      const res = await app.request(`http://localhost:3000${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    }
  });
});
