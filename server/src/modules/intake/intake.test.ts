import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { auditLog, intakeItems, products, videos } from '../schema';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionOf('admin')).token;
}, 120_000);
afterAll(() => server.close());

const STUDIO = '/api/admin/intake/northlight-studio';
const as = (token: string | null) => ({
  get: (path: string) => server.request('GET', path, { token }),
  post: (path: string, body: unknown) => server.request('POST', path, { token, body }),
  put: (path: string, body: unknown) => server.request('PUT', path, { token, body }),
});

/** Six rows, one with `..`: five are taken. */
const MANIFEST = [
  'path,title,description,performers,categories,series,release_date,duration,price_hd,price_4k',
  'delivery/scene-01/main.mp4,Dock Lights,A scene.,New Person One,drama,,2026-11-01,50,11.50,',
  'delivery/scene-02/main.mp4,Grey Harbour,A scene.,,drama,,2026-11-02,55,,',
  'delivery/scene-03/main.mp4,,,,,,,,,',
  '../escape/main.mp4,Outside,,,,,,,,',
  'Café Nuit/Été 2026/clip one.mp4,Nuit,,,drama,,2026-11-03,40,,',
  'delivery/scene-04/main.mp4,Fourth,,,drama,,2026-11-04,44,,',
].join('\n');

type Item = {
  path: string;
  state: string;
  version: number;
  fields: Record<string, unknown>;
  missing: string[];
  videoSlug: string | null;
  videoPublished: boolean | null;
};

async function importBatch(name: string, text = MANIFEST) {
  const res = await as(admin).post(`${STUDIO}/batches`, { format: 'csv', text, name });
  expect(res.status, res.text).toBe(200);
  return res.json as {
    batch: string;
    rows: { path: string; state: string }[];
    problems: { line: number; reason: string }[];
  };
}

const itemUrl = (batch: string, path: string) =>
  `${STUDIO}/${batch}/item?path=${encodeURIComponent(path)}`;

describe('studio intake: manifest → queue → approve → publish', () => {
  it('the preview and the import report the invalid row by line and take the five others', async () => {
    const preview = await as(admin).post(`${STUDIO}/preview`, { format: 'csv', text: MANIFEST });
    expect(preview.status).toBe(200);
    expect(preview.json.problems).toEqual([
      { line: 5, reason: 'the path contains ".." (leaving the batch is not allowed)' },
    ]);
    const imported = await importBatch('November delivery');
    expect(imported.batch).toBe('november-delivery');
    expect(imported.rows.map((r) => [r.path, r.state])).toEqual([
      ['delivery/scene-01/main.mp4', 'new'],
      ['delivery/scene-02/main.mp4', 'new'],
      ['delivery/scene-03/main.mp4', 'needs_info'],
      ['Café Nuit/Été 2026/clip one.mp4', 'new'],
      ['delivery/scene-04/main.mp4', 'new'],
    ]);
    const batch = await as(admin).get(`${STUDIO}/november-delivery`);
    expect(batch.json.items).toHaveLength(5);
    expect((batch.json.batch as { counts: Record<string, number> }).counts).toMatchObject({
      new: 4,
      needs_info: 1,
    });
    const again = await as(admin).post(`${STUDIO}/batches`, {
      format: 'csv',
      text: MANIFEST,
      name: 'November delivery',
    });
    expect(again.status).toBe(409);
    const overview = await as(admin).get('/api/admin/intake');
    const row = (overview.json.studios as { studio: { slug: string }; openBatches: number }[]).find(
      (s) => s.studio.slug === 'northlight-studio',
    );
    expect(row?.openBatches).toBe(2);
    // The seed's first item has waited longest.
    expect(row).toMatchObject({
      oldestWaiting: { batch: 'sample-delivery', path: '2026-11/scene-01/main.mp4', state: 'new' },
    });
  });

  it('an item of three segments with spaces and non-ASCII letters opens by its path; an edit re-checks it', async () => {
    const item = (
      await as(admin).get(itemUrl('november-delivery', 'Café Nuit/Été 2026/clip one.mp4'))
    ).json as unknown as Item;
    expect(item.state).toBe('new');
    const incomplete = await as(admin).get(
      itemUrl('november-delivery', 'delivery/scene-03/main.mp4'),
    );
    const it3 = incomplete.json as unknown as Item;
    expect(it3.missing).toEqual(['title', 'releaseDate', 'durationMinutes', 'categories']);
    const saved = await as(admin).put(`${STUDIO}/november-delivery/item`, {
      path: it3.path,
      version: it3.version,
      fields: {
        ...it3.fields,
        title: 'Third Light',
        releaseDate: '2026-11-05',
        durationMinutes: 33,
        categories: ['drama'],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.state).toBe('ready');
    // The same version again is stale.
    const stale = await as(admin).put(`${STUDIO}/november-delivery/item`, {
      path: it3.path,
      version: it3.version,
      fields: it3.fields,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('STALE_VERSION');
    const unknownCategory = await as(admin).put(`${STUDIO}/november-delivery/item`, {
      path: it3.path,
      version: saved.json.version,
      fields: { ...it3.fields, categories: ['no-such-category'] },
    });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.json.field).toBe('fields.categories');
  });

  it('approval needs complete fields, rejection a reason; every change is audited', async () => {
    const bad = await as(admin).post(`${STUDIO}/november-delivery/decisions`, {
      paths: ['delivery/scene-04/main.mp4'],
      action: 'reject',
      reason: '',
    });
    expect(bad.json.results).toEqual([
      expect.objectContaining({ ok: false, message: 'Give a reason for the rejection.' }),
    ]);
    const rejected = await as(admin).post(`${STUDIO}/november-delivery/decisions`, {
      paths: ['delivery/scene-04/main.mp4'],
      action: 'reject',
      reason: 'Audio missing',
    });
    expect(rejected.json.results).toEqual([
      expect.objectContaining({ ok: true, state: 'rejected' }),
    ]);
    const approved = await as(admin).post(`${STUDIO}/november-delivery/decisions`, {
      paths: [
        'delivery/scene-01/main.mp4',
        'delivery/scene-02/main.mp4',
        'delivery/scene-03/main.mp4',
      ],
      action: 'approve',
    });
    expect(approved.json.results).toEqual([
      expect.objectContaining({ ok: true, state: 'approved' }),
      expect.objectContaining({ ok: true, state: 'approved' }),
      expect.objectContaining({ ok: true, state: 'approved' }),
    ]);
    const [row] = await server.db
      .select()
      .from(intakeItems)
      .where(eq(intakeItems.path, 'delivery/scene-04/main.mp4'));
    const entries = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'intake_item'), eq(auditLog.entityId, row?.id ?? '')));
    expect(entries.map((e) => e.action)).toEqual(['create', 'reject']);
    expect(entries.every((e) => e.actorEmail === 'admin@reelcart.test')).toBe(true);
  });

  it('publishing asks before creating new performers, then makes the video with its five products', async () => {
    const first = await as(admin).post(`${STUDIO}/november-delivery/publish`, {
      paths: ['delivery/scene-01/main.mp4'],
    });
    expect(first.json.results).toEqual([
      expect.objectContaining({
        ok: false,
        state: 'approved',
        message: expect.stringContaining('performer New Person One'),
      }),
    ]);
    const published = await as(admin).post(`${STUDIO}/november-delivery/publish`, {
      paths: ['delivery/scene-01/main.mp4'],
      createNew: true,
    });
    const result = (published.json.results as { ok: boolean; videoSlug: string }[])[0];
    expect(result?.ok).toBe(true);
    const page = await as(null).get(`/api/videos/${result?.videoSlug}`);
    expect(page.status, page.text).toBe(200);
    const video = (await as(admin).get(`/api/admin/videos/${result?.videoSlug}`)).json as {
      products: { orderType: string; resolution: string; priceCents: number; download: boolean }[];
      actressIds: string[];
    };
    // Rentals stream only, as the admin's and the seed's (decision 068); owned copies download too.
    expect(video.products.map((p) => [p.orderType, p.download])).toEqual([
      ['own', true],
      ['own', true],
      ['own', true],
      ['own', true],
      ['rental', false],
    ]);
    // Row price for HD; the seeded studio defaults for the others.
    expect(video.products.map((p) => [p.orderType, p.resolution, p.priceCents])).toEqual([
      ['own', 'SD', 899],
      ['own', 'HD', 1150],
      ['own', 'FHD', 1799],
      ['own', '4K', 2299],
      ['rental', 'HD', 349],
    ]);
    expect(video.actressIds).toHaveLength(1);
  });

  it('publishing is idempotent, also under concurrency: one video per item', async () => {
    const path = 'delivery/scene-02/main.mp4';
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        as(admin).post(`${STUDIO}/november-delivery/publish`, { paths: [path] }),
      ),
    );
    for (const r of results) expect(r.status, r.text).toBe(200);
    const slugs = new Set(
      results.map((r) => (r.json.results as { videoSlug: string; ok: boolean }[])[0]?.videoSlug),
    );
    expect(slugs.size).toBe(1);
    const again = await as(admin).post(`${STUDIO}/november-delivery/publish`, { paths: [path] });
    expect(again.json.results).toEqual([
      expect.objectContaining({ ok: true, state: 'published', message: 'Already published' }),
    ]);
    const made = await server.db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.title, 'Grey Harbour'));
    expect(made).toHaveLength(1);
    const offers = await server.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.videoId, made[0]?.id ?? ''));
    expect(offers).toHaveLength(5);
    // A published item is not edited through intake.
    const item = (await as(admin).get(itemUrl('november-delivery', path))).json as unknown as Item;
    const edit = await as(admin).put(`${STUDIO}/november-delivery/item`, {
      path,
      version: item.version,
      fields: item.fields,
    });
    expect(edit.status).toBe(409);
    // Unpublished from the video admin: the item still says published, and that its video is not
    // in the store any more; the queue says so too.
    expect(item.videoPublished).toBe(true);
    const slug = [...slugs][0] as string;
    const off = await as(admin).post('/api/admin/videos/publish', {
      slugs: [slug],
      published: false,
    });
    expect(off.status, off.text).toBe(200);
    const after = (await as(admin).get(itemUrl('november-delivery', path))).json as unknown as Item;
    expect(after).toMatchObject({ state: 'published', videoSlug: slug, videoPublished: false });
    const queue = await as(admin).get(`${STUDIO}/november-delivery`);
    expect(
      (queue.json.items as Array<{ path: string; videoPublished: boolean | null }>).find(
        (i) => i.path === path,
      )?.videoPublished,
    ).toBe(false);
  });

  it('unreadable manifests are a clear 400 and import nothing', async () => {
    const before = (await server.db.select({ id: intakeItems.id }).from(intakeItems)).length;
    const bodies = [
      { format: 'csv', text: 'title\nno path column', name: 'x1' },
      { format: 'csv', text: 'path\n"open quote', name: 'x2' },
      { format: 'csv', text: `path,title\n${'\u0000\uFFFD'.repeat(50)}`, name: 'x3' },
      { format: 'json', text: '{not json', name: 'x4' },
      { format: 'csv', text: 'path\n../a.mp4\n/b.mp4', name: 'x5' },
      { format: 'csv', text: `path,title\na.mp4,${'x'.repeat(300)}`, name: 'x6' },
      { format: 'xml', text: '<a/>', name: 'x7' },
    ];
    for (const body of bodies) {
      const res = await as(admin).post(`${STUDIO}/batches`, body);
      expect(res.status, `${JSON.stringify(body).slice(0, 60)} → ${res.text}`).toBe(400);
      expect(String(res.json.message).length).toBeGreaterThan(5);
    }
    const after = (await server.db.select({ id: intakeItems.id }).from(intakeItems)).length;
    expect(after).toBe(before);
  });

  it('the seeded batch has an item in every state', async () => {
    const batch = await as(admin).get(`${STUDIO}/sample-delivery`);
    const counts = (batch.json.batch as { counts: Record<string, number> }).counts;
    for (const state of ['new', 'needs_info', 'ready', 'approved', 'rejected', 'published'])
      expect(counts[state], state).toBeGreaterThan(0);
    // Each seeded item carries the audit trail that brought it there, newest first.
    const published = (await as(admin).get(itemUrl('sample-delivery', '2026-11/scene-06/main.mp4')))
      .json as unknown as { history: Array<{ action: string; actorEmail: string }> };
    expect(published.history.map((e) => e.action)).toEqual(['publish', 'approve', 'create']);
    expect(published.history[0]?.actorEmail).toBe('admin@reelcart.test');
  });

  it('non-admins get 403 on intake calls', async () => {
    for (const role of ['shopper', 'manager'] as const) {
      const token = (await server.sessionOf(role)).token;
      expect((await as(token).get('/api/admin/intake')).status).toBe(403);
      expect(
        (await as(token).post(`${STUDIO}/sample-delivery/publish`, { paths: ['x'] })).status,
      ).toBe(403);
    }
    expect((await as(null).get('/api/admin/intake')).status).toBe(401);
  });
});
