import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { createdAt } from '../../platform/db/columns';
import { users } from '../accounts/tables';
import { products } from '../catalogue/tables';

export const coupons = pgTable('coupons', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  percentOff: integer('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  appliesToGateway: jsonb('applies_to_gateway').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  /** The end of validity ("valid to"): the coupon stops working at this instant. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  // Coupon rules of the back office (issue 18, decision 045); every column additive and nullable
  // or defaulted, so older rows keep meaning what they meant.
  /** The start of validity ("valid from"); null: valid since it was made. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  /** Uses across every customer (paid orders, and payments under way); null: unlimited. */
  usageLimit: integer('usage_limit'),
  /** Uses per customer; null: unlimited. */
  perUserLimit: integer('per_user_limit'),
  /** The cart's subtotal must be at least this many cents; null: no minimum. */
  minSubtotalCents: integer('min_subtotal_cents'),
  /** Optimistic concurrency of the admin form (decision 029). */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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

/**
 * The last edit applied to each video of a cart (decision 124): the cart's version it made and
 * the edit's own time. A push made on an older version carries edits made without knowing it;
 * one of those on the same video made before it (a late request: a page's flush the server
 * handles after a newer push) is not applied over it.
 */
export const cartLineEdits = pgTable(
  'cart_line_edits',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id),
    videoId: text('video_id').notNull(),
    /** The cart's version the edit's write made. */
    version: integer('version').notNull(),
    /** The edit's own timestamp (ms since the epoch, its browser's clock). */
    editedAt: bigint('edited_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.videoId] })],
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
    /** ISO 3166-1 alpha-2 of the buyer, for the sales reports (decision 037); null when unknown. */
    country: text('country'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId),
    // The sales reports scan paid orders by paid day (decision 037).
    index('orders_paid_at_idx').on(t.paidAt).where(sql`status = 'paid'`),
    // New customers of a period: has this buyer paid before? (decision 038)
    index('orders_user_paid_idx').on(t.userId, t.paidAt).where(sql`status = 'paid'`),
    // A coupon's uses, in total and per customer (decision 045).
    index('orders_coupon_idx').on(t.couponId, t.userId),
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
    // The catalogue's popular sort counts each video's sales (decision 052).
    index('owned_products_video_idx').on(t.videoId),
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
