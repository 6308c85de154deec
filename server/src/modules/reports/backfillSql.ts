import { type SQL, sql } from 'drizzle-orm';
import { commissionPerOrder } from './affiliateCommission';
import { allocated, rank, share } from './allocationSql';
import { withRollups } from './rollups';

/** The royalty rate in force on the sale's paid day: a video's override before its studio's. */
const RATE = sql`coalesce(
  (select r.rate_bp from royalty_rates r where r.video_id = oi.video_id
    and r.effective_from <= (o.paid_at at time zone 'UTC')::date
    order by r.effective_from desc limit 1),
  (select r.rate_bp from royalty_rates r where r.studio_id = v.studio_id and r.video_id is null
    and r.effective_from <= (o.paid_at at time zone 'UTC')::date
    order by r.effective_from desc limit 1),
  0)`;

/** Whether a line is the first (by product id, code-unit order) of its order within `by`. */
const first = (by: string) =>
  sql.raw(`row_number() over (partition by order_id${by} order by product_id collate "C") = 1`);

/**
 * The backfill of these orders as ONE set-based statement (decision 085): for the paid ones that
 * have no facts yet, a sale fact per line — the same figures as `planFacts` for an order the writer
 * never saw: price less its share of the discount, fee and affiliate commission (the ledger's
 * net) split over the lines by the money rule's SQL form (`allocationSql.ts`, the oracle's), the
 * royalty rate in force, quantity 1 and the "first line of its order / studio / video / license /
 * studio × license" flags — and a fact per refund or chargeback row not booked yet; all added to
 * the roll-ups in the same statement (`withRollups`). `ids` is one JSON array parameter.
 */
export function backfillStatement(ids: readonly string[]): SQL {
  const batch = sql`(select json_array_elements_text(${JSON.stringify(ids)}::json))`;
  return withRollups(sql`insert into sales_facts (kind, order_id, product_id, refund_id, at, day,
      sale_paid_at, studio_id, video_id, order_type, resolution, country, biller_id, user_id,
      quantity, gross_cents, discount_cents, fee_cents, commission_cents, refund_cents,
      chargeback_cents, net_cents, rate_bp, first_in_order, first_in_studio, first_in_video,
      first_in_license, first_in_studio_license)
    with sold as (
      select oi.order_id, oi.product_id, oi.video_id, oi.order_type, oi.resolution, oi.price_cents,
        v.studio_id, o.paid_at, o.country, o.biller_id, o.user_id, o.total_cents::bigint as total,
        coalesce(fee.cents, 0)::bigint as order_fee,
        coalesce(com.commission_cents, 0)::bigint as order_commission,
        ${RATE} as rate_bp,
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
      where o.id in ${batch} and o.status = 'paid' and o.paid_at is not null
        and not exists (select 1 from sales_facts f where f.order_id = o.id)
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
    ),
    sales as (
      select *, (price_cents - ${allocated('discount', 'd')})::bigint as gross,
        (${allocated('discount', 'd')})::bigint as disc,
        (${allocated('order_fee', 'f')})::bigint as fee,
        (${allocated('order_commission', 'c')})::bigint as commission,
        ${first('')} as f_order,
        ${first(`, coalesce(studio_id, '')`)} as f_studio,
        ${first(', video_id')} as f_video,
        ${first(', order_type, resolution')} as f_license,
        ${first(`, coalesce(studio_id, ''), order_type, resolution`)} as f_studio_license
      from ranked
    )
    select 'sale', order_id, product_id, null, paid_at, (paid_at at time zone 'UTC')::date,
      paid_at, studio_id, video_id, order_type, resolution, country, biller_id, user_id, 1, gross,
      disc, fee, commission, 0, 0, gross - fee - commission, rate_bp, f_order, f_studio, f_video,
      f_license, f_studio_license
    from sales
    union all
    select case when r.kind = 'chargeback' then 'chargeback' else 'refund' end, r.order_id,
      r.product_id, r.id, r.created_at, (r.created_at at time zone 'UTC')::date, o.paid_at,
      v.studio_id, oi.video_id, oi.order_type, oi.resolution, o.country, o.biller_id, o.user_id, 0,
      0, 0, 0, 0, case when r.kind = 'chargeback' then 0 else r.amount_cents end,
      case when r.kind = 'chargeback' then r.amount_cents else 0 end, -r.amount_cents, ${RATE},
      false, false, false, false, false
    from refunds r
    join orders o on o.id = r.order_id
    join order_items oi on oi.order_id = r.order_id and oi.product_id = r.product_id
    join videos v on v.id = oi.video_id
    where r.order_id in ${batch} and o.status = 'paid' and o.paid_at is not null
      and not exists (select 1 from sales_facts f where f.refund_id = r.id)
    returning *`);
}
