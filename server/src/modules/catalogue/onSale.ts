import { NOT_PURCHASABLE, PUBLISH_REFUSALS, publishRefusalFor } from '@reelcart/contract/admin';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { ApiError } from '../../platform/errors';
import { products, videos } from '../schema';

/*
 * A published video always has a product on sale, an enabled product (decision 068). Every write
 * that can break it (publishing, disabling a product) first locks the video's row, so of two such
 * writes at once the second sees what the first did: a publish and the disabling of the video's
 * last product cannot both pass.
 */

/** Locks the videos' rows for the rest of the transaction. */
export async function lockVideos(tx: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: videos.id, title: videos.title, published: videos.published })
    .from(videos)
    .where(inArray(videos.id, [...ids]))
    .orderBy(asc(videos.id))
    .for('update');
}

/** Which of the videos have no enabled product. */
export async function videosWithoutProductOnSale(
  tx: Executor,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const onSale = await tx
    .selectDistinct({ videoId: products.videoId })
    .from(products)
    .where(and(inArray(products.videoId, [...ids]), eq(products.enabled, true)));
  const have = new Set(onSale.map((r) => r.videoId));
  return new Set(ids.filter((id) => !have.has(id)));
}

const refused = (message: string, field: string) =>
  new ApiError(400, message, { code: NOT_PURCHASABLE, field });

/** Refuses a new video created published: it has no products yet. */
export function refusePublishedNewVideo(published: boolean): void {
  if (published) throw refused(PUBLISH_REFUSALS.newVideo, 'published');
}

/**
 * Refuses to leave these videos published without a product on sale. Call inside the transaction
 * that publishes them, after locking their rows (an UPDATE locks them too).
 */
export async function requireProductOnSale(
  tx: Executor,
  published: ReadonlyArray<{ id: string; title: string }>,
  field: 'published' | 'slugs',
): Promise<void> {
  const without = await videosWithoutProductOnSale(
    tx,
    published.map((v) => v.id),
  );
  if (without.size === 0) return;
  if (field === 'published') throw refused(PUBLISH_REFUSALS.noProduct, field);
  const titles = published.filter((v) => without.has(v.id)).map((v) => v.title);
  throw refused(publishRefusalFor(titles), field);
}

/**
 * Refuses to disable the last enabled product of a published video. Call inside the product's
 * update transaction, before the update.
 */
export async function requireAnotherProductOnSale(
  tx: Executor,
  product: { id: string; videoId: string; enabled: boolean },
  enabling: boolean,
): Promise<void> {
  const [video] = await lockVideos(tx, [product.videoId]);
  if (!video?.published || enabling || !product.enabled) return;
  const [other] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.videoId, product.videoId),
        eq(products.enabled, true),
        ne(products.id, product.id),
      ),
    )
    .limit(1);
  if (!other) throw refused(PUBLISH_REFUSALS.lastProduct, 'enabled');
}
