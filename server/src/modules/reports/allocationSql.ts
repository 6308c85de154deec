import { sql } from 'drizzle-orm';

/**
 * The SQL form of the contract's `allocateCents` (the money rule, decision 063) over the lines of
 * each order: `amount` split by the lines' weights `wt` (summing to `wt_sum`), largest remainder,
 * ties to the smaller product id (`collate "C"`: the code-unit order JavaScript compares ids
 * in). `q` is the floor share, `r` its remainder, `left` the cents still to hand out and `rank`
 * the line's place in line for one of them. `allocation.sql.test.ts` compares it with the
 * function over generated orders. The names are constants of this file (never input).
 */
export const share = (amount: string, p: string) =>
  sql.raw(`(abs(${amount}) * wt) / wt_sum as ${p}_q, (abs(${amount}) * wt) % wt_sum as ${p}_r`);
/** Cents left after the floor shares and the line's rank for one of them. */
export const rank = (amount: string, p: string) =>
  sql.raw(
    `abs(${amount}) - sum(${p}_q) over o as ${p}_left, row_number() over (partition by order_id order by ${p}_r desc, product_id collate "C") as ${p}_rank`,
  );
/** The line's signed share of one allocated amount. */
export const allocated = (amount: string, p: string) =>
  sql.raw(
    `(case when ${amount} < 0 then -1 else 1 end) * (${p}_q + case when ${p}_rank <= ${p}_left then 1 else 0 end)`,
  );
