import type { VideoDetail } from '../contract/catalogue';
import { createFakeServer, type FakeServer } from '../testing/createFakeServer';
import { makeVideoProducts } from '../testing/fixtures';

/** A catalogue video (what `GET /api/videos/{slug}` answers) made of the fake server's products of v1. */
export function embedVideo(): VideoDetail {
  const products = makeVideoProducts({ _id: 'v1', title: 'Video v1' });
  return {
    _id: 'v1',
    slug: 'video-v1',
    title: 'Video v1',
    dvdId: null,
    thumbnail: '/art/v1.svg',
    cover: '/art/v1-cover.svg',
    releaseDate: '2024-01-01',
    durationMinutes: 90,
    featured: false,
    studio: null,
    series: null,
    actresses: [],
    categories: [],
    description: '',
    fromPrice: Math.min(...products.map((p) => p.currentPrice)),
    products: products.map((p) => ({
      _id: p._id,
      orderType: p.orderType,
      resolution: p.resolution,
      price: p.currentPrice,
      download: p.download,
      stream: p.stream,
      rentalHours: p.orderType === 'rental' ? 72 : null,
    })),
  };
}

/** The fake server's fetch plus the one catalogue call the drop-in makes, for `video-v1`. */
export function embedFetch(server: FakeServer = createFakeServer()): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://x.test');
    if (url.pathname === '/api/videos/video-v1') return Response.json(embedVideo());
    if (url.pathname.startsWith('/api/videos/')) {
      return Response.json({ message: 'Video not found', code: 'NOT_FOUND' }, { status: 404 });
    }
    return server.fetch(input, init);
  };
}
