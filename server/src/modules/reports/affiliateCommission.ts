import { type SQL, sql } from 'drizzle-orm';

/**
 * The affiliate commission per order, as a SQL relation `(order_id text, commission_cents bigint)`
 * that the sales facts join through and allocate to the order's lines pro rata by line amount
 * (the money rule's allocateCents, decision 063). This is the ONE place the reports read affiliate commission.
 *
 * It is the net of the order's entries in the append-only `affiliate_ledger` (decision 022): the
 * commission, less its void or reversals (refunds before payout) and adjustments (refunds after
 * payout), all booked as negative amounts (decision 055: each refund its prorated share); so a
 * fully refunded order carries no commission in the net, a partly refunded one the unrefunded
 * share.
 */
export function commissionPerOrder(): SQL {
  return sql`(select "order_id", sum("amount_cents")::bigint as commission_cents from "affiliate_ledger" group by "order_id")`;
}
