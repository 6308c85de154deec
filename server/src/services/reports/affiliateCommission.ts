import { type SQL, sql } from 'drizzle-orm';

/**
 * The affiliate commission per order, as a SQL relation `(order_id text, commission_cents bigint)`
 * that the sales facts join through and allocate to the order's lines pro rata by line amount
 * (allocateProRata's rule). This is the ONE place the reports read affiliate commission.
 *
 * In this branch the affiliate ledger does not exist yet, so every order's commission is zero.
 * MERGER: wire this to `affiliate_ledger` — the net of an order's entries (commission + void +
 * adjustment, voids/adjustments negative), e.g.
 *   select order_id, sum(amount_cents)::bigint as commission_cents
 *   from affiliate_ledger where order_id is not null group by order_id
 */
export function commissionPerOrder(): SQL {
  return sql`(select null::text as order_id, 0::bigint as commission_cents where false)`;
}
