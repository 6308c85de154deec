import * as z from 'zod/mini';
import { boundedString, isoDay, RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, OrderType, queryInt, Resolution } from '../core/common';

/**
 * Not in the spec's call list: the back office's catalogue calls (issue 17). Admins only; the
 * bearer is always sent. Writes carry the record's `version` (decision 029): a stale one is a 409.
 * Money is in integer cents here.
 */

const text = (max: number) => boundedString(max);
/** Text of several lines (a description). */
const longText = (max: number) => boundedString(max, { multiline: true });
const required = (label: string, max: number) =>
  boundedString(max, { trim: true, min: 1, tooShort: `Enter ${label}` });

export const SlugText = boundedString(120, {
  trim: true,
  min: 1,
  tooShort: 'Enter a slug',
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: 'Lower-case letters, digits and single hyphens only',
});

/** A path on this site (e.g. /videos) or an https address. */
const SiteOrHttpsUrl = boundedString(500, {
  pattern: /^(\/[^\s]*|https:\/\/[^\s]+)$/,
  message: 'A path starting with / or an https:// address',
});

/** An image address: a path on this site or an https URL; empty/null uses the generated artwork. */
export const ImageUrl = z.nullable(SiteOrHttpsUrl);

export const AuditChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actorEmail: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  changes: z.array(AuditChange),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
  });

export const AuditQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 20),
  entityType: z.optional(text(40)),
  entityId: z.optional(text(200)),
});
export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

export const Ref = z.object({ _id: Id, slug: z.string(), name: z.string() });
export type Ref = z.infer<typeof Ref>;

export const DayFigure = z.object({
  date: z.string(),
  revenueCents: z.number(),
  orders: z.number(),
});
export const AdminDashboard = z.object({
  today: z.object({ revenueCents: z.number(), orders: z.number() }),
  month: z.object({ revenueCents: z.number(), orders: z.number() }),
  /** Every day of the current month so far (UTC). */
  days: z.array(DayFigure),
  /** Counts from real tables only; `href` once the screen exists. */
  attention: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      count: z.number(),
      href: z.nullable(z.string()),
    }),
  ),
  activity: z.array(AuditEntry),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

export const AdminSearchQuery = z.object({
  q: boundedString(200, { trim: true, min: 1 }),
});
export const AdminSearchResult = z.object({
  videos: z.array(z.object({ slug: z.string(), title: z.string() })),
  users: z.array(z.object({ _id: Id, email: z.string() })),
  orders: z.array(z.object({ orderNumber: z.string(), email: z.string() })),
  studios: z.array(Ref),
});
export type AdminSearchResult = z.infer<typeof AdminSearchResult>;

export const AdminOptions = z.object({
  studios: z.array(Ref),
  series: z.array(Ref),
  actresses: z.array(Ref),
  categories: z.array(Ref),
});
export type AdminOptions = z.infer<typeof AdminOptions>;

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
export const PublishResult = z.object({ updated: z.number() });

export const StudioInput = z.object({
  name: required('a name', 200),
  slug: SlugText,
  description: longText(5000),
  logoUrl: ImageUrl,
  royaltyBps: z
    .number()
    .check(
      z.int('Whole basis points only'),
      z.minimum(0, 'Not below 0'),
      z.maximum(10_000, 'At most 10000 (100 %)'),
    ),
});
export type StudioInput = z.infer<typeof StudioInput>;
export const StudioUpdate = z.extend(StudioInput, { version: RecordVersion });
export type StudioUpdate = z.infer<typeof StudioUpdate>;
export const AdminStudio = z.extend(StudioInput, {
  _id: Id,
  version: z.number(),
  videos: z.array(z.object({ slug: z.string(), title: z.string(), published: z.boolean() })),
  history: z.array(AuditEntry),
});
export type AdminStudio = z.infer<typeof AdminStudio>;

export const adminCatalogueCalls = {
  adminDashboard: defineCall({
    method: 'GET',
    path: '/api/admin/dashboard',
    auth: 'required',
    access: 'admin',
    response: AdminDashboard,
  }),
  adminAuditLog: defineCall({
    method: 'GET',
    path: '/api/admin/audit',
    auth: 'required',
    access: 'admin',
    query: AuditQuery,
    response: AuditPage,
  }),
  adminSearch: defineCall({
    method: 'GET',
    path: '/api/admin/search',
    auth: 'required',
    access: 'admin',
    query: AdminSearchQuery,
    response: AdminSearchResult,
  }),
  adminOptions: defineCall({
    method: 'GET',
    path: '/api/admin/options',
    auth: 'required',
    access: 'admin',
    response: AdminOptions,
  }),
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
  adminGetStudio: defineCall({
    method: 'GET',
    path: '/api/admin/studios/{slug}',
    auth: 'required',
    access: 'admin',
    response: AdminStudio,
  }),
  adminCreateStudio: defineCall({
    method: 'POST',
    path: '/api/admin/studios',
    auth: 'required',
    access: 'admin',
    body: StudioInput,
    response: AdminStudio,
  }),
  adminUpdateStudio: defineCall({
    method: 'PUT',
    path: '/api/admin/studios/{slug}',
    auth: 'required',
    access: 'admin',
    body: StudioUpdate,
    response: AdminStudio,
  }),
} as const;

export const AdminProductQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 25),
  /** Video title or slug. */
  q: z.optional(text(200)),
  orderType: z.optional(OrderType),
  resolution: z.optional(Resolution),
  enabled: z.optional(z.enum(['true', 'false'])),
  sort: z._default(z.enum(['video', 'price']), 'video'),
  dir: z._default(z.enum(['asc', 'desc']), 'asc'),
});
export type AdminProductQuery = z.input<typeof AdminProductQuery>;

export const AdminProductRow = z.extend(AdminProduct, {
  video: z.object({ slug: z.string(), title: z.string() }),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;
export const AdminProductPage = pageOf(AdminProductRow);
export type AdminProductPage = z.infer<typeof AdminProductPage>;

/**
 * A price change for several products: `percent` (e.g. -10 for 10 % off, rounded to the cent) or
 * `fixed` (add cents, e.g. -100). `apply: false` only previews; `apply: true` writes at the given
 * versions, all or nothing (a stale one is a 409).
 */
export const BulkPriceChange = z.object({
  items: z
    .array(z.object({ id: Id, version: RecordVersion }))
    .check(z.minLength(1, 'Choose at least one product'), z.maxLength(100, 'At most 100 at once')),
  mode: z.enum(['percent', 'fixed']),
  amount: z
    .number()
    .check(
      z.int('A whole number'),
      z.minimum(-1_000_000, 'Too low'),
      z.maximum(1_000_000, 'Too high'),
    ),
  apply: z.boolean(),
});
export type BulkPriceChange = z.infer<typeof BulkPriceChange>;
export const BulkPriceResult = z.object({
  applied: z.boolean(),
  items: z.array(
    z.object({
      id: Id,
      video: z.string(),
      name: z.string(),
      beforeCents: z.number(),
      afterCents: z.number(),
    }),
  ),
});
export type BulkPriceResult = z.infer<typeof BulkPriceResult>;

export const adminProductCalls = {
  adminListProducts: defineCall({
    method: 'GET',
    path: '/api/admin/products',
    auth: 'required',
    access: 'admin',
    query: AdminProductQuery,
    response: AdminProductPage,
  }),
  adminBulkPrice: defineCall({
    method: 'POST',
    path: '/api/admin/products/prices',
    auth: 'required',
    access: 'admin',
    body: BulkPriceChange,
    response: BulkPriceResult,
  }),
} as const;

/** A moment as typed in a datetime-local field (UTC) or an ISO timestamp; null: no bound. */
const Moment = z.nullable(
  boundedString(40, {
    pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?$/,
    message: 'A date and time',
  }),
);

export const BannerInput = z.object({
  title: required('a title', 120),
  subtitle: text(300),
  /** A path on this site (e.g. /videos) or an https address. */
  linkUrl: SiteOrHttpsUrl,
  imageUrl: ImageUrl,
  startsAt: Moment,
  endsAt: Moment,
  active: z.boolean(),
});
export type BannerInput = z.infer<typeof BannerInput>;
export const BannerUpdate = z.extend(BannerInput, { version: RecordVersion });
export const AdminBanner = z.extend(BannerInput, {
  _id: Id,
  slug: z.string(),
  position: z.number(),
  version: z.number(),
  image: z.string(),
  /** Active and inside its schedule: on the home page now. */
  live: z.boolean(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;
export const AdminBannerList = z.object({
  items: z.array(AdminBanner),
  history: z.array(AuditEntry),
});
export type AdminBannerList = z.infer<typeof AdminBannerList>;
export const BannerOrder = z.object({
  ids: z.array(Id).check(z.minLength(1, 'No banners'), z.maxLength(200, 'Too many banners')),
});

export const adminBannerCalls = {
  adminListBanners: defineCall({
    method: 'GET',
    path: '/api/admin/banners',
    auth: 'required',
    access: 'admin',
    response: AdminBannerList,
  }),
  adminCreateBanner: defineCall({
    method: 'POST',
    path: '/api/admin/banners',
    auth: 'required',
    access: 'admin',
    body: BannerInput,
    response: AdminBanner,
  }),
  adminUpdateBanner: defineCall({
    method: 'PUT',
    path: '/api/admin/banners/{id}',
    auth: 'required',
    access: 'admin',
    body: BannerUpdate,
    response: AdminBanner,
  }),
  adminOrderBanners: defineCall({
    method: 'PUT',
    path: '/api/admin/banners/order',
    auth: 'required',
    access: 'admin',
    body: BannerOrder,
    response: AdminBannerList,
  }),
} as const;

export const ActressInput = z.object({
  name: required('a name', 200),
  slug: SlugText,
  /** The bio. */
  description: longText(5000),
  photoUrl: ImageUrl,
});
export type ActressInput = z.infer<typeof ActressInput>;
export const ActressUpdate = z.extend(ActressInput, { version: RecordVersion });
export const AdminActress = z.extend(ActressInput, {
  _id: Id,
  version: z.number(),
  videos: z.array(z.object({ slug: z.string(), title: z.string(), published: z.boolean() })),
  history: z.array(AuditEntry),
});
export type AdminActress = z.infer<typeof AdminActress>;

export const adminActressCalls = {
  adminGetActress: defineCall({
    method: 'GET',
    path: '/api/admin/actresses/{slug}',
    auth: 'required',
    access: 'admin',
    response: AdminActress,
  }),
  adminCreateActress: defineCall({
    method: 'POST',
    path: '/api/admin/actresses',
    auth: 'required',
    access: 'admin',
    body: ActressInput,
    response: AdminActress,
  }),
  adminUpdateActress: defineCall({
    method: 'PUT',
    path: '/api/admin/actresses/{slug}',
    auth: 'required',
    access: 'admin',
    body: ActressUpdate,
    response: AdminActress,
  }),
} as const;

export const CategoryInput = z.object({
  name: required('a name', 200),
  slug: SlugText,
  description: longText(5000),
  /** The store lists categories by this, lowest first (then by name). */
  position: z
    .number()
    .check(
      z.int('A whole number only'),
      z.minimum(0, 'Not below 0'),
      z.maximum(10_000, 'At most 10000'),
    ),
});
export type CategoryInput = z.infer<typeof CategoryInput>;
export const CategoryUpdate = z.extend(CategoryInput, { version: RecordVersion });
export type CategoryUpdate = z.infer<typeof CategoryUpdate>;
export const AdminCategory = z.extend(CategoryInput, {
  _id: Id,
  version: z.number(),
  videos: z.array(z.object({ slug: z.string(), title: z.string(), published: z.boolean() })),
  history: z.array(AuditEntry),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

export const adminCategoryCalls = {
  adminGetCategory: defineCall({
    method: 'GET',
    path: '/api/admin/categories/{slug}',
    auth: 'required',
    access: 'admin',
    response: AdminCategory,
  }),
  adminCreateCategory: defineCall({
    method: 'POST',
    path: '/api/admin/categories',
    auth: 'required',
    access: 'admin',
    body: CategoryInput,
    response: AdminCategory,
  }),
  adminUpdateCategory: defineCall({
    method: 'PUT',
    path: '/api/admin/categories/{slug}',
    auth: 'required',
    access: 'admin',
    body: CategoryUpdate,
    response: AdminCategory,
  }),
} as const;
