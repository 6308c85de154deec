import type { CartProduct, CatalogueProduct, VideoSummary } from '@reelcart/sdk/contract';

const RANK = { SD: 0, HD: 1, FHD: 2, '4K': 3 } as const;

/** A catalogue product of a video as the cart's line (the contract's CartProduct). */
export function toCartProduct(
  video: Pick<VideoSummary, '_id' | 'slug' | 'title' | 'thumbnail' | 'cover' | 'dvdId'>,
  product: CatalogueProduct,
): CartProduct {
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

/** Own products by resolution (SD first), then rentals. */
export function sortProducts<T extends Pick<CatalogueProduct, 'orderType' | 'resolution'>>(
  products: readonly T[],
): T[] {
  return [...products].sort(
    (a, b) =>
      Number(a.orderType === 'rental') - Number(b.orderType === 'rental') ||
      RANK[a.resolution] - RANK[b.resolution],
  );
}

export const formatPrice = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

export const RESOLUTION_LABEL = {
  SD: 'SD (480p)',
  HD: 'HD (720p)',
  FHD: 'Full HD (1080p)',
  '4K': '4K (2160p)',
} as const;

/** 'Own' or 'Rent (48 h)'. */
export function orderTypeLabel(
  orderType: CatalogueProduct['orderType'],
  rentalHours?: number | null,
) {
  if (orderType === 'own') return 'Own';
  return rentalHours ? `Rent (${rentalHours} h)` : 'Rent';
}
