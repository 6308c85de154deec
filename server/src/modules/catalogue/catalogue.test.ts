import {
  BannerList,
  CartProduct,
  CatalogueEntity,
  EntityPage,
  SearchResponse,
  VideoDetail,
  VideoPage,
} from '@reelcart/contract/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const videos = async (query: string) =>
  VideoPage.parse((await server.request('GET', `/api/videos?${query}`)).json);

describe('videos', () => {
  it('pages through the whole catalogue without overlap', async () => {
    const first = await videos('limit=100&page=1');
    expect(first.total).toBeGreaterThanOrEqual(200);
    expect(first.totalPages).toBe(Math.ceil(first.total / 100));
    const pages = [first, await videos('limit=100&page=2'), await videos('limit=100&page=3')];
    const ids = pages.flatMap((p) => p.items.map((v) => v._id));
    expect(new Set(ids).size).toBe(first.total);
    // Past the last page: no items, the same total (counted apart: no row carries it).
    const beyond = await videos('limit=100&page=50');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
    // A filtered total counts the matches, not the page.
    const featured = await videos('featured=true&limit=1');
    expect(featured.items).toHaveLength(1);
    expect(featured.total).toBe((await videos('featured=true&limit=100')).items.length);
  });

  it('offers own at SD/HD/FHD/4K and a rental, with flags and artwork', async () => {
    const [video] = (await videos('limit=1')).items;
    expect(video?.products.map((p) => `${p.orderType}:${p.resolution}`)).toEqual([
      'own:SD',
      'own:HD',
      'own:FHD',
      'own:4K',
      'rental:HD',
    ]);
    expect(video?.products.find((p) => p.orderType === 'rental')).toMatchObject({
      download: false,
      stream: true,
      rentalHours: 72,
    });
    expect(video?.thumbnail).toMatch(/^\/api\/art\/videos\/.+\.thumbnail\.svg$/);
    expect(video?.dvdId).toMatch(/^RC\d\d-\d{3}$/);
  });

  it.each([
    ['studio', 'northlight-studio', (v: VideoPage['items'][number]) => v.studio?.slug],
    ['category', 'drama', (v: VideoPage['items'][number]) => v.categories.map((c) => c.slug)],
  ] as const)('filters by %s', async (name, slug, pick) => {
    const page = await videos(`${name}=${slug}&limit=50`);
    expect(page.total).toBeGreaterThan(0);
    for (const v of page.items) expect([pick(v)].flat()).toContain(slug);
  });

  it('filters by actress and series taken from the data', async () => {
    const actress = EntityPage.parse(
      (await server.request('GET', '/api/actresses?sort=videos&limit=1')).json,
    ).items[0];
    const byActress = await videos(`actress=${actress?.slug}&limit=100`);
    expect(byActress.total).toBe(actress?.videoCount);
    for (const v of byActress.items)
      expect(v.actresses.map((a) => a.slug)).toContain(actress?.slug);
    const series = EntityPage.parse(
      (await server.request('GET', '/api/series?sort=videos&limit=1')).json,
    ).items[0];
    const bySeries = await videos(`series=${series?.slug}&limit=100`);
    expect(bySeries.total).toBe(series?.videoCount);
  });

  it('searches titles and dvd ids, escaping wildcards, and sorts by price', async () => {
    const harbor = await videos('q=harbor&limit=100');
    expect(harbor.total).toBeGreaterThan(0);
    for (const v of harbor.items) expect(v.title.toLowerCase()).toContain('harbor');
    expect((await videos('q=RC01-&limit=5')).items.every((v) => v.dvdId?.startsWith('RC01-'))).toBe(
      true,
    );
    expect((await videos('q=%25')).total).toBe(0);
    const cheap = (await videos('sort=price-asc&limit=50')).items.map((v) => v.fromPrice);
    expect(cheap).toEqual([...cheap].sort((a, b) => (a ?? 0) - (b ?? 0)));
    const dear = (await videos('sort=price-desc&limit=50')).items.map((v) => v.fromPrice);
    expect(dear).toEqual([...dear].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(dear[0] ?? 0).toBeGreaterThan(cheap[0] ?? 0);
    // Every seeded video is sold in 4K.
    expect((await videos('resolution=4K')).total).toBe((await videos('limit=1')).total);
  });

  it('ranks by popularity: the videos people paid for first', async () => {
    // The seed's shopper owns vid_0001 and rents vid_0002; nothing else was bought.
    const popular = (await videos('sort=popular&limit=3')).items.map((v) => v._id);
    expect(popular.slice(0, 2).sort()).toEqual(['vid_0001', 'vid_0002']);
    expect(popular[2]).not.toMatch(/^vid_000[12]$/);
  });

  it('answers one video by slug, 404 for an unknown one, 400 naming a bad query field', async () => {
    const [first] = (await videos('limit=1')).items;
    const detail = VideoDetail.parse(
      (await server.request('GET', `/api/videos/${first?.slug}`)).json,
    );
    expect(detail.description).toContain(detail.title);
    expect((await server.request('GET', '/api/videos/nope')).status).toBe(404);
    const bad = await server.request('GET', '/api/videos?limit=1000');
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('limit');
    expect((await server.request('GET', '/api/videos?resolution=8K')).json.field).toBe(
      'resolution',
    );
  });

  it('answers one product by id as a cart line with its video, 404 for an unknown one', async () => {
    const [video] = (await videos('limit=1')).items;
    const listed = video?.products.find((p) => p.orderType === 'rental');
    if (!video || !listed) throw new Error('the seed has a video with a rental');
    const res = await server.request('GET', `/api/products/${listed._id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(Object.keys(CartProduct.shape).sort());
    expect(CartProduct.parse(res.json)).toMatchObject({
      _id: listed._id,
      currentPrice: listed.price,
      orderType: 'rental',
      resolution: listed.resolution,
      video: { _id: video._id, title: video.title, slug: video.slug },
    });
    const missing = await server.request('GET', '/api/products/prd_nope');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Product not found');
  });
});

describe('series, studios, actresses, categories, banners and search', () => {
  it.each(['series', 'studios', 'actresses', 'categories'])(
    '%s: list, search by name, by slug',
    async (kind) => {
      const list = EntityPage.parse((await server.request('GET', `/api/${kind}?limit=100`)).json);
      expect(list.total).toBeGreaterThan(0);
      const names = list.items.map((e) => e.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const one = list.items[0];
      expect(
        CatalogueEntity.parse((await server.request('GET', `/api/${kind}/${one?.slug}`)).json),
      ).toEqual(one);
      expect((await server.request('GET', `/api/${kind}/does-not-exist`)).status).toBe(404);
      const word = one?.name.split(' ')[0] ?? '';
      const found = EntityPage.parse(
        (await server.request('GET', `/api/${kind}?q=${encodeURIComponent(word)}`)).json,
      );
      expect(found.items.map((e) => e._id)).toContain(one?._id);
    },
  );

  it("answers a series with the studio behind it, the studio of the series' videos", async () => {
    const list = EntityPage.parse((await server.request('GET', '/api/series?limit=100')).json);
    expect(list.items.every((s) => s.studio != null)).toBe(true);
    const one = list.items[0];
    const studio = one?.studio;
    expect(studio).toMatchObject({ _id: expect.any(String), slug: expect.any(String) });
    const ofSeries = VideoPage.parse(
      (await server.request('GET', `/api/videos?series=${one?.slug}&limit=100`)).json,
    );
    expect(ofSeries.items.length).toBeGreaterThan(0);
    for (const video of ofSeries.items) expect(video.studio?._id).toBe(studio?._id);
    // Other kinds carry no studio field at all.
    const studios = EntityPage.parse((await server.request('GET', '/api/studios')).json);
    expect(studios.items.some((s) => 'studio' in s)).toBe(false);
  });

  it('lists active banners in order', async () => {
    const banners = BannerList.parse((await server.request('GET', '/api/banners')).json).items;
    expect(banners.map((b) => b.position)).toEqual([0, 1, 2, 3]);
  });

  it('searches across everything at once', async () => {
    const res = SearchResponse.parse(
      (await server.request('GET', '/api/search?q=studio&limit=50')).json,
    );
    expect(res.studios.length).toBeGreaterThan(5);
    const drama = SearchResponse.parse((await server.request('GET', '/api/search?q=drama')).json);
    expect(drama.categories.map((c) => c.slug)).toContain('drama');
    expect((await server.request('GET', '/api/search')).json.field).toBe('q');
  });
});
