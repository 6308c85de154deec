import type { APIRequestContext } from '@playwright/test';
import type { Line } from './model';

/** The videos the model test shops from: the newest few, as `/videos` lists them first. */
export interface PoolProduct {
  id: string;
  videoId: string;
  slug: string;
  title: string;
  /** e.g. "Own SD $12.99", for the command list. */
  label: string;
  priceCents: number;
}

export interface PoolVideo {
  id: string;
  slug: string;
  title: string;
  products: PoolProduct[];
}

interface CatalogueVideo {
  _id: string;
  slug: string;
  title: string;
  products: Array<{ _id: string; orderType: string; resolution: string; price: number }>;
}

/** How many videos the sequences choose from: few enough that lines meet again (replace, remove). */
export const POOL_SIZE = 6;

export async function loadPool(request: APIRequestContext, size = POOL_SIZE): Promise<PoolVideo[]> {
  // Seeded videos only: other specs create, reprice and unpublish their own `e2e-` videos while
  // the model runs beside them (the CI run of c91a844 drew one into the pool).
  const response = await request.get(`/api/videos?limit=${size + 24}`);
  if (!response.ok()) throw new Error(`catalogue: ${response.status()}`);
  const all = ((await response.json()) as { items: CatalogueVideo[] }).items;
  const items = all.filter((video) => !video.slug.startsWith('e2e-')).slice(0, size);
  if (items.length < size) throw new Error(`catalogue: ${items.length} videos, ${size} wanted`);
  return items.map((video) => ({
    id: video._id,
    slug: video.slug,
    title: video.title,
    products: video.products.map((p) => {
      const priceCents = Math.round(p.price * 100);
      return {
        id: p._id,
        videoId: video._id,
        slug: video.slug,
        title: video.title,
        label: `${p.orderType === 'own' ? 'Own' : 'Rent'} ${p.resolution} $${(priceCents / 100).toFixed(2)}`,
        priceCents,
      };
    }),
  }));
}

export function lineOf(product: PoolProduct): Line {
  return { productId: product.id, videoId: product.videoId, priceCents: product.priceCents };
}
