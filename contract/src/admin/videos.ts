import * as z from 'zod/mini';
import { boundedString, isoDay, RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, OrderType, queryInt, Resolution } from '../core/common';
import {
  AuditEntry,
  ImageUrl,
  longText,
  pageOf,
  required,
  SlugText,
  text,
} from './catalogue-fields';

/**
 * The back office's videos and their products (issue 17, decision 068): the list, a video's
 * record and form, its products, publishing.
 */

const optionalSlug = z.optional(boundedString(200, { min: 1 }));
export const AdminVideoQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 20),
  q: z.optional(text(200)),
  studio: optionalSlug,
  series: optionalSlug,
  actress: optionalSlug,
  category: optionalSlug,
  status: z._default(z.enum(['all', 'published', 'unpublished']), 'all'),
  sort: z._default(z.enum(['title', 'releaseDate', 'createdAt', 'studio']), 'createdAt'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export type AdminVideoQuery = z.input<typeof AdminVideoQuery>;

export const AdminVideoRow = z.object({
  _id: Id,
  slug: z.string(),
  title: z.string(),
  dvdId: z.nullable(z.string()),
  studio: z.nullable(z.string()),
  releaseDate: z.string(),
  published: z.boolean(),
  products: z.number(),
  fromPriceCents: z.nullable(z.number()),
});
export type AdminVideoRow = z.infer<typeof AdminVideoRow>;
export const AdminVideoPage = pageOf(AdminVideoRow);
export type AdminVideoPage = z.infer<typeof AdminVideoPage>;

export const ProductInput = z.object({
  orderType: OrderType,
  resolution: Resolution,
  priceCents: z
    .number()
    .check(
      z.int('Whole cents only'),
      z.minimum(0, 'Not below 0'),
      z.maximum(10_000_000, 'At most 100000.00'),
    ),
  download: z.boolean(),
  stream: z.boolean(),
  enabled: z.boolean(),
  /** Rentals only: how long a rental lasts, in hours. */
  rentalHours: z.nullable(
    z
      .number()
      .check(
        z.int('Whole hours only'),
        z.minimum(1, 'At least 1 hour'),
        z.maximum(8760, 'At most 8760 hours'),
      ),
  ),
});
export type ProductInput = z.infer<typeof ProductInput>;
export const ProductUpdate = z.extend(ProductInput, { version: RecordVersion });
export type ProductUpdate = z.infer<typeof ProductUpdate>;

/**
 * What a new product offers unless the admin says otherwise (decision 068): an owned copy is
 * downloaded and streamed; a rental is streamed only, as the seeded rentals are.
 */
export function newProductFlags(
  orderType: OrderType,
): Pick<ProductInput, 'download' | 'stream' | 'enabled'> {
  return { download: orderType === 'own', stream: true, enabled: true };
}

/**
 * A published video always has a product on sale (an enabled product; decision 068). Writes that
 * would break that are refused with 400 and this code, naming the field and saying what to do.
 */
export const NOT_PURCHASABLE = 'NOT_PURCHASABLE';
export const PUBLISH_REFUSALS = {
  /** Creating a video published: it has no products yet. */
  newVideo:
    'A new video has no products yet: create it unpublished, add a product, then publish it.',
  /** Saving or publishing one video that has no enabled product. */
  noProduct:
    'This video has no product on sale: add a product (or enable one) before publishing it.',
  /** Publishing several videos, some without an enabled product: nothing is published. */
  someWithout:
    'Nothing was published: {titles} {verb} no product on sale. Add a product (or enable one) to each first, or publish the others alone.',
  /** Disabling the last enabled product of a published video. */
  lastProduct:
    'This is the only product on sale of a published video: unpublish the video first, or enable another product.',
} as const;

/** The bulk refusal for these titles (`"A" and "B" have…`, `"A" has…`). */
export function publishRefusalFor(titles: readonly string[]): string {
  const quoted = titles.map((t) => `"${t}"`);
  const list =
    quoted.length <= 1
      ? (quoted[0] ?? '')
      : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
  return PUBLISH_REFUSALS.someWithout
    .replace('{titles}', list)
    .replace('{verb}', titles.length === 1 ? 'has' : 'have');
}

export const AdminProduct = z.extend(ProductInput, { _id: Id, version: z.number() });
export type AdminProduct = z.infer<typeof AdminProduct>;

export const VideoInput = z.object({
  title: required('a title', 200),
  slug: SlugText,
  description: longText(5000),
  dvdId: z.nullable(text(40)),
  releaseDate: isoDay('A date as YYYY-MM-DD'),
  durationMinutes: z
    .number()
    .check(
      z.int('Whole minutes only'),
      z.minimum(1, 'At least 1 minute'),
      z.maximum(1000, 'At most 1000 minutes'),
    ),
  studioId: z.nullable(Id),
  seriesId: z.nullable(Id),
  actressIds: z.array(Id).check(z.maxLength(50, 'At most 50')),
  categoryIds: z.array(Id).check(z.maxLength(50, 'At most 50')),
  artworkUrl: ImageUrl,
  published: z.boolean(),
});
export type VideoInput = z.infer<typeof VideoInput>;
export const VideoUpdate = z.extend(VideoInput, { version: RecordVersion });
export type VideoUpdate = z.infer<typeof VideoUpdate>;

export const AdminVideo = z.extend(VideoInput, {
  _id: Id,
  version: z.number(),
  products: z.array(AdminProduct),
  /** Paid sales of the video's products. */
  sales: z.object({ units: z.number(), revenueCents: z.number(), rentals: z.number() }),
  history: z.array(AuditEntry),
});
export type AdminVideo = z.infer<typeof AdminVideo>;

export const PublishVideos = z.object({
  slugs: z
    .array(SlugText)
    .check(z.minLength(1, 'Choose at least one video'), z.maxLength(100, 'At most 100 at once')),
  published: z.boolean(),
});
/**
 * What a publish or unpublish changed: how many, and which (`slugs`: only those whose state it
 * changed, so an undo sets exactly these back — decision 105).
 */
export const PublishResult = z.object({ updated: z.number(), slugs: z.array(z.string()) });

export const adminVideoCalls = {
  adminListVideos: defineCall({
    method: 'GET',
    path: '/api/admin/videos',
    auth: 'required',
    access: 'admin',
    query: AdminVideoQuery,
    response: AdminVideoPage,
  }),
  adminGetVideo: defineCall({
    method: 'GET',
    path: '/api/admin/videos/{slug}',
    auth: 'required',
    access: 'admin',
    response: AdminVideo,
  }),
  adminCreateVideo: defineCall({
    method: 'POST',
    path: '/api/admin/videos',
    auth: 'required',
    access: 'admin',
    body: VideoInput,
    response: AdminVideo,
  }),
  adminUpdateVideo: defineCall({
    method: 'PUT',
    path: '/api/admin/videos/{slug}',
    auth: 'required',
    access: 'admin',
    body: VideoUpdate,
    response: AdminVideo,
  }),
  adminPublishVideos: defineCall({
    method: 'POST',
    path: '/api/admin/videos/publish',
    auth: 'required',
    access: 'admin',
    body: PublishVideos,
    response: PublishResult,
  }),
  adminCreateProduct: defineCall({
    method: 'POST',
    path: '/api/admin/videos/{slug}/products',
    auth: 'required',
    access: 'admin',
    body: ProductInput,
    response: AdminProduct,
  }),
  adminUpdateProduct: defineCall({
    method: 'PUT',
    path: '/api/admin/products/{id}',
    auth: 'required',
    access: 'admin',
    body: ProductUpdate,
    response: AdminProduct,
  }),
} as const;
