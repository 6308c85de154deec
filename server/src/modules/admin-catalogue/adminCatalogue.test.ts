import { describe, expect, it } from 'vitest';
import { productInput, videoInput } from '../../testing/samples';
import { useAdminServer } from '../../testing/useAdminServer';

const ctx = useAdminServer();
const { as } = ctx;

type Video = Record<string, unknown> & {
  _id: string;
  version: number;
  products: Array<Record<string, unknown> & { _id: string; version: number }>;
  history: Array<{
    action: string;
    entityType: string;
    changes: Array<{ field: string; before: unknown; after: unknown }>;
  }>;
};

async function newVideo(slug: string, overrides: Record<string, unknown> = {}): Promise<Video> {
  const res = await as(ctx.admin).post('/api/admin/videos', { ...videoInput(slug), ...overrides });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as Video;
}

/** Publishes videos that have a product on sale (a video without one is refused, decision 068). */
async function publish(...slugs: string[]) {
  const res = await as(ctx.admin).post('/api/admin/videos/publish', { slugs, published: true });
  expect(res.status, res.text).toBe(200);
}

/** A published video with one product on sale (own HD at 12.99), as the admin now reads it. */
async function publishedVideo(slug: string): Promise<Video> {
  await newVideo(slug);
  const added = await as(ctx.admin).post(`/api/admin/videos/${slug}/products`, productInput());
  expect(added.status, added.text).toBe(200);
  await publish(slug);
  return (await as(ctx.admin).get(`/api/admin/videos/${slug}`)).json as unknown as Video;
}

const editable = (v: Video) => {
  const { _id, products, sales, history, ...input } = v;
  return input;
};

describe('admin catalogue: studio → video → products → publish → public store', () => {
  it('a new studio and video appear on the public store only once published, with their products', async () => {
    const studio = await as(ctx.admin).post('/api/admin/studios', {
      name: 'Harbour Lights',
      slug: 'harbour-lights',
      description: 'A placeholder studio.',
      logoUrl: null,
      royaltyBps: 4500,
    });
    expect(studio.status, studio.text).toBe(200);
    const video = await newVideo('harbour-premiere', { studioId: studio.json._id });
    for (const product of [
      productInput({ resolution: 'HD', priceCents: 1499 }),
      productInput({ resolution: '4K', priceCents: 2499 }),
      productInput({
        orderType: 'rental',
        resolution: 'HD',
        priceCents: 399,
        rentalHours: 48,
        download: false,
      }),
    ]) {
      const res = await as(ctx.admin).post('/api/admin/videos/harbour-premiere/products', product);
      expect(res.status, res.text).toBe(200);
    }
    expect((await as(null).get('/api/videos/harbour-premiere')).status).toBe(404);
    expect((await as(null).get('/api/videos?studio=harbour-lights')).json.total).toBe(0);

    const published = await as(ctx.admin).post('/api/admin/videos/publish', {
      slugs: ['harbour-premiere'],
      published: true,
    });
    expect(published.json).toEqual({ updated: 1, slugs: ['harbour-premiere'] });
    const page = await as(null).get('/api/videos/harbour-premiere');
    expect(page.status).toBe(200);
    expect((page.json.products as unknown[]).length).toBe(3);
    expect((await as(null).get('/api/videos?studio=harbour-lights')).json.total).toBe(1);
    expect(
      ((await as(null).get('/api/search?q=harbour-premiere')).json.videos as unknown[]).length,
    ).toBe(1);

    const detail = (await as(ctx.admin).get(`/api/admin/videos/harbour-premiere`))
      .json as unknown as Video;
    expect(detail.history.map((h) => `${h.action} ${h.entityType}`)).toEqual([
      'publish video',
      'create product',
      'create product',
      'create product',
      'create video',
    ]);
    expect(detail._id).toBe(video._id);
  });

  it('a price change shows on the video page and in carts; a disabled product is not sold', async () => {
    const video = await newVideo('price-change-video');
    const created = await as(ctx.admin).post(
      '/api/admin/videos/price-change-video/products',
      productInput(),
    );
    const product = created.json as { _id: string; version: number };
    // A second product on sale, so the first can be disabled while the video is published.
    const rental = productInput({
      orderType: 'rental',
      priceCents: 299,
      rentalHours: 48,
      download: false,
    });
    await as(ctx.admin).post('/api/admin/videos/price-change-video/products', rental);
    await publish('price-change-video');
    const changed = await as(ctx.admin).put(`/api/admin/products/${product._id}`, {
      ...productInput({ priceCents: 999 }),
      version: product.version,
    });
    expect(changed.status, changed.text).toBe(200);
    const page = await as(null).get('/api/videos/price-change-video');
    expect((page.json.products as Array<{ price: number }>)[0]?.price).toBe(9.99);
    expect((await as(null).get(`/api/products/${product._id}`)).json.currentPrice).toBe(9.99);

    await as(ctx.admin).put(`/api/admin/products/${product._id}`, {
      ...productInput({ priceCents: 999, enabled: false }),
      version: product.version + 1,
    });
    expect((await as(null).get(`/api/products/${product._id}`)).status).toBe(404);
    const left = (await as(null).get('/api/videos/price-change-video')).json;
    expect((left.products as Array<{ orderType: string }>).map((p) => p.orderType)).toEqual([
      'rental',
    ]);
    expect(left.fromPrice).toBe(2.99);

    const history = await as(ctx.admin).get(
      `/api/admin/audit?entityType=product&entityId=${product._id}`,
    );
    const entries = history.json.items as Video['history'];
    expect(entries.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    expect(entries[1]?.changes).toEqual([{ field: 'priceCents', before: 1299, after: 999 }]);
    expect(video.products).toEqual([]);
  });

  it('a new slug keeps the old one answering (the store redirects), and records before/after', async () => {
    const video = await publishedVideo('old-slug-video');
    const res = await as(ctx.admin).put('/api/admin/videos/old-slug-video', {
      ...editable(video),
      slug: 'new-slug-video',
      title: 'Renamed',
    });
    expect(res.status, res.text).toBe(200);
    const old = await as(null).get('/api/videos/old-slug-video');
    expect(old.status).toBe(200);
    expect(old.json.slug).toBe('new-slug-video');
    const updated = res.json as unknown as Video;
    expect(updated.history[0]?.changes).toEqual([
      { field: 'title', before: 'Sample old-slug-video', after: 'Renamed' },
      { field: 'slug', before: 'old-slug-video', after: 'new-slug-video' },
    ]);
  });

  it('concurrent saves of one version: one succeeds, the other gets a clear 409 and nothing is overwritten', async () => {
    const video = await newVideo('concurrent-video');
    const results = await Promise.all(
      ['First title', 'Second title'].map((title) =>
        as(ctx.admin).put('/api/admin/videos/concurrent-video', { ...editable(video), title }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.json.code).toBe('STALE_VERSION');
    expect(String(loser?.json.message)).toMatch(/changed by someone else.*not saved/);
    const winner = results.find((r) => r.status === 200)?.json as unknown as Video;
    const now = (await as(ctx.admin).get('/api/admin/videos/concurrent-video'))
      .json as unknown as Video;
    expect(now.title).toBe(winner.title);
    expect(now.version).toBe(video.version + 1);
    expect(now.history.filter((h) => h.action === 'update')).toHaveLength(1);
  });

  it('non-admins are refused and nothing changes', async () => {
    const video = await newVideo('guarded-video');
    for (const role of ['shopper', 'affiliate', 'manager'] as const) {
      const token = (await ctx.server.sessionOf(role)).token;
      const res = await as(token).put('/api/admin/videos/guarded-video', {
        ...editable(video),
        title: 'Hijacked',
      });
      expect(res.status).toBe(403);
    }
    expect((await as(null).put('/api/admin/videos/guarded-video', editable(video))).status).toBe(
      401,
    );
    const now = (await as(ctx.admin).get('/api/admin/videos/guarded-video'))
      .json as unknown as Video;
    expect(now.title).toBe(video.title);
    expect(now.version).toBe(video.version);
  });

  it('invalid input is a 400 naming the field; a taken slug or a duplicate product is a 409', async () => {
    const bad = await as(ctx.admin).post('/api/admin/videos', {
      ...videoInput('bad-video'),
      slug: 'Not A Slug',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('slug');
    const rental = await as(ctx.admin).post(
      '/api/admin/videos/guarded-video/products',
      productInput({ orderType: 'rental', rentalHours: null }),
    );
    expect(rental.json.field).toBe('rentalHours');
    expect(
      (await as(ctx.admin).post('/api/admin/videos', videoInput('guarded-video'))).status,
    ).toBe(409);
    await as(ctx.admin).post('/api/admin/videos/guarded-video/products', productInput());
    const again = await as(ctx.admin).post(
      '/api/admin/videos/guarded-video/products',
      productInput(),
    );
    expect(again.status).toBe(409);
    const royalty = await as(ctx.admin).post('/api/admin/studios', {
      name: 'X',
      slug: 'x-studio',
      description: '',
      logoUrl: null,
      royaltyBps: 10_001,
    });
    expect(royalty.json.field).toBe('royaltyBps');
  });

  it('a bulk price change previews without writing, then applies all or nothing at the versions', async () => {
    await newVideo('bulk-price-video');
    const a = (
      await as(ctx.admin).post(
        '/api/admin/videos/bulk-price-video/products',
        productInput({ priceCents: 1000 }),
      )
    ).json as { _id: string; version: number };
    const b = (
      await as(ctx.admin).post(
        '/api/admin/videos/bulk-price-video/products',
        productInput({ resolution: '4K', priceCents: 2000 }),
      )
    ).json as { _id: string; version: number };
    await publish('bulk-price-video');
    const items = [a, b].map((p) => ({ id: p._id, version: p.version }));
    const preview = await as(ctx.admin).post('/api/admin/products/prices', {
      items,
      mode: 'percent',
      amount: -10,
      apply: false,
    });
    expect(preview.status, preview.text).toBe(200);
    expect(
      (preview.json.items as Array<{ afterCents: number }>).map((i) => i.afterCents).sort(),
    ).toEqual([1800, 900]);
    expect((await as(null).get(`/api/products/${a._id}`)).json.currentPrice).toBe(10);

    // A stale version anywhere: nothing is applied.
    const stale = await as(ctx.admin).post('/api/admin/products/prices', {
      items: [items[0], { ...items[1], version: 99 }],
      mode: 'fixed',
      amount: 50,
      apply: true,
    });
    expect(stale.status).toBe(409);
    expect((await as(null).get(`/api/products/${a._id}`)).json.currentPrice).toBe(10);

    const applied = await as(ctx.admin).post('/api/admin/products/prices', {
      items,
      mode: 'fixed',
      amount: -100,
      apply: true,
    });
    expect(applied.json.applied).toBe(true);
    expect((await as(null).get(`/api/products/${a._id}`)).json.currentPrice).toBe(9);
    expect((await as(null).get(`/api/products/${b._id}`)).json.currentPrice).toBe(19);
    const list = await as(ctx.admin).get(
      '/api/admin/products?q=bulk-price-video&sort=price&dir=desc',
    );
    expect((list.json.items as Array<{ priceCents: number }>).map((p) => p.priceCents)).toEqual([
      1900, 900,
    ]);
  });
});
