import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import { commissionPerOrder } from './affiliateCommission';
import { allocated, rank, share } from './allocationSql';
import {
  type BreakdownRow,
  breakdownOver,
  type Grouping,
  type Kpis,
  kpisOf,
  totalsOver,
} from './breakdownSql';
import type { FactFilter, Range } from './salesFacts';
import { type LineInput, REFUND_WINDOW_DAYS } from './statementRules';
import { linesByStatement, monthRange } from './statements';

// THE TEST ORACLE (decision 084). The reports as they were computed before the facts: every
// figure derived per request from orders, order_items, refunds, payment_fees, royalty_rates and
// the affiliate ledger (decision 037). Only tests and the benchmark read it; the property test
// (rollups.property.test.ts) checks that the roll-ups and facts answer exactly the same.

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

/** The sales of a range by a period or dimension, derived from the orders per request. */
export const oracleBreakdown = (
  db: Database,
  range: Range,
  groupBy: Grouping,
  filter: FactFilter = {},
): Promise<BreakdownRow[]> => breakdownOver(db, lineEvents(range, filter), groupBy);

/** The KPIs of a range derived from the orders per request, and first-time buyers. */
export async function oracleKpis(
  db: Database,
  range: Range,
  filter: FactFilter = {},
): Promise<Kpis> {
  const totals = await totalsOver(db, lineEvents(range, filter));
  const [fresh] = await rowsOf<Record<string, unknown>>(
    db,
    // A customer whose first paid order falls in the range: a paid order in the range and none
    // before it.
    sql`select count(distinct o.user_id) as n from orders o
    where o.status = 'paid' and o.paid_at >= ${range.from.toISOString()}::timestamptz
      and o.paid_at < ${range.to.toISOString()}::timestamptz
      and not exists (select 1 from orders p where p.user_id = o.user_id and p.status = 'paid'
        and p.paid_at < ${range.from.toISOString()}::timestamptz)`,
  );
  return kpisOf(totals, int(fresh?.n));
}

/**
 * The live lines of every studio's statements for the months in [fromMonth, fromMonth + count),
 * grouped in SQL by studio, month (of the event), kind, video, license, resolution and the rate in
 * force on the sale's paid day (a per-video override before the studio's rate; 0 when none).
 */
export async function oracleLiveLines(
  db: Database,
  fromMonth: string,
  count: number,
  asOf: Date,
  studioId?: string,
): Promise<Map<string, { studioId: string; month: string; lines: LineInput[] }>> {
  const held = new Date(asOf.getTime() - REFUND_WINDOW_DAYS * 86_400_000).toISOString();
  const saleDay = sql`(e.sale_paid_at at time zone 'UTC')::date`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select e.studio_id, to_char(e.at at time zone 'UTC', 'YYYY-MM') as month,
      case when to_char(e.sale_paid_at at time zone 'UTC', 'YYYY-MM')
        = to_char(e.at at time zone 'UTC', 'YYYY-MM') then 'sale' else 'adjustment' end as kind,
      e.video_id, e.order_type, e.resolution, rate.bp as rate_bp,
      sum(e.quantity) as quantity, sum(e.gross) as gross, sum(e.refund) as refund,
      sum(e.chargeback) as chargeback, sum(e.fee) as fee, sum(e.commission) as commission,
      sum(case when e.quantity > 0 and e.sale_paid_at > ${held}::timestamptz then e.gross else 0 end) as held
    from ${lineEvents(monthRange(fromMonth, count), { studioId })} e
    cross join lateral (select coalesce(
      (select r.rate_bp from royalty_rates r where r.video_id = e.video_id
        and r.effective_from <= ${saleDay} order by r.effective_from desc limit 1),
      (select r.rate_bp from royalty_rates r where r.studio_id = e.studio_id and r.video_id is null
        and r.effective_from <= ${saleDay} order by r.effective_from desc limit 1),
      0) as bp) rate
    where e.studio_id is not null
    group by 1, 2, 3, 4, 5, 6, 7`,
  );
  return linesByStatement(rows);
}
