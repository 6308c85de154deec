import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { studios, videos } from '../catalogue/tables';
import { orders } from '../orders/tables';

/**
 * Refunds and chargebacks, one row per order line reversed (decision 035). Append-only; booked in
 * the month of `created_at` (cash basis), so a refund is counted exactly once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    /** Idempotency: one refund per key. */
    refundKey: text('refund_key').notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productId: text('product_id').notNull(),
    /** 'refund' | 'chargeback' */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_created_idx').on(t.createdAt),
    index('refunds_order_idx').on(t.orderId, t.productId),
  ],
);

/** The payment fee schedule per gateway (biller): fixed cents + basis points of the order total. */
export const paymentFees = pgTable(
  'payment_fees',
  {
    billerId: text('biller_id').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    percentBp: integer('percent_bp').notNull(),
    fixedCents: integer('fixed_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.billerId, t.effectiveFrom] })],
);

/**
 * Royalty rates in basis points: per studio (video_id null) or a per-video override, each from an
 * effective date; a sale uses the latest rate effective on its paid day, so a change never rewrites
 * the past. Append-only.
 */
export const royaltyRates = pgTable(
  'royalty_rates',
  {
    id: text('id').primaryKey(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id),
    videoId: text('video_id').references(() => videos.id),
    rateBp: integer('rate_bp').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('royalty_rates_studio_from')
      .on(t.studioId, t.effectiveFrom)
      .where(sql`video_id is null`),
    uniqueIndex('royalty_rates_video_from')
      .on(t.videoId, t.effectiveFrom)
      .where(sql`video_id is not null`),
  ],
);

/**
 * A studio's statement for a month, stored when it becomes final (open statements are computed
 * live). 'final' | 'paid'; the amounts never change after finalisation (decision 036).
 */
export const royaltyStatements = pgTable(
  'royalty_statements',
  {
    id: text('id').primaryKey(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id),
    /** 'YYYY-MM' (UTC) */
    month: text('month').notNull(),
    state: text('state').notNull(),
    grossCents: integer('gross_cents').notNull(),
    refundCents: integer('refund_cents').notNull(),
    chargebackCents: integer('chargeback_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    royaltyCents: integer('royalty_cents').notNull(),
    onHoldCents: integer('on_hold_cents').notNull(),
    clearedCents: integer('cleared_cents').notNull(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
  },
  (t) => [uniqueIndex('royalty_statements_studio_month').on(t.studioId, t.month)],
);

/** The line items of a final statement. */
export const royaltyStatementLines = pgTable(
  'royalty_statement_lines',
  {
    statementId: text('statement_id')
      .notNull()
      .references(() => royaltyStatements.id),
    position: integer('position').notNull(),
    /** 'sale' | 'adjustment' (a refund of an earlier month's sale) */
    kind: text('kind').notNull(),
    videoId: text('video_id').notNull(),
    orderType: text('order_type').notNull(),
    resolution: text('resolution').notNull(),
    quantity: integer('quantity').notNull(),
    grossCents: integer('gross_cents').notNull(),
    refundCents: integer('refund_cents').notNull(),
    chargebackCents: integer('chargeback_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    rateBp: integer('rate_bp').notNull(),
    royaltyCents: integer('royalty_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.position] })],
);
