import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  /** 'user' | 'manager' | 'admin'; affiliates are users with isAffiliate. */
  role: text('role').notNull().default('user'),
  isAffiliate: boolean('is_affiliate').notNull().default(false),
  affiliateCode: text('affiliate_code').unique(),
  paymentInfo: jsonb('payment_info'),
  referredBy: text('referred_by'),
  displayName: text('display_name'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const emailVerifications = pgTable('email_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

const catalogueEntity = (name: string) =>
  pgTable(name, {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  });

export const studios = catalogueEntity('studios');
export const actresses = catalogueEntity('actresses');
export const categories = catalogueEntity('categories');

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
});

export const coupons = pgTable('coupons', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  percentOff: integer('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  appliesToGateway: jsonb('applies_to_gateway').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(0),
    /** 'active' | 'checkout' | 'completed' | 'abandoned' */
    state: text('state').notNull().default('active'),
    couponId: text('coupon_id').references(() => coupons.id),
    lastActiveAt: text('last_active_at'),
    previousCartId: text('previous_cart_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one current (active or checkout) cart per user.
    uniqueIndex('carts_current_per_user').on(t.userId).where(sql`state in ('active', 'checkout')`),
    index('carts_user_idx').on(t.userId),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: serial('number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** One order per cart: concurrent completions of one cart meet this constraint. */
    cartId: text('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    idempotencyKey: text('idempotency_key'),
    /** 'pending' | 'paid' | 'declined' */
    status: text('status').notNull(),
    billerId: text('biller_id'),
    couponId: text('coupon_id'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When a payment attempt claimed the order; a claim older than a few minutes is abandoned. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    videoId: text('video_id').notNull(),
    orderType: text('order_type').notNull(),
    resolution: text('resolution').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id),
  billerId: text('biller_id').notNull(),
  /** 'approved' | 'declined' */
  status: text('status').notNull(),
  reference: text('reference'),
  message: text('message'),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

export const ownedProducts = pgTable(
  'owned_products',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    videoId: text('video_id').notNull(),
    orderType: text('order_type').notNull(),
    resolution: text('resolution').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    index('owned_products_user_idx').on(t.userId),
  ],
);

export const trackingEvents = pgTable('tracking_events', {
  id: serial('id').primaryKey(),
  referralCode: text('referral_code').notNull(),
  action: text('action').notNull(),
  metadata: jsonb('metadata').notNull(),
  userId: text('user_id'),
  createdAt: createdAt(),
});
