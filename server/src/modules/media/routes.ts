import { contract } from '@reelcart/contract/store';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import { ApiError, forbidden, notFound } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { holdingsOf, isResolution, RESOLUTION_RANK } from '../orders';
import { products, videos } from '../schema';
import { parseRange } from './range';
import { type MediaGrant, type MediaPurpose, signedQuery, verifySignedQuery } from './signing';
import { createMediaStorage, type MediaStorage } from './storage';

/** Media URLs and the media they point at (docs/decisions/019-signed-media-urls.md). */
export function mediaRoutes(app: Hono<AppEnv>, deps: Deps, storage?: MediaStorage): void {
  const { db, config } = deps;
  const store = storage ?? createMediaStorage(config.media);
  const secret = config.media.signingSecret;

  const productOf = async (productId: string) => {
    const [row] = await db
      .select({ product: products, video: videos })
      .from(products)
      .innerJoin(videos, eq(videos.id, products.videoId))
      .where(eq(products.id, productId));
    return row;
  };

  /**
   * The user's entitlement to a product's media for a purpose, now: the product's flag allows the
   * purpose, and the user owns its video at that resolution or higher, or rents it (at that
   * resolution or higher) until a time still to come. Answers the latest end (null: forever).
   */
  const entitlement = async (
    userId: string,
    product: typeof products.$inferSelect,
    purpose: MediaPurpose,
  ): Promise<{ until: number | null } | { refused: string }> => {
    if (purpose === 'stream' && !product.stream)
      return { refused: 'This video cannot be streamed' };
    if (purpose === 'download' && !product.download)
      return { refused: 'This video cannot be downloaded' };
    const wanted = isResolution(product.resolution) ? RESOLUTION_RANK[product.resolution] : 99;
    const now = deps.clock.now();
    let until: number | null | undefined;
    for (const h of await holdingsOf(db, userId)) {
      if (h.videoId !== product.videoId || !isResolution(h.resolution)) continue;
      if (RESOLUTION_RANK[h.resolution] < wanted) continue;
      if (h.orderType === 'own') return { until: null };
      const end = h.expiresAt?.getTime() ?? 0;
      if (h.orderType === 'rental' && end > now) until = Math.max(until ?? 0, end);
    }
    if (until === undefined) return { refused: 'You do not own or rent this video (any more)' };
    return { until };
  };

  const filenameOf = (title: string, resolution: string) => {
    const base = `${title} ${resolution}`
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase();
    return `${base || 'video'}.mp4`;
  };

  mount(app, deps, contract.mediaUrl, async ({ auth, params, body }) => {
    const userId = auth?.id ?? '';
    const row = await productOf(params.productId ?? '');
    if (!row) throw notFound('Product not found');
    const granted = await entitlement(userId, row.product, body.purpose);
    if ('refused' in granted) throw forbidden(granted.refused);
    const nowSeconds = Math.floor(deps.clock.now() / 1000);
    let exp = nowSeconds + config.media.urlTtlSeconds;
    // Never past the rental's end.
    if (granted.until !== null) exp = Math.min(exp, Math.floor(granted.until / 1000));
    const grant: MediaGrant = {
      userId,
      productId: row.product.id,
      resolution: row.product.resolution,
      purpose: body.purpose,
      exp,
    };
    return {
      url: `/api/media/${encodeURIComponent(row.product.id)}/file?${signedQuery(secret, grant)}`,
      purpose: body.purpose,
      resolution: row.product.resolution,
      expiresAt: new Date(exp * 1000).toISOString(),
      filename: filenameOf(row.video.title, row.product.resolution),
    };
  });

  const serve = async (c: Context<AppEnv>) => {
    const productId = c.req.param('productId') ?? '';
    const verified = verifySignedQuery(secret, productId, c.req.query(), deps.clock.now());
    if (!verified.ok) throw forbidden(verified.reason);
    const { grant } = verified;
    const row = await productOf(productId);
    if (!row || row.product.resolution !== grant.resolution) throw forbidden('Invalid media URL');
    // Entitlement at request time: a rental that ended or a refund since the URL was issued.
    const granted = await entitlement(grant.userId, row.product, grant.purpose);
    if ('refused' in granted) throw forbidden(granted.refused);

    const disposition =
      grant.purpose === 'download'
        ? `attachment; filename="${filenameOf(row.video.title, grant.resolution)}"`
        : null;
    const expiresIn = grant.exp - Math.floor(deps.clock.now() / 1000);
    const file = await store.open(row.video.id, grant.resolution, {
      expiresIn,
      contentType: 'video/mp4',
      disposition,
    });
    if (!file) throw notFound('Media not found');
    const common: Record<string, string> = {
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    };
    if (file.kind === 'redirect') {
      return c.body(null, 302, { ...common, Location: file.url });
    }
    const headers: Record<string, string> = {
      ...common,
      'Content-Type': 'video/mp4',
      'Accept-Ranges': 'bytes',
      ...(disposition ? { 'Content-Disposition': disposition } : {}),
    };
    const range = parseRange(c.req.header('range'), file.size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
    }
    const head = c.req.method === 'HEAD';
    if (range === null) {
      return new Response(head ? null : file.read(), {
        status: 200,
        headers: { ...headers, 'Content-Length': String(file.size) },
      });
    }
    return new Response(head ? null : file.read(range), {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
        'Content-Length': String(range.end - range.start + 1),
      },
    });
  };
  app.on(['GET', 'HEAD'], '/api/media/:productId/file', serve);

  // Test-only: move the server's clock (TEST_CLOCK=true, which production refuses to start with).
  if (config.testClock && config.env !== 'production') {
    app.post('/api/testing/clock', async (c) => {
      let body: { offsetSeconds?: unknown } = {};
      try {
        body = await c.req.json();
      } catch {
        throw new ApiError(400, 'Invalid body', { field: 'body' });
      }
      const offset = Number(body.offsetSeconds ?? 0);
      if (!Number.isFinite(offset)) throw new ApiError(400, 'Invalid offsetSeconds');
      deps.clock.setOffset(offset * 1000);
      return c.json({ offsetSeconds: offset, now: new Date(deps.clock.now()).toISOString() });
    });
  }
}
