import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import type { FactRow } from './factPlan';

const SUM_COLUMNS = [
  'orders',
  'quantity',
  'gross_cents',
  'refund_cents',
  'chargeback_cents',
  'fee_cents',
  'commission_cents',
  'facts',
];

/** `x = x + excluded.x` for every sum of a roll-up table (names are constants of this file). */
const addSums = (table: string, extra: readonly string[] = []) =>
  sql.raw(
    [...SUM_COLUMNS, ...extra]
      .map((c) => `"${c}" = "${table}"."${c}" + excluded."${c}"`)
      .join(', '),
  );

const SUMS = sql`sum(f.quantity), sum(f.gross_cents), sum(f.refund_cents), sum(f.chargeback_cents),
  sum(f.fee_cents), sum(f.commission_cents), count(*)`;

/**
 * The scopes a fact counts in — every sale (''), and each single filter it matches — and whether
 * the scope is a studio's (its order counts use the "first line in its studio" flags).
 */
const SCOPES = sql`cross join lateral (values ('', true, false),
  ('studio:' || f.studio_id, f.studio_id is not null, true),
  ('country:' || f.country, f.country is not null, false),
  ('gateway:' || f.biller_id, f.biller_id is not null, false)) s(scope, ok, in_studio)`;

/** The dimensions of the daily roll-up and a fact's key in each (the reports group by these). */
const DIMS = sql`cross join lateral (values ('total', ''), ('studio', f.studio_id),
  ('video', f.video_id), ('license', f.order_type || ' ' || f.resolution),
  ('country', coalesce(f.country, '??')), ('gateway', coalesce(f.biller_id, 'unknown'))) d(dim, key)`;

/**
 * Whether a fact is the one that counts its order in a group: the first line of its order in
 * that group (a studio's, a video's, a license's); within a studio's scope, its first line in the
 * studio (or in the studio and license).
 */
const COUNTS = sql`case when f.quantity <= 0 then 0
  when (case when d.dim = 'video' then f.first_in_video
    when d.dim = 'license' then (case when s.in_studio then f.first_in_studio_license else f.first_in_license end)
    when d.dim = 'studio' or s.in_studio then f.first_in_studio
    else f.first_in_order end) then 1 else 0 end`;

/**
 * A fact's rows in the multi-filter cells (decision 115): its license on its day, its video on its
 * day and its video in its month.
 */
const CELLS = sql`cross join lateral (values ('license', f.day, f.order_type || ' ' || f.resolution),
  ('video', f.day, f.video_id),
  ('video-month', date_trunc('month', f.day::timestamp)::date, f.video_id)) c(dim, day, key)`;

/** A cell's four order counts: first in its order, studio, key (license or video), studio × key. */
const counted = (flag: SQL) => sql`sum(case when f.quantity > 0 and ${flag} then 1 else 0 end)`;
const CELL_COUNTS = sql`${counted(sql`f.first_in_order`)}, ${counted(sql`f.first_in_studio`)},
  ${counted(sql`(case when c.dim = 'license' then f.first_in_license else f.first_in_video end)`)},
  ${counted(sql`(case when c.dim = 'license' then f.first_in_studio_license else f.first_in_video end)`)}`;

/**
 * One statement that appends facts and adds them to the roll-ups: `insert` is an
 * `insert into sales_facts … returning *`; data-modifying CTEs upsert the daily table (day × scope
 * × one dimension), the month × video table, the multi-filter cells (decision 115), each buyer's
 * first paid time and the new customers per day (decision 118) from the rows it
 * returned, in key order, adding (`x = x + excluded.x`). It answers one row: `n`, the facts
 * appended, and whatever `extra` selects.
 */
export function withRollups(insert: SQL, extra: SQL = sql``): SQL {
  return sql`with f as (${insert}), daily as (
      insert into sales_daily (scope, dim, day, key, orders, quantity, gross_cents, refund_cents,
        chargeback_cents, fee_cents, commission_cents, facts)
      select s.scope, d.dim, f.day, d.key, sum(${COUNTS}), ${SUMS}
      from f ${SCOPES} ${DIMS}
      where s.ok and d.key is not null
      group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (scope, dim, day, key) do update set ${addSums('sales_daily')}
    ), monthly as (
      insert into sales_monthly_video (scope, month, key, orders, quantity, gross_cents,
        refund_cents, chargeback_cents, fee_cents, commission_cents, facts)
      select s.scope, date_trunc('month', f.day::timestamp)::date, f.video_id,
        sum(case when f.quantity > 0 and f.first_in_video then 1 else 0 end), ${SUMS}
      from f ${SCOPES}
      where s.ok
      group by 1, 2, 3 order by 1, 2, 3
      on conflict (scope, month, key) do update set ${addSums('sales_monthly_video')}
    ), cells as (
      insert into sales_cells (dim, studio_id, country, day, gateway, key, orders, studio_orders,
        key_orders, studio_key_orders, quantity, gross_cents, refund_cents, chargeback_cents,
        fee_cents, commission_cents, facts)
      select c.dim, coalesce(f.studio_id, ''), coalesce(f.country, ''), c.day,
        coalesce(f.biller_id, ''), c.key, ${CELL_COUNTS}, ${SUMS}
      from f ${CELLS}
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
      on conflict (dim, studio_id, country, day, gateway, key) do update
        set ${addSums('sales_cells', ['studio_orders', 'key_orders', 'studio_key_orders'])}
    ), customers as (
      insert into sales_customers (user_id, first_paid_at)
      select f.user_id, min(f.sale_paid_at) from f
      where f.kind = 'sale' and f.quantity > 0
      group by 1 order by 1
      on conflict (user_id) do update
        set first_paid_at = excluded.first_paid_at,
            previous_first_paid_at = sales_customers.first_paid_at
        where excluded.first_paid_at < sales_customers.first_paid_at
      returning first_paid_at, previous_first_paid_at
    ), new_customers as (
      insert into sales_new_customers_daily (day, customers)
      select m.day, sum(m.n) from (
        select (c.first_paid_at at time zone 'UTC')::date as day, 1 as n from customers c
        union all
        select (c.previous_first_paid_at at time zone 'UTC')::date, -1 from customers c
        where c.previous_first_paid_at is not null
      ) m
      group by 1 order by 1
      on conflict (day) do update
        set customers = sales_new_customers_daily.customers + excluded.customers
    )
    select (select count(*)::int from f) as n${extra}`;
}

/** The fact columns and their types, as `json_to_recordset` reads them (the table's names). */
const FACT_TYPES = `kind text, order_id text, product_id text, refund_id text, at timestamptz,
  day date, sale_paid_at timestamptz, studio_id text, video_id text, order_type text,
  resolution text, country text, biller_id text, user_id text, quantity integer,
  gross_cents bigint, discount_cents bigint, fee_cents bigint, commission_cents bigint,
  refund_cents bigint, chargeback_cents bigint, net_cents bigint, rate_bp integer,
  first_in_order boolean, first_in_studio boolean, first_in_video boolean,
  first_in_license boolean, first_in_studio_license boolean`;
const FACT_COLUMNS = sql.raw(FACT_TYPES);
const FACT_NAMES = sql.raw(
  FACT_TYPES.split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .join(', '),
);

/** A fact row as JSON for `json_to_recordset` (snake case, dates as ISO strings). */
const asJson = (r: FactRow) => ({
  kind: r.kind,
  order_id: r.orderId,
  product_id: r.productId,
  refund_id: r.refundId ?? null,
  at: r.at.toISOString(),
  day: r.day,
  sale_paid_at: r.salePaidAt.toISOString(),
  studio_id: r.studioId ?? null,
  video_id: r.videoId,
  order_type: r.orderType,
  resolution: r.resolution,
  country: r.country ?? null,
  biller_id: r.billerId ?? null,
  user_id: r.userId,
  quantity: r.quantity ?? 0,
  gross_cents: r.grossCents ?? 0,
  discount_cents: r.discountCents ?? 0,
  fee_cents: r.feeCents ?? 0,
  commission_cents: r.commissionCents ?? 0,
  refund_cents: r.refundCents ?? 0,
  chargeback_cents: r.chargebackCents ?? 0,
  net_cents: r.netCents ?? 0,
  rate_bp: r.rateBp ?? 0,
  first_in_order: r.firstInOrder ?? false,
  first_in_studio: r.firstInStudio ?? false,
  first_in_video: r.firstInVideo ?? false,
  first_in_license: r.firstInLicense ?? false,
  first_in_studio_license: r.firstInStudioLicense ?? false,
});

/**
 * Appends facts and adds them to the roll-ups in ONE statement (decision 085, `withRollups`), in
 * the caller's transaction: the facts arrive as one JSON parameter (`json_to_recordset`) — one
 * insert per table, set-based, in key order, so concurrent writers neither lose a sum nor
 * deadlock on each other's rows. With a guard, appends nothing and answers 'stale' when the
 * orders' facts are no longer those counted (the writer then reads again). Returns the facts
 * appended.
 */
export async function appendFacts(
  db: Database,
  rows: readonly FactRow[],
  guard?: { orderIds: readonly string[]; factCount: number },
): Promise<number | 'stale'> {
  let appended = 0;
  // The guard: the orders still have the facts their plan was made from (facts are append-only,
  // so the same count is the same facts); checked in this statement's own snapshot.
  const fresh = guard
    ? sql`(select count(*) from sales_facts where order_id in (${sql.join(
        guard.orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})) = ${guard.factCount}`
    : sql`true`;
  for (const part of guard && rows.length === 0 ? [[]] : slices(rows, 5_000)) {
    const [result] = await rowsOf<{ n: number; fresh: boolean }>(
      db,
      withRollups(
        sql`insert into sales_facts (${FACT_NAMES})
        select ${FACT_NAMES} from json_to_recordset(${JSON.stringify(part.map(asJson))}::json)
          as x(${FACT_COLUMNS})
        where ${fresh}
        returning *`,
        sql`, ${fresh} as fresh`,
      ),
    );
    if (result && !result.fresh) return 'stale';
    appended += int(result?.n);
  }
  return appended;
}

/** Rows in slices small enough for one statement's parameters (PGlite and node-postgres). */
export function slices<T>(rows: readonly T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
