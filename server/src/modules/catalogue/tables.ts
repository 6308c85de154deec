import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from '../../platform/db/columns';

/** Optimistic concurrency: every admin write compares and bumps it (decision 029). */
const version = () => integer('version').notNull().default(1);

export const studios = pgTable('studios', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** An uploaded logo's URL; null uses the generated artwork. */
  logoUrl: text('logo_url'),
  /** The studio's share of its sales in basis points (10000 = 100 %), for the manager's reports. */
  royaltyBps: integer('royalty_bps').notNull().default(5000),
  version: version(),
  createdAt: createdAt(),
});
export const actresses = pgTable('actresses', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** The bio. */
  description: text('description').notNull().default(''),
  /** An uploaded photo's URL; null uses the generated artwork. */
  photoUrl: text('photo_url'),
  version: version(),
  createdAt: createdAt(),
});
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The admins' ordering on the store's category list: lowest first, then by name. */
  position: integer('position').notNull().default(0),
  version: version(),
  createdAt: createdAt(),
});

export const series = pgTable('series', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  studioId: text('studio_id').references(() => studios.id),
  createdAt: createdAt(),
});

export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dvdId: text('dvd_id').unique(),
    studioId: text('studio_id').references(() => studios.id),
    seriesId: text('series_id').references(() => series.id),
    releaseDate: text('release_date').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** Unpublished videos are hidden from the public store (lists, pages, search, carts). */
    published: boolean('published').notNull().default(true),
    /** An uploaded cover's URL; null uses the generated artwork. */
    artworkUrl: text('artwork_url'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('videos_studio_idx').on(t.studioId),
    index('videos_series_idx').on(t.seriesId),
    index('videos_release_idx').on(t.releaseDate),
  ],
);

export const videoActresses = pgTable(
  'video_actresses',
  {
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id),
    actressId: text('actress_id')
      .notNull()
      .references(() => actresses.id),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.actressId] }),
    index('video_actresses_actress_idx').on(t.actressId),
  ],
);

export const videoCategories = pgTable(
  'video_categories',
  {
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.categoryId] }),
    index('video_categories_category_idx').on(t.categoryId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id),
    /** 'own' | 'rental' */
    orderType: text('order_type').notNull(),
    /** 'SD' | 'HD' | 'FHD' | '4K' */
    resolution: text('resolution').notNull(),
    priceCents: integer('price_cents').notNull(),
    download: boolean('download').notNull(),
    stream: boolean('stream').notNull(),
    rentalHours: integer('rental_hours'),
    /** Disabled products are not offered or sold. */
    enabled: boolean('enabled').notNull().default(true),
    version: version(),
  },
  (t) => [index('products_video_idx').on(t.videoId)],
);

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  linkUrl: text('link_url').notNull(),
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
  /** An uploaded image's URL; null uses the generated artwork. */
  imageUrl: text('image_url'),
  /** The schedule: shown from `startsAt` (null: now) until `endsAt` (null: no end). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  version: version(),
});

/** A category's former slugs: the public store redirects them to its current one. */
export const categorySlugRedirects = pgTable(
  'category_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    createdAt: createdAt(),
  },
  (t) => [index('category_slug_redirects_category_idx').on(t.categoryId)],
);

/** A video's former slugs: the public store redirects them to its current one. */
export const videoSlugRedirects = pgTable(
  'video_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id),
    createdAt: createdAt(),
  },
  (t) => [index('video_slug_redirects_video_idx').on(t.videoId)],
);
