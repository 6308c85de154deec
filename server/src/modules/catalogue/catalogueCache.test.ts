import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { startTestServer, type TestServer } from '../../testing/harness';
import { productInput, videoInput } from '../../testing/samples';
import {
  CATALOGUE_CACHE_CONTROL,
  isCacheableCatalogueRequest,
  readCatalogueVersion,
} from './catalogueCache.http';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionOf('admin')).token;
}, 120_000);
afterAll(() => server.close());

const get = (path: string, etag?: string) =>
  server.request('GET', path, etag ? { headers: { 'if-none-match': etag } } : {});

describe('catalogue caching (decision 052)', () => {
  it('answers the public catalogue calls with an ETag, stale-while-revalidate and 304s', async () => {
    for (const path of [
      '/api/videos?limit=3',
      '/api/search?q=sample',
      '/api/studios',
      '/api/studios/northlight-studio',
    ]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^W\/"c\d+-[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
      expect(CATALOGUE_CACHE_CONTROL).toContain('stale-while-revalidate');
      // The same answer again (from the in-process cache), then a 304 for its ETag.
      const again = await get(path);
      expect(again.text).toBe(first.text);
      const notModified = await get(path, etag);
      expect(notModified.status, path).toBe(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.get('etag')).toBe(etag);
    }
  });

  it('an admin write bumps the version: new ETags, and the next answer shows the edit', async () => {
    const path = '/api/search?q=cache-bump-video';
    const before = await get(path);
    expect((before.json.videos as unknown[]).length).toBe(0);
    const etag = before.headers.get('etag') ?? '';
    const version = await readCatalogueVersion(server.db);

    const created = await server.request('POST', '/api/admin/videos', {
      token: admin,
      body: videoInput('cache-bump-video'),
    });
    expect(created.status, created.text).toBe(200);
    // A product on sale first: a video without one is not published (decision 068).
    const product = await server.request('POST', '/api/admin/videos/cache-bump-video/products', {
      token: admin,
      body: productInput(),
    });
    expect(product.status, product.text).toBe(200);
    const published = await server.request('POST', '/api/admin/videos/publish', {
      token: admin,
      body: { slugs: ['cache-bump-video'], published: true },
    });
    expect(published.status, published.text).toBe(200);
    expect(await readCatalogueVersion(server.db)).toBe(version + 3);

    const after = await get(path, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((after.json.videos as unknown[]).length).toBe(1);
  });

  // Another instance on the same database holds the version it read for a second (decision 092):
  // it answers from its cache until then, and with the edit after.
  it('another instance sees an admin write once its held version expires', async () => {
    let now = 1_000_000;
    const other = createApp({
      db: server.db,
      config: server.config,
      catalogueCache: { holdMs: 1000, now: () => now },
    });
    const path = '/api/search?q=cache-held-video';
    const otherGet = async () =>
      (await (await other.request(path)).json()) as { videos: unknown[] };
    expect((await otherGet()).videos).toHaveLength(0);
    for (const [call, body] of [
      ['/api/admin/videos', videoInput('cache-held-video')],
      ['/api/admin/videos/cache-held-video/products', productInput()],
      ['/api/admin/videos/publish', { slugs: ['cache-held-video'], published: true }],
    ] as const) {
      const res = await server.request('POST', call, { token: admin, body });
      expect(res.status, res.text).toBe(200);
    }
    // This instance took the writes: it shows the edit at once.
    expect(((await get(path)).json.videos as unknown[]).length).toBe(1);
    now += 999;
    expect((await otherGet()).videos).toHaveLength(0);
    now += 1;
    expect((await otherGet()).videos).toHaveLength(1);
  });

  it('a refused admin write does not bump the version', async () => {
    const version = await readCatalogueVersion(server.db);
    const refused = await server.request('POST', '/api/admin/videos', {
      token: admin,
      body: { title: '' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await readCatalogueVersion(server.db)).toBe(version);
  });

  it('leaves the clock- and sales-dependent answers and the writes uncached', () => {
    const at = (path: string) => new URL(path, 'http://x');
    expect(isCacheableCatalogueRequest('GET', at('/api/videos?sort=popular'))).toBe(false);
    expect(isCacheableCatalogueRequest('GET', at('/api/banners'))).toBe(false);
    expect(isCacheableCatalogueRequest('GET', at('/api/products/1'))).toBe(false);
    expect(isCacheableCatalogueRequest('POST', at('/api/videos'))).toBe(false);
    expect(isCacheableCatalogueRequest('GET', at('/api/videos/a-slug'))).toBe(true);
    expect(isCacheableCatalogueRequest('HEAD', at('/api/categories'))).toBe(true);
  });
});
