import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { orders } from './tables';

/**
 * Refunds given in the back office (issue 18, decision 043): one row per refund (full or some
 * lines) with its reason and who gave it; `refund_key` makes a retried request answer the same
 * refund. Append-only. The amounts the reports count are the `refunds` rows (one per line).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: text('id').primaryKey(),
    refundKey: text('refund_key').notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productIds: jsonb('product_ids').$type<string[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /**
     * 'void' | 'reversal' | 'adjustment' when this refund reversed (its share of) the order's
     * affiliate commission (decision 055).
     */
    commission: text('commission'),
    createdAt: createdAt(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
);

/**
 * The order lines a back-office refund took: the primary key makes refunding a line twice
 * impossible, whatever the keys of concurrent requests.
 */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productId: text('product_id').notNull(),
    refundId: text('refund_id')
      .notNull()
      .references(() => orderRefunds.id),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);
