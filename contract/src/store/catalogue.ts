import * as z from 'zod/mini';
import { boundedString } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, OrderType, queryInt, Resolution } from '../core/common';
import { CartProduct } from './cart';

/** Not in the spec: the reference server's read-only catalogue. Prices are in currency units. */
export const EntityRef = z.object({ _id: Id, slug: z.string(), name: z.string() });
export type EntityRef = z.infer<typeof EntityRef>;

export const CatalogueProduct = z.object({
  _id: Id,
  orderType: OrderType,
  resolution: Resolution,
  price: z.number().check(z.nonnegative()),
  download: z.boolean(),
  stream: z.boolean(),
  /** Rentals only: how long a rental lasts. */
  rentalHours: z.nullish(z.number()),
});
export type CatalogueProduct = z.infer<typeof CatalogueProduct>;

export const VideoSummary = z.object({
  _id: Id,
  slug: z.string(),
  title: z.string(),
  dvdId: z.nullish(z.string()),
  thumbnail: z.string(),
  cover: z.string(),
  releaseDate: z.string(),
  durationMinutes: z.number(),
  featured: z.boolean(),
  studio: z.nullable(EntityRef),
  series: z.nullable(EntityRef),
  actresses: z.array(EntityRef),
  categories: z.array(EntityRef),
  /**
   * The lowest price among the video's products on sale; null when none is (such a video shows
   * "Not for sale", never "from $0.00"; decision 068).
   */
  fromPrice: z.nullable(z.number()),
  products: z.array(CatalogueProduct),
});
export type VideoSummary = z.infer<typeof VideoSummary>;

export const VideoDetail = z.extend(VideoSummary, { description: z.string() });
export type VideoDetail = z.infer<typeof VideoDetail>;

export const CatalogueEntity = z.object({
  _id: Id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  videoCount: z.number().check(z.int(), z.nonnegative()),
  /** Series only: the studio behind it. */
  studio: z.optional(z.nullable(EntityRef)),
  /** Categories only: the admins' ordering (lowest first). */
  position: z.optional(z.number()),
});
export type CatalogueEntity = z.infer<typeof CatalogueEntity>;

export const Banner = z.object({
  _id: Id,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  linkUrl: z.string(),
  image: z.string(),
  position: z.number(),
});
export type Banner = z.infer<typeof Banner>;

/** Query strings arrive as text: numbers are coerced and bounded. */
const PageNumber = queryInt(1, 10_000, 1);
const PageSize = queryInt(1, 100, 24);
const SearchText = z.optional(boundedString(200));
const Slug = z.optional(boundedString(200, { min: 1 }));

export const ListVideosQuery = z.object({
  page: PageNumber,
  limit: PageSize,
  q: SearchText,
  studio: Slug,
  series: Slug,
  actress: Slug,
  category: Slug,
  /** Videos offering an own product at this resolution. */
  resolution: z.optional(Resolution),
  featured: z.optional(z.enum(['true', 'false'])),
  sort: z._default(
    z.enum(['newest', 'oldest', 'title', 'price-asc', 'price-desc', 'popular']),
    'newest',
  ),
});
export type ListVideosQuery = z.input<typeof ListVideosQuery>;

export const ListEntitiesQuery = z.object({
  page: PageNumber,
  limit: PageSize,
  q: SearchText,
  /** `order`: the admins' ordering (categories; the other kinds sort by name). */
  sort: z._default(z.enum(['name', 'videos', 'order']), 'name'),
});
export type ListEntitiesQuery = z.input<typeof ListEntitiesQuery>;

const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
  });

export const VideoPage = page(VideoSummary);
export type VideoPage = z.infer<typeof VideoPage>;
export const EntityPage = page(CatalogueEntity);
export type EntityPage = z.infer<typeof EntityPage>;
export const BannerList = z.object({ items: z.array(Banner) });
export type BannerList = z.infer<typeof BannerList>;

export const SearchQuery = z.object({
  q: boundedString(200, { min: 1 }),
  limit: queryInt(1, 50, 8),
});
export type SearchQuery = z.input<typeof SearchQuery>;

export const SearchResponse = z.object({
  query: z.string(),
  videos: z.array(VideoSummary),
  series: z.array(CatalogueEntity),
  studios: z.array(CatalogueEntity),
  actresses: z.array(CatalogueEntity),
  categories: z.array(CatalogueEntity),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

const entityCalls = (plural: string) => ({
  list: defineCall({
    method: 'GET',
    path: `/api/${plural}`,
    auth: 'none',
    query: ListEntitiesQuery,
    response: EntityPage,
  }),
  get: defineCall({
    method: 'GET',
    path: `/api/${plural}/{slug}`,
    auth: 'none',
    response: CatalogueEntity,
  }),
});

const series = entityCalls('series');
const studios = entityCalls('studios');
const actresses = entityCalls('actresses');
const categories = entityCalls('categories');

export const catalogueCalls = {
  listVideos: defineCall({
    method: 'GET',
    path: '/api/videos',
    auth: 'none',
    query: ListVideosQuery,
    response: VideoPage,
  }),
  getVideo: defineCall({
    method: 'GET',
    path: '/api/videos/{slug}',
    auth: 'none',
    response: VideoDetail,
  }),
  /** Not in the spec: one product as a cart line (a page that knows only a product id can add it). */
  getProduct: defineCall({
    method: 'GET',
    path: '/api/products/{id}',
    auth: 'none',
    response: CartProduct,
  }),
  listSeries: series.list,
  getSeries: series.get,
  listStudios: studios.list,
  getStudio: studios.get,
  listActresses: actresses.list,
  getActress: actresses.get,
  listCategories: categories.list,
  getCategory: categories.get,
  listBanners: defineCall({
    method: 'GET',
    path: '/api/banners',
    auth: 'none',
    response: BannerList,
  }),
  search: defineCall({
    method: 'GET',
    path: '/api/search',
    auth: 'none',
    query: SearchQuery,
    response: SearchResponse,
  }),
} as const;
