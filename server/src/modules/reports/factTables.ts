import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sumColumn } from '../../platform/db/columns';

const cents = sumColumn;

/**
 * The sales facts (decision 084): one row per order line each time money moves on it, appended in
 * the transaction that moves it and never changed (a trigger refuses UPDATE and DELETE).
 * - kind 'sale': the line's first fact when its order is paid (quantity 1 and the "first line of
 *   its order / studio / video / license" flags), or a later correction of its fee or commission
 *   (quantity 0, no flags) when the affiliate ledger changes the order's commission. Dated at the
 *   order's paid time, as the reports book them.
 * - kind 'refund' | 'chargeback': one per `refunds` row, dated at the refund, with its amount.
 * Amounts are integer cents split over the order's lines by the contract's money rule.
 */
export const salesFacts = pgTable(
  'sales_facts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    orderId: text('order_id').notNull(),
    productId: text('product_id').notNull(),
    /** The `refunds` row a refund or chargeback fact books (each once). */
    refundId: text('refund_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    day: date('day').notNull(),
    salePaidAt: timestamp('sale_paid_at', { withTimezone: true }).notNull(),
    studioId: text('studio_id'),
    videoId: text('video_id').notNull(),
    orderType: text('order_type').notNull(),
    resolution: text('resolution').notNull(),
    country: text('country'),
    billerId: text('biller_id'),
    userId: text('user_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    grossCents: cents('gross_cents'),
    discountCents: cents('discount_cents'),
    feeCents: cents('fee_cents'),
    commissionCents: cents('commission_cents'),
    refundCents: cents('refund_cents'),
    chargebackCents: cents('chargeback_cents'),
    netCents: cents('net_cents'),
    /** The royalty rate in force on the sale's paid day (a video's override before its studio's). */
    rateBp: integer('rate_bp').notNull().default(0),
    firstInOrder: boolean('first_in_order').notNull().default(false),
    firstInStudio: boolean('first_in_studio').notNull().default(false),
    firstInVideo: boolean('first_in_video').notNull().default(false),
    firstInLicense: boolean('first_in_license').notNull().default(false),
    firstInStudioLicense: boolean('first_in_studio_license').notNull().default(false),
  },
  (t) => [
    index('sales_facts_order_idx').on(t.orderId, t.productId),
    index('sales_facts_at_idx').on(t.at),
    index('sales_facts_studio_at_idx').on(t.studioId, t.at),
    uniqueIndex('sales_facts_refund_idx').on(t.refundId),
  ],
);

const sums = {
  orders: cents('orders'),
  quantity: cents('quantity'),
  grossCents: cents('gross_cents'),
  refundCents: cents('refund_cents'),
  chargebackCents: cents('chargeback_cents'),
  feeCents: cents('fee_cents'),
  commissionCents: cents('commission_cents'),
  /**
   * The facts summed into the row, money or none: a month's row less its days outside a range
   * still tells which keys had a fact inside it when their sums net to zero (decision 121).
   */
  facts: cents('facts'),
};

/**
 * The daily roll-up (decision 084): the facts of a day summed by ONE dimension (`dim`: total,
 * studio, video, license, country, gateway; `key` its value), within a scope: '' (every sale) or
 * one filter (`studio:<id>`, `country:<code>`, `gateway:<biller>`). `orders` counts an order once
 * per key through the facts' "first line" flags, so it adds up across days.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day').notNull(),
    scope: text('scope').notNull(),
    dim: text('dim').notNull(),
    key: text('key').notNull(),
    ...sums,
  },
  (t) => [primaryKey({ columns: [t.scope, t.dim, t.day, t.key] })],
);

/** The month × video roll-up for long ranges (`month` is its first day), same scopes. */
export const salesMonthlyVideo = pgTable(
  'sales_monthly_video',
  {
    month: date('month').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    ...sums,
  },
  (t) => [primaryKey({ columns: [t.scope, t.month, t.key] })],
);

/**
 * The cells of the multi-filter reports (decision 115): the facts summed by day × studio × country
 * × gateway (each '' when unknown) × `dim`'s `key` — `dim` 'license' (key: its license; every
 * grouping but video reads these rows), 'video' (key: the video) and 'video-month' (the video, `day`
 * the month's first: the long ranges). Any two or three filters and any grouping sum a few of them:
 * a cell keeps the four order counts a grouping may need ("first line" flags), each adding up across
 * days — `orders` (first in its order), `studio_orders` (first in its studio), `key_orders` (first
 * in its license or video) and `studio_key_orders` (first in its studio and license, or video).
 */
export const salesCells = pgTable(
  'sales_cells',
  {
    dim: text('dim').notNull(),
    studioId: text('studio_id').notNull(),
    country: text('country').notNull(),
    day: date('day').notNull(),
    gateway: text('gateway').notNull(),
    key: text('key').notNull(),
    studioOrders: cents('studio_orders'),
    keyOrders: cents('key_orders'),
    studioKeyOrders: cents('studio_key_orders'),
    ...sums,
  },
  (t) => [
    primaryKey({ columns: [t.dim, t.studioId, t.country, t.day, t.gateway, t.key] }),
    index('sales_cells_studio_gateway_idx').on(t.dim, t.studioId, t.gateway, t.day),
    index('sales_cells_country_gateway_idx').on(t.dim, t.country, t.gateway, t.day),
  ],
);

/**
 * Each buyer's first paid order time: new customers of a range are those whose first falls in it.
 * `previousFirstPaidAt` is what the first was before the last write moved it earlier (a fact of an
 * earlier order appended later): the daily count takes the buyer off that day (decision 118).
 */
export const salesCustomers = pgTable(
  'sales_customers',
  {
    userId: text('user_id').primaryKey(),
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }).notNull(),
    previousFirstPaidAt: timestamp('previous_first_paid_at', { withTimezone: true }),
  },
  (t) => [index('sales_customers_first_idx').on(t.firstPaidAt)],
);

/** New customers per UTC day (decision 118): the buyers whose first paid order falls on it. */
export const salesNewCustomersDaily = pgTable('sales_new_customers_daily', {
  day: date('day').primaryKey(),
  customers: bigint('customers', { mode: 'number' }).notNull().default(0),
});

/** The backfill's cursor (decision 084): the last order id it recorded, so a rerun resumes. */
export const salesBackfill = pgTable('sales_backfill', {
  name: text('name').primaryKey(),
  cursor: text('cursor').notNull(),
  done: boolean('done').notNull().default(false),
});
