import * as v from 'valibot';
import { defineCall } from './call';
import { Id, OrderType, queryInt, Resolution } from './common';

/** Not in the spec: the reference server's read-only catalogue. Prices are in currency units. */
export const EntityRef = v.object({ _id: Id, slug: v.string(), name: v.string() });
export type EntityRef = v.InferOutput<typeof EntityRef>;

export const CatalogueProduct = v.object({
  _id: Id,
  orderType: OrderType,
  resolution: Resolution,
  price: v.pipe(v.number(), v.minValue(0)),
  download: v.boolean(),
  stream: v.boolean(),
  /** Rentals only: how long a rental lasts. */
  rentalHours: v.nullish(v.number()),
});
export type CatalogueProduct = v.InferOutput<typeof CatalogueProduct>;

export const VideoSummary = v.object({
  _id: Id,
  slug: v.string(),
  title: v.string(),
  dvdId: v.nullish(v.string()),
  thumbnail: v.string(),
  cover: v.string(),
  releaseDate: v.string(),
  durationMinutes: v.number(),
  featured: v.boolean(),
  studio: v.nullable(EntityRef),
  series: v.nullable(EntityRef),
  actresses: v.array(EntityRef),
  categories: v.array(EntityRef),
  /** The lowest price among the video's products. */
  fromPrice: v.number(),
  products: v.array(CatalogueProduct),
});
export type VideoSummary = v.InferOutput<typeof VideoSummary>;

export const VideoDetail = v.object({ ...VideoSummary.entries, description: v.string() });
export type VideoDetail = v.InferOutput<typeof VideoDetail>;

export const CatalogueEntity = v.object({
  _id: Id,
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  image: v.string(),
  videoCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Series only: the studio behind it. */
  studio: v.optional(v.nullable(EntityRef)),
});
export type CatalogueEntity = v.InferOutput<typeof CatalogueEntity>;

export const Banner = v.object({
  _id: Id,
  slug: v.string(),
  title: v.string(),
  subtitle: v.string(),
  linkUrl: v.string(),
  image: v.string(),
  position: v.number(),
});
export type Banner = v.InferOutput<typeof Banner>;

/** Query strings arrive as text: numbers are coerced and bounded. */
const PageNumber = queryInt(1, 10_000, 1);
const PageSize = queryInt(1, 100, 24);
const SearchText = v.optional(v.pipe(v.string(), v.maxLength(200)));
const Slug = v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200)));

export const ListVideosQuery = v.object({
  page: PageNumber,
  limit: PageSize,
  q: SearchText,
  studio: Slug,
  series: Slug,
  actress: Slug,
  category: Slug,
  /** Videos offering an own product at this resolution. */
  resolution: v.optional(Resolution),
  featured: v.optional(v.picklist(['true', 'false'])),
  sort: v.optional(
    v.picklist(['newest', 'oldest', 'title', 'price-asc', 'price-desc', 'popular']),
    'newest',
  ),
});
export type ListVideosQuery = v.InferInput<typeof ListVideosQuery>;

export const ListEntitiesQuery = v.object({
  page: PageNumber,
  limit: PageSize,
  q: SearchText,
  sort: v.optional(v.picklist(['name', 'videos']), 'name'),
});
export type ListEntitiesQuery = v.InferInput<typeof ListEntitiesQuery>;

const page = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    page: v.number(),
    limit: v.number(),
    total: v.number(),
    totalPages: v.number(),
  });

export const VideoPage = page(VideoSummary);
export type VideoPage = v.InferOutput<typeof VideoPage>;
export const EntityPage = page(CatalogueEntity);
export type EntityPage = v.InferOutput<typeof EntityPage>;
export const BannerList = v.object({ items: v.array(Banner) });
export type BannerList = v.InferOutput<typeof BannerList>;

export const SearchQuery = v.object({
  q: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  limit: queryInt(1, 50, 8),
});
export type SearchQuery = v.InferInput<typeof SearchQuery>;

export const SearchResponse = v.object({
  query: v.string(),
  videos: v.array(VideoSummary),
  series: v.array(CatalogueEntity),
  studios: v.array(CatalogueEntity),
  actresses: v.array(CatalogueEntity),
  categories: v.array(CatalogueEntity),
});
export type SearchResponse = v.InferOutput<typeof SearchResponse>;

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
