import type { CartProduct } from '../contract/cart';
import { catalogueCalls, type VideoDetail } from '../contract/catalogue';
import type { Commerce } from '../createCommerce';

/**
 * A catalogue product as a cart line. The contract reaches products through their video, so an
 * element names both: the video's slug and the product's id.
 */
export function toCartProduct(video: VideoDetail, productId: string): CartProduct | null {
  const product = video.products.find((candidate) => candidate._id === productId);
  if (!product) return null;
  return {
    _id: product._id,
    currentPrice: product.price,
    resolution: product.resolution,
    orderType: product.orderType,
    download: product.download,
    stream: product.stream,
    video: {
      _id: video._id,
      title: video.title,
      thumbnail: video.thumbnail,
      cover: video.cover,
      dvdId: video.dvdId ?? null,
      slug: video.slug,
    },
  };
}

/** One request per video per page, however many buttons name it. */
const videos = new WeakMap<Commerce, Map<string, Promise<VideoDetail>>>();

/** Loads the cart line for a product of a video; rejects when either is unknown. */
export async function loadCartProduct(
  commerce: Commerce,
  videoSlug: string,
  productId: string,
): Promise<CartProduct> {
  const cache = videos.get(commerce) ?? new Map<string, Promise<VideoDetail>>();
  videos.set(commerce, cache);
  let video = cache.get(videoSlug);
  if (!video) {
    video = commerce.client.request(catalogueCalls.getVideo, { params: { slug: videoSlug } });
    // A failed load is not remembered: the next element (or a reconnect) tries again.
    video.catch(() => cache.delete(videoSlug));
    cache.set(videoSlug, video);
  }
  const product = toCartProduct(await video, productId);
  if (!product) throw new Error(`No product ${productId} in video ${videoSlug}`);
  return product;
}
