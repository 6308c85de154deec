import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { commissionPerOrder } from './affiliateCommission';

/** A half-open UTC range [from, to). */
export interface Range {
  from: Date;
  to: Date;
}

export interface FactFilter {
  studioId?: string | undefined;
  country?: string | undefined;
  gateway?: string | undefined;
}

/**
 * The SQL form of the contract's `allocateCents` (the money rule, decision 063) over the lines of
 * each order: `amount` split by the lines' weights `wt` (summing to `wt_sum`), largest remainder,
 * ties to the smaller product id (`collate "C"`: the code-unit order JavaScript compares ids
 * in). `q` is the floor share, `r` its remainder, `left` the cents still to hand out and `rank`
 * the line's place in line for one of them. `allocation.sql.test.ts` compares it with the
 * function over generated orders. The names are constants of this file (never input).
 */
const share = (amount: string, p: string) =>
  sql.raw(`(abs(${amount}) * wt) / wt_sum as ${p}_q, (abs(${amount}) * wt) % wt_sum as ${p}_r`);
/** Cents left after the floor shares and the line's rank for one of them. */
const rank = (amount: string, p: string) =>
  sql.raw(
    `abs(${amount}) - sum(${p}_q) over o as ${p}_left, row_number() over (partition by order_id order by ${p}_r desc, product_id collate "C") as ${p}_rank`,
  );
/** The line's signed share of one allocated amount. */
const allocated = (amount: string, p: string) =>
  sql.raw(
    `(case when ${amount} < 0 then -1 else 1 end) * (${p}_q + case when ${p}_rank <= ${p}_left then 1 else 0 end)`,
  );

/**
 * The sales facts, one row per event on an order line (decision 037):
 * - a sale event at the order's paid time: quantity 1, the line's gross (its price less its share
 *   of the order's discount, `subtotal − total` of the stored order: what the line paid), its
 *   payment fee and affiliate commission (each order amount split over the lines by price), all
 *   by the contract's money rule (decision 063, `allocateCents`);
 * - a refund or chargeback event at the refund's time, with its amount, on the refunded line.
 * Every event carries the line's dimensions (studio, video, license, resolution, country, gateway)
 * and the sale's paid time, so the reports and statements group them in SQL.
 */
export function lineEvents(range: Range, filter: FactFilter = {}): SQL {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  // Filters apply after the allocation, so an order's other lines still weigh in its split.
  const conditions = (studio: SQL, country: SQL, gateway: SQL) => {
    const where: SQL[] = [];
    if (filter.studioId) where.push(sql`${studio} = ${filter.studioId}`);
    if (filter.country) where.push(sql`${country} = ${filter.country}`);
    if (filter.gateway) where.push(sql`${gateway} = ${filter.gateway}`);
    return where;
  };
  const onSales = conditions(sql`studio_id`, sql`country`, sql`biller_id`);
  const onRefunds = conditions(sql`v.studio_id`, sql`o.country`, sql`o.biller_id`);
  const salesWhere = onSales.length ? sql` where ${sql.join(onSales, sql` and `)}` : sql``;
  const extra = onRefunds.length ? sql` and ${sql.join(onRefunds, sql` and `)}` : sql``;
  return sql`(
    with sold as (
      select oi.order_id, oi.product_id, oi.video_id, oi.order_type, oi.resolution, oi.price_cents,
        v.studio_id, o.paid_at, o.country, o.biller_id, o.user_id, o.total_cents::bigint as total,
        coalesce(fee.cents, 0)::bigint as order_fee,
        coalesce(com.commission_cents, 0)::bigint as order_commission,
        sum(oi.price_cents) over w as w_sum,
        count(*) over w as n
      from orders o
      join order_items oi on oi.order_id = o.id
      join videos v on v.id = oi.video_id
      left join lateral (
        select pf.fixed_cents + floor((o.total_cents::bigint * pf.percent_bp + 5000) / 10000) as cents
        from payment_fees pf
        where pf.biller_id = o.biller_id and pf.effective_from <= (o.paid_at at time zone 'UTC')::date
        order by pf.effective_from desc limit 1
      ) fee on true
      left join ${commissionPerOrder()} com on com.order_id = o.id
      where o.status = 'paid' and o.paid_at >= ${from}::timestamptz and o.paid_at < ${to}::timestamptz
      window w as (partition by oi.order_id)
    ),
    weighed as (
      select *,
        (case when w_sum = 0 then 1 else price_cents end)::bigint as wt,
        (case when w_sum = 0 then n else w_sum end)::bigint as wt_sum,
        least(greatest(w_sum - total, 0), w_sum)::bigint as discount
      from sold
    ),
    floors as (
      select *, ${share('discount', 'd')}, ${share('order_fee', 'f')}, ${share('order_commission', 'c')}
      from weighed
    ),
    ranked as (
      select *, ${rank('discount', 'd')}, ${rank('order_fee', 'f')}, ${rank('order_commission', 'c')}
      from floors
      window o as (partition by order_id)
    )
    select paid_at as at, order_id, product_id, video_id, studio_id, order_type, resolution,
      country, biller_id, user_id, paid_at as sale_paid_at, 1 as quantity,
      (price_cents - ${allocated('discount', 'd')})::bigint as gross,
      (${allocated('order_fee', 'f')})::bigint as fee,
      (${allocated('order_commission', 'c')})::bigint as commission,
      0::bigint as refund, 0::bigint as chargeback
    from ranked${salesWhere}
    union all
    select r.created_at as at, r.order_id, r.product_id, oi.video_id, v.studio_id, oi.order_type,
      oi.resolution, o.country, o.biller_id, o.user_id, o.paid_at as sale_paid_at, 0 as quantity,
      0::bigint, 0::bigint, 0::bigint,
      (case when r.kind = 'refund' then r.amount_cents else 0 end)::bigint,
      (case when r.kind = 'chargeback' then r.amount_cents else 0 end)::bigint
    from refunds r
    join orders o on o.id = r.order_id
    join order_items oi on oi.order_id = r.order_id and oi.product_id = r.product_id
    join videos v on v.id = oi.video_id
    where r.created_at >= ${from}::timestamptz and r.created_at < ${to}::timestamptz${extra}
  )`;
}

/** Rows of db.execute on either driver. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** bigint/numeric columns come back as strings on node-postgres: integers here. */
export const int = (v: unknown) => Number(v ?? 0);
