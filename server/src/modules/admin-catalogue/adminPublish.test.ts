import {
  NOT_PURCHASABLE,
  newProductFlags,
  PUBLISH_REFUSALS,
  publishRefusalFor,
} from '@reelcart/contract/admin';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { productInput, videoInput } from '../../testing/samples';
import { products, videos } from '../schema';

/*
 * Issue 28 item 7, decision 068: a published video always has a product on sale (an enabled
 * product). Publishing one without is refused with a reason, and so is disabling the last product
 * on sale of a published video; the store never shows "from $0.00".
 */

vi.setConfig({ testTimeout: 120_000 });

// One seeded server for the file, made while it loads (the snapshot makes that quick).
const server: TestServer = await startTestServer();
const admin = (await server.sessionOf('admin')).token;
afterAll(() => server.close());

const post = (path: string, body: unknown) => server.request('POST', path, { token: admin, body });
const put = (path: string, body: unknown) => server.request('PUT', path, { token: admin, body });
const adminVideo = async (slug: string) =>
  (await server.request('GET', `/api/admin/videos/${slug}`, { token: admin })).json as {
    version: number;
    published: boolean;
    products: Array<{ _id: string; version: number; enabled: boolean }>;
  } & Record<string, unknown>;
const editable = (v: Record<string, unknown>) => {
  const { _id, products: _p, sales, history, ...input } = v;
  return input;
};

let n = 0;
const slugOf = (tag: string) => `publish-${tag}-${++n}`;

async function newVideo(tag: string) {
  const slug = slugOf(tag);
  const res = await post('/api/admin/videos', videoInput(slug));
  expect(res.status, res.text).toBe(200);
  return slug;
}
async function addProduct(slug: string, overrides: Record<string, unknown> = {}) {
  const res = await post(`/api/admin/videos/${slug}/products`, productInput(overrides));
  expect(res.status, res.text).toBe(200);
  return res.json as { _id: string; version: number };
}

describe('publishing needs a product on sale', () => {
  it('a video created published is refused: it has no products yet', async () => {
    const slug = slugOf('created');
    const res = await post('/api/admin/videos', { ...videoInput(slug), published: true });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: NOT_PURCHASABLE,
      field: 'published',
      message: PUBLISH_REFUSALS.newVideo,
    });
    expect(
      (await server.request('GET', `/api/admin/videos/${slug}`, { token: admin })).status,
    ).toBe(404);
  });

  it('saving a video published without a product on sale is refused; with one it is published', async () => {
    const slug = await newVideo('saved');
    const refused = await put(`/api/admin/videos/${slug}`, {
      ...editable(await adminVideo(slug)),
      published: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      code: NOT_PURCHASABLE,
      field: 'published',
      message: PUBLISH_REFUSALS.noProduct,
    });
    expect((await adminVideo(slug)).published).toBe(false);

    // A disabled product is not on sale either.
    const product = await addProduct(slug, { enabled: false });
    const still = await put(`/api/admin/videos/${slug}`, {
      ...editable(await adminVideo(slug)),
      published: true,
    });
    expect(still.json.code).toBe(NOT_PURCHASABLE);

    await put(`/api/admin/products/${product._id}`, {
      ...productInput({ enabled: true }),
      version: product.version,
    });
    const saved = await put(`/api/admin/videos/${slug}`, {
      ...editable(await adminVideo(slug)),
      published: true,
    });
    expect(saved.status, saved.text).toBe(200);
    const store = await server.request('GET', `/api/videos/${slug}`);
    expect(store.json.fromPrice).toBe(12.99);
  });

  it('publishing several at once is all or nothing, naming the videos without a product on sale', async () => {
    const ready = await newVideo('ready');
    await addProduct(ready);
    const bare = await newVideo('bare');
    const res = await post('/api/admin/videos/publish', { slugs: [ready, bare], published: true });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: NOT_PURCHASABLE,
      field: 'slugs',
      message: publishRefusalFor([`Sample ${bare}`]),
    });
    expect(String(res.json.message)).toBe(
      `Nothing was published: "Sample ${bare}" has no product on sale. Add a product (or enable one) to each first, or publish the others alone.`,
    );
    expect((await adminVideo(ready)).published).toBe(false);
    // Unpublishing never needs a product; the ready one alone publishes.
    expect(
      (await post('/api/admin/videos/publish', { slugs: [bare], published: false })).status,
    ).toBe(200);
    const alone = await post('/api/admin/videos/publish', { slugs: [ready], published: true });
    expect(alone.json).toEqual({ updated: 1, slugs: [ready] });
  });

  it('answers which videos it changed, so an undo sets exactly those back (decision 105)', async () => {
    const before = await newVideo('was-on');
    await addProduct(before);
    const now = await newVideo('now-on');
    await addProduct(now);
    await post('/api/admin/videos/publish', { slugs: [before], published: true });
    // Publishing both changes only the one that was unpublished.
    const both = await post('/api/admin/videos/publish', { slugs: [before, now], published: true });
    expect(both.json).toEqual({ updated: 1, slugs: [now] });
    // Its undo (unpublish those) leaves the other published; a second undo changes nothing.
    const undo = { slugs: both.json.slugs, published: false };
    expect((await post('/api/admin/videos/publish', undo)).json).toEqual({
      updated: 1,
      slugs: [now],
    });
    expect((await post('/api/admin/videos/publish', undo)).json).toEqual({ updated: 0, slugs: [] });
    expect((await adminVideo(before)).published).toBe(true);
    expect((await adminVideo(now)).published).toBe(false);
  });

  it('the last product on sale of a published video cannot be disabled; another one can', async () => {
    const slug = await newVideo('last');
    const own = await addProduct(slug);
    await post('/api/admin/videos/publish', { slugs: [slug], published: true });
    const refused = await put(`/api/admin/products/${own._id}`, {
      ...productInput({ enabled: false }),
      version: own.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      code: NOT_PURCHASABLE,
      field: 'enabled',
      message: PUBLISH_REFUSALS.lastProduct,
    });
    // Other edits of that product still save.
    const priced = await put(`/api/admin/products/${own._id}`, {
      ...productInput({ priceCents: 1099 }),
      version: own.version,
    });
    expect(priced.status, priced.text).toBe(200);
    const rental = await addProduct(slug, {
      orderType: 'rental',
      rentalHours: 48,
      priceCents: 299,
      ...newProductFlags('rental'),
    });
    const disabled = await put(`/api/admin/products/${own._id}`, {
      ...productInput({ priceCents: 1099, enabled: false }),
      version: own.version + 1,
    });
    expect(disabled.status, disabled.text).toBe(200);
    expect((await server.request('GET', `/api/videos/${slug}`)).json.fromPrice).toBe(2.99);
    // Unpublished, its last product may go.
    await post('/api/admin/videos/publish', { slugs: [slug], published: false });
    const last = await put(`/api/admin/products/${rental._id}`, {
      ...productInput({
        orderType: 'rental',
        rentalHours: 48,
        priceCents: 299,
        ...newProductFlags('rental'),
        enabled: false,
      }),
      version: rental.version,
    });
    expect(last.status, last.text).toBe(200);
  });

  it('a publish and the disabling of the last product at once: never a published video with nothing on sale', async () => {
    for (let round = 0; round < 4; round += 1) {
      const slug = await newVideo('race');
      const own = await addProduct(slug);
      const video = await adminVideo(slug);
      await Promise.all([
        put(`/api/admin/videos/${slug}`, { ...editable(video), published: true }),
        put(`/api/admin/products/${own._id}`, {
          ...productInput({ enabled: false }),
          version: own.version,
        }),
      ]);
      const after = await adminVideo(slug);
      expect(after.published && !after.products.some((p) => p.enabled)).toBe(false);
    }
  });
});

describe('the store never says "from $0.00"', () => {
  it('a published video with nothing on sale (older data) has no price, and sorts last by price', async () => {
    const slug = await newVideo('legacy');
    // As data written before decision 068 could be: published, no product.
    await server.db.update(videos).set({ published: true }).where(eq(videos.slug, slug));
    const page = await server.request('GET', `/api/videos/${slug}`);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ fromPrice: null, products: [] });
    const list = await server.request('GET', `/api/videos?q=${slug}`);
    expect((list.json.items as Array<{ fromPrice: unknown }>)[0]?.fromPrice).toBeNull();
    for (const sort of ['price-asc', 'price-desc']) {
      const all = await server.request('GET', `/api/videos?sort=${sort}&limit=100&page=3`);
      const prices = (all.json.items as Array<{ fromPrice: number | null }>).map(
        (v) => v.fromPrice,
      );
      expect(prices.includes(null)).toBe(true);
      expect(prices.indexOf(null)).toBe(prices.length - 1);
    }
    await server.db.update(videos).set({ published: false }).where(eq(videos.slug, slug));
  });
});

describe('rentals default to stream-only', () => {
  it('newProductFlags: an owned copy downloads and streams, a rental streams only', () => {
    expect(newProductFlags('own')).toEqual({ download: true, stream: true, enabled: true });
    expect(newProductFlags('rental')).toEqual({ download: false, stream: true, enabled: true });
  });
});

type Command =
  | { kind: 'create'; published: boolean }
  | { kind: 'save'; video: number; published: boolean }
  | { kind: 'bulk'; videos: number[]; published: boolean }
  | { kind: 'add'; video: number; enabled: boolean; rental: boolean }
  | { kind: 'toggle'; product: number; enabled: boolean };

// Weighted towards what meets the rule: products added and toggled, videos saved and published.
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('create' as const), published: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      video: fc.nat(1),
      published: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('bulk' as const),
      videos: fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 2 }),
      published: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      video: fc.nat(1),
      enabled: fc.boolean(),
      rental: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('toggle' as const),
      product: fc.nat(2),
      enabled: fc.boolean(),
    }),
  },
);

describe('any sequence of catalogue writes', () => {
  /*
   * Invariant: whatever an admin does, in any order (create a video published or not, save it
   * published or not, publish or unpublish several, add a product on sale or not, enable or
   * disable a product), no answer is a 5xx, every refusal is a 400 NOT_PURCHASABLE saying why,
   * and afterwards no published video is left without a product on sale.
   */
  it('never leaves a published video without a product on sale', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        run += 1;
        // Two videos to work on, unpublished and without products; the commands may make more.
        const made: string[] = [];
        for (const i of [0, 1]) {
          const slug = `fuzz-publish-${run}-start-${i}`;
          const res = await post('/api/admin/videos', videoInput(slug));
          expect(res.status, res.text).toBe(200);
          made.push(slug);
        }
        const items: Array<{ id: string; slug: string; rental: boolean }> = [];
        for (const c of commands) {
          let res: Awaited<ReturnType<typeof post>> | null = null;
          if (c.kind === 'create') {
            const slug = `fuzz-publish-${run}-${made.length}`;
            res = await post('/api/admin/videos', { ...videoInput(slug), published: c.published });
            if (res.status === 200) made.push(slug);
          } else if (c.kind === 'save' && made[c.video % Math.max(made.length, 1)]) {
            const slug = made[c.video % made.length] as string;
            res = await put(`/api/admin/videos/${slug}`, {
              ...editable(await adminVideo(slug)),
              published: c.published,
            });
          } else if (c.kind === 'bulk' && made.length > 0) {
            const slugs = [...new Set(c.videos.map((i) => made[i % made.length] as string))];
            res = await post('/api/admin/videos/publish', { slugs, published: c.published });
          } else if (c.kind === 'add' && made.length > 0) {
            const slug = made[c.video % made.length] as string;
            const flags = c.rental
              ? { orderType: 'rental', rentalHours: 48, ...newProductFlags('rental') }
              : {};
            const resolution = ['SD', 'HD', 'FHD', '4K'][items.length % 4];
            res = await post(`/api/admin/videos/${slug}/products`, {
              ...productInput({ ...flags, resolution, enabled: c.enabled }),
            });
            if (res.status === 200)
              items.push({ id: String(res.json._id), slug, rental: c.rental });
          } else if (c.kind === 'toggle' && items.length > 0) {
            const item = items[c.product % items.length] as (typeof items)[number];
            const current = (await adminVideo(item.slug)).products.find((p) => p._id === item.id);
            const flags = item.rental
              ? { orderType: 'rental', rentalHours: 48, ...newProductFlags('rental') }
              : {};
            const [row] = await server.db
              .select({ resolution: products.resolution })
              .from(products)
              .where(eq(products.id, item.id));
            res = await put(`/api/admin/products/${item.id}`, {
              ...productInput({ ...flags, resolution: row?.resolution, enabled: c.enabled }),
              version: current?.version ?? 1,
            });
          }
          if (res === null) continue;
          expect(res.status, res.text).toBeLessThan(500);
          if (res.status === 400 && res.json.code === NOT_PURCHASABLE)
            expect(String(res.json.message)).toMatch(/product/);
        }
        if (made.length === 0) return;
        const rows = await server.db
          .select({ id: videos.id, published: videos.published })
          .from(videos)
          .where(inArray(videos.slug, made));
        const enabled = await server.db
          .select({ videoId: products.videoId })
          .from(products)
          .where(
            and(
              inArray(
                products.videoId,
                rows.map((r) => r.id),
              ),
              eq(products.enabled, true),
            ),
          );
        for (const row of rows) {
          if (!row.published) continue;
          expect(enabled.some((p) => p.videoId === row.id)).toBe(true);
        }
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 100) },
    );
  });
});
