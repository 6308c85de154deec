// Temporary: EXPLAIN ANALYZE of the fact writer's statements for one new order (not committed).
import pg from 'pg';
const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
await c.connect();
const id = `explain_${Date.now()}`;
const ex = async (label, text, params = []) => {
  const r = await c.query(`explain (analyze, buffers) ${text}`, params);
  const plan = r.rows.map((x) => x['QUERY PLAN']);
  console.log(`\n=== ${label}: ${plan.filter((l) => /Execution Time|Planning Time/.test(l)).join(' | ')}`);
  console.log(plan.slice(0, 40).join('\n'));
};
await c.query('begin');
await c.query(`insert into carts (id, user_id, state) values ($1, 'bench_cus_1', 'completed')`, [`c_${id}`]);
await c.query(`insert into orders (id, user_id, cart_id, status, biller_id, subtotal_cents, discount_cents, total_cents, paid_at, country)
  values ($1, 'bench_cus_1', $2, 'paid', 'ccbill', 2498, 0, 2498, now(), 'US')`, [id, `c_${id}`]);
await c.query(`insert into order_items (order_id, product_id, video_id, order_type, resolution, price_cents)
  values ($1, 'bp_3_0', 'bv_3', 'own', 'HD', 1999), ($1, 'bp_4_2', 'bv_4', 'rental', 'HD', 499)`, [id]);
await ex('orders', `select o.id, o.user_id, o.paid_at, o.total_cents, o.country, o.biller_id, pf.fixed_cents, pf.percent_bp
    from orders o left join lateral (select p.fixed_cents, p.percent_bp from payment_fees p
      where p.biller_id = o.biller_id and p.effective_from <= (o.paid_at at time zone 'UTC')::date
      order by p.effective_from desc limit 1) pf on true
    where o.id in ($1) and o.status = 'paid' and o.paid_at is not null order by o.id for update of o`, [id]);
await ex('lines', `select oi.order_id, oi.product_id, oi.video_id, oi.order_type, oi.resolution, oi.price_cents, v.studio_id, coalesce(
      (select r.rate_bp from royalty_rates r where r.video_id = oi.video_id and r.effective_from <= (o.paid_at at time zone 'UTC')::date order by r.effective_from desc limit 1),
      (select r.rate_bp from royalty_rates r where r.studio_id = v.studio_id and r.video_id is null and r.effective_from <= (o.paid_at at time zone 'UTC')::date order by r.effective_from desc limit 1), 0) as rate_bp
    from order_items oi join orders o on o.id = oi.order_id join videos v on v.id = oi.video_id where oi.order_id in ($1)`, [id]);
await ex('ledger', `select order_id, sum(amount_cents) as cents from affiliate_ledger where order_id in ($1) group by order_id`, [id]);
await ex('stored', `select order_id, product_id, sum(quantity), sum(gross_cents), string_agg(refund_id, ',') from sales_facts where order_id in ($1) group by order_id, product_id`, [id]);
await ex('refunds', `select id, order_id, product_id, kind, amount_cents, created_at from refunds where order_id in ($1)`, [id]);
await ex('insert facts', `insert into sales_facts (kind, order_id, product_id, at, day, sale_paid_at, studio_id, video_id, order_type, resolution, country, biller_id, user_id, quantity, gross_cents, net_cents, first_in_order, first_in_studio, first_in_video, first_in_license, first_in_studio_license)
   values ('sale', $1, 'bp_3_0', now(), current_date, now(), 'bst_3', 'bv_3', 'own', 'HD', 'US', 'ccbill', 'bench_cus_1', 1, 1999, 1999, true, true, true, true, true),
          ('sale', $1, 'bp_4_2', now(), current_date, now(), 'bst_4', 'bv_4', 'rental', 'HD', 'US', 'ccbill', 'bench_cus_1', 1, 499, 499, false, true, true, true, true) returning id`, [id]);
const ids = (await c.query(`select id from sales_facts where order_id = $1`, [id])).rows.map((r) => Number(r.id));
const list = ids.join(', ');
const SUMS = `sum(f.quantity), sum(f.gross_cents), sum(f.refund_cents), sum(f.chargeback_cents), sum(f.fee_cents), sum(f.commission_cents)`;
const SCOPES = `cross join lateral (values ('', true, false), ('studio:' || f.studio_id, f.studio_id is not null, true), ('country:' || f.country, f.country is not null, false), ('gateway:' || f.biller_id, f.biller_id is not null, false)) s(scope, ok, in_studio)`;
const DIMS = `cross join lateral (values ('total', ''), ('studio', f.studio_id), ('video', f.video_id), ('license', f.order_type || ' ' || f.resolution), ('country', coalesce(f.country, '??')), ('gateway', coalesce(f.biller_id, 'unknown'))) d(dim, key)`;
const add = (t) => ['orders','quantity','gross_cents','refund_cents','chargeback_cents','fee_cents','commission_cents'].map((x) => `"${x}" = "${t}"."${x}" + excluded."${x}"`).join(', ');
await ex('daily', `insert into sales_daily (scope, dim, day, key, orders, quantity, gross_cents, refund_cents, chargeback_cents, fee_cents, commission_cents)
  select s.scope, d.dim, f.day, d.key, sum(case when f.first_in_order then 1 else 0 end), ${SUMS} from sales_facts f ${SCOPES} ${DIMS}
  where f.id in (${list}) and s.ok and d.key is not null group by 1,2,3,4 order by 1,2,3,4 on conflict (scope, dim, day, key) do update set ${add('sales_daily')}`);
await ex('monthly', `insert into sales_monthly_video (scope, month, key, orders, quantity, gross_cents, refund_cents, chargeback_cents, fee_cents, commission_cents)
  select s.scope, date_trunc('month', f.day::timestamp)::date, f.video_id, sum(case when f.quantity > 0 and f.first_in_video then 1 else 0 end), ${SUMS}
  from sales_facts f ${SCOPES} where f.id in (${list}) and s.ok group by 1,2,3 order by 1,2,3 on conflict (scope, month, key) do update set ${add('sales_monthly_video')}`);
await ex('customers', `insert into sales_customers (user_id, first_paid_at) select f.user_id, min(f.sale_paid_at) from sales_facts f
  where f.id in (${list}) and f.kind = 'sale' and f.quantity > 0 group by 1 order by 1
  on conflict (user_id) do update set first_paid_at = least(sales_customers.first_paid_at, excluded.first_paid_at)`);
const t = performance.now();
await c.query('commit');
console.log(`\ncommit ${(performance.now() - t).toFixed(1)} ms`);
await c.end();
