import { contract } from '@reelcart/contract/store';
import { eq } from 'drizzle-orm';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { holdingsOf, isResolution, RESOLUTION_RANK } from '../orders';
import { products, videos } from '../schema';
import { type MediaGrant, type MediaPurpose, signedQuery, verifySignedQuery } from './signing';
import { createMediaStorage, type MediaStorage } from './storage';

/** The calls `mediaRoutes` mounts (routes.ts), without HTTP. */
export function mediaService(deps: Deps, storage?: MediaStorage) {
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
  return {
    /**
     * The file a signed media URL points at, checked at request time: the signature, the product,
     * the entitlement (a rental that ended or a refund since the URL was issued).
     */
    grantedFile: async (productId: string, query: Record<string, string>) => {
      const verified = verifySignedQuery(secret, productId, query, deps.clock.now());
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
      return { file, disposition };
    },
    mediaUrl: handles(contract.mediaUrl, async ({ auth, params, body }) => {
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
    }),
  };
}
