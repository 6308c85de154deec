import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { makePng } from '../../testing/png';
import { affiliateEvents } from '../schema';

let server: TestServer;
let admin: string;
let affiliate: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionOf('admin')).token;
  affiliate = (await server.sessionOf('affiliate')).token;
}, 120_000);
afterAll(() => server.close());

const as = (token: string | null) => ({
  get: (path: string) => server.request('GET', path, { token }),
  post: (path: string, body: unknown) => server.request('POST', path, { token, body }),
  put: (path: string, body: unknown) => server.request('PUT', path, { token, body }),
});

const banner = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test leaderboard',
  kind: 'banner',
  text: 'Watch tonight',
  landingPage: '/videos',
  active: true,
  image: { dataBase64: makePng(728, 90).toString('base64') },
  ...overrides,
});

type F = { clicks: number; uniqueClicks: number; conversions: number; conversionRate: number };
type Row = {
  id: string;
  name: string;
  active: boolean;
  kind: string;
  figures: F;
};
const ids = (json: Record<string, unknown>) => (json.items as Row[]).map((r) => r.id);

describe('admin creatives: list and figures', () => {
  it('lists the seeded creatives with figures from the tracking events; filters by kind, active, name', async () => {
    const all = await as(admin).get('/api/admin/creatives?days=90');
    expect(all.status, all.text).toBe(200);
    const items = all.json.items as Row[];
    expect(items.length).toBeGreaterThanOrEqual(7);
    const rectangle = items.find((r) => r.id === 'crt_rectangle');
    expect(rectangle?.figures.clicks).toBeGreaterThan(0);
    expect(rectangle?.figures.uniqueClicks).toBeLessThanOrEqual(rectangle?.figures.clicks ?? 0);
    expect(items.some((r) => r.figures.conversions > 0)).toBe(true);
    const totals = all.json.totals as F;
    expect(totals.clicks).toBe(items.reduce((n, r) => n + r.figures.clicks, 0));

    expect(ids((await as(admin).get('/api/admin/creatives?kind=text')).json).sort()).toEqual([
      'crt_text_catalogue',
      'crt_text_new',
    ]);
    const inactive = ids((await as(admin).get('/api/admin/creatives?active=false')).json);
    expect(inactive).toEqual(expect.arrayContaining(['crt_skyscraper', 'crt_text_catalogue']));
    expect(ids((await as(admin).get('/api/admin/creatives?q=RECTANGLE')).json)).toEqual([
      'crt_rectangle',
    ]);
    const week = (await as(admin).get('/api/admin/creatives?days=7')).json.totals as Record<
      string,
      number
    >;
    expect(week.clicks).toBeLessThan(totals.clicks);
  });

  // Invariant (issue 33's sortable columns): for any sort key, direction, period and kind filter,
  // the list holds every matching creative exactly once, ordered by the key in that direction
  // (clicks and sales as the period's figures, kinds grouped), so one direction is the exact
  // reverse of the other (ties by id the same way).
  it('sorts by name, kind, clicks or sales, either way, over the whole list', async () => {
    const list = async (query: string) => {
      const res = await as(admin).get(`/api/admin/creatives?${query}`);
      expect(res.status, res.text).toBe(200);
      return res.json.items as Row[];
    };
    const VALUE: Record<string, ((r: Row) => number) | undefined> = {
      clicks: (r) => r.figures.clicks,
      sales: (r) => r.figures.conversions,
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('name', 'kind', 'clicks', 'sales'),
        fc.constantFrom('asc', 'desc'),
        fc.constantFrom(7, 30, 365),
        fc.constantFrom('', 'banner', 'text'),
        async (sort, dir, days, kind) => {
          const filter = `days=${days}${kind ? `&kind=${kind}` : ''}`;
          const rows = await list(`${filter}&sort=${sort}&dir=${dir}`);
          const plain = await list(filter);
          expect(rows.map((r) => r.id).sort()).toEqual(plain.map((r) => r.id).sort());
          const value = VALUE[sort];
          if (value) {
            const keys = rows.map(value);
            expect(keys).toEqual([...keys].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
          }
          if (sort === 'kind') {
            const kinds = rows.map((r) => r.kind);
            const grouped = [...kinds].sort();
            expect(kinds).toEqual(dir === 'asc' ? grouped : grouped.reverse());
          }
          const other = await list(`${filter}&sort=${sort}&dir=${dir === 'asc' ? 'desc' : 'asc'}`);
          expect(rows.map((r) => r.id)).toEqual(other.map((r) => r.id).reverse());
        },
      ),
      { numRuns: 12 },
    );
    expect((await as(admin).get('/api/admin/creatives?sort=rate')).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await as(affiliate).get('/api/admin/creatives')).status).toBe(403);
    expect((await as(null).get('/api/admin/creatives')).status).toBe(401);
  });
});

describe('admin creatives: create and edit', () => {
  it('creates a banner from a right-size upload, serves the image, audits the write', async () => {
    const res = await as(admin).post('/api/admin/creatives', banner());
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      kind: 'banner',
      width: 728,
      height: 90,
      uploaded: true,
      version: 1,
    });
    expect(res.json.file).toMatchObject({ contentType: 'image/png' });
    const image = await server.request('GET', res.json.imageUrl as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((res.json.history as { action: string }[]).map((h) => h.action)).toEqual(['create']);
  });

  it('refuses a wrong size, a non-image and a banner without an image, naming the image field', async () => {
    const wrong = await as(admin).post(
      '/api/admin/creatives',
      banner({ image: { dataBase64: makePng(700, 90).toString('base64') } }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ field: 'image' });
    expect(wrong.json.message).toMatch(/700×90 pixels; a banner must be one of 728×90/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="728" height="90"/>');
    const notImage = await as(admin).post(
      '/api/admin/creatives',
      banner({ image: { dataBase64: svg.toString('base64') } }),
    );
    expect(notImage.json.message).toBe('Invalid image: Not a PNG, JPEG, GIF or WebP image');
    expect(
      (await as(admin).post('/api/admin/creatives', banner({ image: null }))).json.message,
    ).toBe('Invalid image: a banner needs an image');
  });

  it('validates the landing page as a store path', async () => {
    for (const landingPage of [
      'https://evil.test/',
      '//evil.test',
      '/admin/users',
      'videos',
      '/videos?x=1',
    ])
      expect((await as(admin).post('/api/admin/creatives', banner({ landingPage }))).status).toBe(
        400,
      );
  });

  it('edits at a version: a stale version is refused; deactivating takes it off /affiliate/marketing', async () => {
    const created = await as(admin).post('/api/admin/creatives', {
      name: 'Test text link',
      kind: 'text',
      text: 'See the catalogue',
      landingPage: '/videos',
      active: true,
      image: null,
    });
    expect(created.status, created.text).toBe(200);
    const id = created.json.id as string;
    const marketing = async () =>
      ((await as(affiliate).get('/api/affiliate/creatives')).json.items as { id: string }[]).map(
        (c) => c.id,
      );
    expect(await marketing()).toContain(id);
    const body = {
      name: 'Test text link',
      kind: 'text',
      text: 'See it all',
      landingPage: '/studios',
      active: false,
      image: null,
    };
    const saved = await as(admin).put(`/api/admin/creatives/${id}`, { ...body, version: 1 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ version: 2, active: false, text: 'See it all' });
    expect(await marketing()).not.toContain(id);
    const stale = await as(admin).put(`/api/admin/creatives/${id}`, {
      ...body,
      active: true,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('STALE_VERSION');
    const history = saved.json.history as { action: string; changes: { field: string }[] }[];
    expect(history[0]?.changes.map((c) => c.field).sort()).toEqual([
      'active',
      'landingPage',
      'text',
    ]);
    const kind = await as(admin).put(`/api/admin/creatives/${id}`, {
      ...body,
      kind: 'banner',
      version: 2,
    });
    expect(kind.status).toBe(400);
  });

  it('fuzz: random or damaged uploads always get a 4xx, never a 5xx nor a creative', async () => {
    const png = makePng(300, 250);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('base64')),
          fc
            .tuple(fc.nat(png.length), fc.uint8Array({ maxLength: 30 }))
            .map(([cut, tail]) =>
              Buffer.concat([png.subarray(0, Math.min(cut, 23)), tail]).toString('base64'),
            ),
          fc.string({ maxLength: 100 }),
        ),
        async (dataBase64) => {
          const res = await as(admin).post(
            '/api/admin/creatives',
            banner({ image: { dataBase64 } }),
          );
          expect(res.status, res.text).toBeGreaterThanOrEqual(400);
          expect(res.status, res.text).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('tracking: a click through a creative’s link is counted on the creative', () => {
  it('stores the creative id of the event and counts the click and the checkout', async () => {
    const before = (await as(admin).get('/api/admin/creatives/crt_mobile?days=1')).json
      .figures as F;
    const log = (action: string) =>
      server.request('POST', '/api/user/log', {
        body: {
          referralCode: 'REELPAID',
          action,
          metadata: {
            timestamp: new Date().toISOString(),
            landingPage: '/videos?dkr=REELPAID&creative=crt_mobile',
            visitorId: 'v_creative_test_1',
          },
        },
      });
    expect((await log('click')).status).toBe(200);
    expect((await log('checkout')).status).toBe(200);
    const after = (await as(admin).get('/api/admin/creatives/crt_mobile?days=1')).json.figures as F;
    expect(after.clicks).toBe(before.clicks + 1);
    expect(after.uniqueClicks).toBe(before.uniqueClicks + 1);
    expect(after.conversions).toBe(before.conversions + 1);
    // An unknown creative id is ignored like an unknown code: the event is stored without it.
    await server.request('POST', '/api/user/log', {
      body: {
        referralCode: 'REELPAID',
        action: 'click',
        metadata: {
          timestamp: new Date().toISOString(),
          landingPage: '/?dkr=REELPAID&creative=crt_nope',
          visitorId: 'v_creative_test_2',
        },
      },
    });
    const rows = await server.db
      .select({ creativeId: affiliateEvents.creativeId })
      .from(affiliateEvents)
      .where(eq(affiliateEvents.visitorId, 'v_creative_test_2'));
    expect(rows).toEqual([{ creativeId: null }]);
  });
});
