// Benchmark of the manager's sales reports (issue 16, decision 038): 1,000,000 paid orders (about
// 1,333,000 lines) over a year, 8 studios, 400 videos, 4 licenses, 8 countries, 3 gateways, a
// tenth of the orders with an affiliate commission and about 3 % of the orders refunded or charged
// back, all loaded with set-based SQL (generate_series); then p50/p95 of every breakdown the
// /manager/sales screen asks for and of the /manager overview (KPIs of the period and the previous
// one, revenue by day), for the last 30 days (the screens' default) and the last 365 days.
//   npx tsx server/scripts/bench-sales.ts                 # PGlite, in memory
//   DATABASE_URL=postgres://… npx tsx server/scripts/bench-sales.ts   # PostgreSQL (an empty database)
//   node tools/with-postgres.mjs sh -c 'DATABASE_URL=$TEST_POSTGRES_URL npx tsx server/scripts/bench-sales.ts'
// BENCH_VOLUMES (default 100000,1000000: loads up to each volume in turn, builds the facts and
// roll-ups with the backfill of decision 084, measures, and prints each query's p50 ratio between
// the volumes), BENCH_RUNS (default 10), BENCH_CHUNK (orders per insert), BENCH_ORDERS (one
// volume, as before), BENCH_ONLY (overview, filtered, multi, or groupings: day,video,…),
// BENCH_DAYS (default 30,365,1096), BENCH_FACTS=0 (skip the multi-filter calls' facts path).
// After the queries: the facts' added cost to a checkout's transaction.
//   node tools/with-postgres.mjs sh -c 'DATABASE_URL=$TEST_POSTGRES_URL BENCH_VOLUMES=100000 nice -n 10 npx tsx server/scripts/bench-sales.ts'
import { sql } from 'drizzle-orm';
import { backfillSalesFacts } from '../src/modules/reports';
import { breakdownOver, totalsOver } from '../src/modules/reports/breakdownSql';
import type { FactFilter } from '../src/modules/reports/salesFacts';
import {
  factEvents,
  GROUPINGS,
  type Grouping,
  salesBreakdown,
  salesKpis,
  salesTotals,
} from '../src/modules/reports/salesReports';
import { openSeededDatabase } from '../src/modules/startup';
import { loadConfig } from '../src/platform/config';
import { measureCheckoutCost } from './bench-checkout-facts';

const VOLUMES = (process.env.BENCH_VOLUMES ?? process.env.BENCH_ORDERS ?? '100000,1000000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const ORDERS = VOLUMES.at(-1) ?? 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
// Each insert statement stays well inside the server's statement timeout (decision 034).
const CHUNK = Number(process.env.BENCH_CHUNK ?? 50_000);
const CUSTOMERS = Math.max(1, Math.floor(ORDERS / 5));
const VIDEOS = 400;
const YEAR_S = 365 * 86_400;

const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? ':memory:',
  SEED: 'false',
});
const database = await openSeededDatabase(config);
const { db } = database;
const t0 = performance.now();
// BENCH_REUSE=1 measures a database this script loaded before (e.g. while trying indexes).
const loadedBefore =
  process.env.BENCH_REUSE === '1' &&
  (
    (await db.execute(sql`select 1 from studios where id = 'bst_0'`)) as unknown as {
      rows: unknown[];
    }
  ).rows.length > 0;
if (!loadedBefore) await loadCatalogue();

async function loadCatalogue() {
  // The catalogue: 8 studios, 400 videos, 4 products (license × resolution) per video.
  await db.execute(sql`insert into studios (id, slug, name)
  select 'bst_' || s, 'bench-studio-' || s, 'Bench studio ' || s from generate_series(0, 7) s`);
  await db.execute(sql`insert into videos (id, slug, title, studio_id, release_date, duration_minutes)
  select 'bv_' || v, 'bench-video-' || v, 'Bench video ' || v, 'bst_' || (v % 8), '2025-01-01', 90
  from generate_series(0, ${VIDEOS - 1}) v`);
  await db.execute(sql`insert into products (id, video_id, order_type, resolution, price_cents, download, stream, rental_hours)
  select 'bp_' || v || '_' || k, 'bv_' || v, (array['own','own','rental','rental'])[k + 1],
    (array['HD','4K','HD','SD'])[k + 1], (array[1999,2999,499,299])[k + 1], k < 2, true,
    case when k >= 2 then 48 end
  from generate_series(0, ${VIDEOS - 1}) v, generate_series(0, 3) k`);
  await db.execute(sql`insert into payment_fees (biller_id, effective_from, percent_bp, fixed_cents)
  values ('ccbill', '2000-01-01', 1050, 30), ('segpay', '2000-01-01', 990, 25), ('epoch', '2000-01-01', 1200, 0)`);
  await db.execute(sql`insert into users (id, email, is_affiliate, affiliate_code)
  select 'bench_aff_' || a, 'aff' || a || '@bench.test', true, 'BENCH' || a from generate_series(0, 19) a`);
  await db.execute(
    sql`insert into users (id, email) select 'bench_cus_' || c, 'cus' || c || '@bench.test' from generate_series(1, ${CUSTOMERS}) c`,
  );
}

/** Orders lo..hi (1-based), their lines, commissions, refunds and voids. */
async function loadOrders(first: number, last: number) {
  // Orders: one or two lines (every third order has two), paid at a pseudo-random second of the
  // last year, so an order's place on disk says nothing of its time (the worst case for a range).
  for (let lo = first; lo <= last; lo += CHUNK) {
    const hi = Math.min(last, lo + CHUNK - 1);
    await db.execute(sql`insert into carts (id, user_id, state)
    select 'bcart_' || i, 'bench_cus_' || (1 + i % ${CUSTOMERS}), 'completed' from generate_series(${lo}::int, ${hi}::int) i`);
    await db.execute(sql`insert into orders (id, user_id, cart_id, status, biller_id, subtotal_cents, discount_cents, total_cents, paid_at, country, created_at)
    select 'ord_' || i, 'bench_cus_' || (1 + i % ${CUSTOMERS}), 'bcart_' || i, 'paid',
      (array['ccbill','segpay','epoch'])[1 + i % 3], t.sub, t.discount, t.sub - t.discount,
      t.at, (array['US','DE','GB','FR','JP','BR','CA','NL'])[1 + (i / 7) % 8], t.at
    from generate_series(${lo}::int, ${hi}::int) i,
      lateral (select (array[1999,2999,499,299])[1 + i % 4]
          + case when i % 3 = 0 then (array[1999,2999,499,299])[1 + (i + 1) % 4] else 0 end as sub,
        case when i % 11 = 0 then 200 else 0 end as discount,
        now() - ((i::bigint * 7919) % ${YEAR_S}) * interval '1 second' as at) t`);
    await db.execute(sql`insert into order_items (order_id, product_id, video_id, order_type, resolution, price_cents)
    select 'ord_' || i, 'bp_' || x.v || '_' || x.k, 'bv_' || x.v, (array['own','own','rental','rental'])[x.k + 1],
      (array['HD','4K','HD','SD'])[x.k + 1], (array[1999,2999,499,299])[x.k + 1]
    from generate_series(${lo}::int, ${hi}::int) i,
      generate_series(0, case when i % 3 = 0 then 1 else 0 end) j,
      lateral (select ((i::bigint * 31 + j * 17) % ${VIDEOS})::int as v, (i + j) % 4 as k) x`);
    // A tenth of the orders came through an affiliate: 40 % commission on the order total.
    await db.execute(sql`insert into affiliate_ledger (id, entry_key, affiliate_id, kind, order_id, customer_id, amount_cents, base_cents, rate_bp, available_at, created_at)
    select 'bcom_' || o.id, 'commission:' || o.id, 'bench_aff_' || (i % 20), 'commission', o.id, o.user_id,
      (o.total_cents * 4000 / 10000), o.total_cents, 4000, o.paid_at + interval '30 days', o.paid_at
    from generate_series(${lo}::int, ${hi}::int) i join orders o on o.id = 'ord_' || i
    where i % 10 = 7`);
    // About 3 % refunded (one in 37) or charged back (one in 101), three days after the sale; an
    // affiliate order's refund voids its commission in the ledger.
    await db.execute(sql`insert into refunds (id, refund_key, order_id, product_id, kind, amount_cents, created_at)
    select 'bref_' || i, 'refund:ord_' || i, 'ord_' || i, oi.product_id,
      case when i % 37 = 0 then 'refund' else 'chargeback' end, oi.price_cents, o.paid_at + interval '3 days'
    from generate_series(${lo}::int, ${hi}::int) i
    join orders o on o.id = 'ord_' || i
    join lateral (select product_id, price_cents from order_items where order_id = o.id order by product_id limit 1) oi on true
    where i % 37 = 0 or i % 101 = 0`);
    await db.execute(sql`insert into affiliate_ledger (id, entry_key, affiliate_id, kind, order_id, customer_id, refers_to, amount_cents, base_cents, rate_bp, available_at, created_at)
    select 'bvoid_' || l.order_id, 'refund:' || l.order_id, l.affiliate_id, 'void', l.order_id, l.customer_id, l.id,
      -l.amount_cents, l.base_cents, l.rate_bp, r.created_at, r.created_at
    from affiliate_ledger l join refunds r on r.order_id = l.order_id
    where l.kind = 'commission' and l.order_id in (select 'ord_' || i from generate_series(${lo}::int, ${hi}::int) i)`);
  }
}

/** p50 of every query at each volume, by name, for the ratios at the end. */
const p50s = new Map<string, number[]>();

async function measure(name: string, fn: () => Promise<unknown>) {
  const times: number[] = [];
  try {
    await fn();
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
  } catch (error) {
    // E.g. the statement timeout (decision 034): report it and go on with the next query.
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    console.log(
      `[bench] ${database.kind} ${name}: failed (${String((cause as Error).message ?? cause)})`,
    );
    return;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const p50 = at(0.5);
  p50s.set(name, [...(p50s.get(name) ?? []), p50]);
  const goal = name.includes('365') ? 150 : 50;
  console.log(
    `[bench] ${database.kind} ${name}: p50 ${p50.toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${RUNS} runs)${p50 > goal ? ` — over the ${goal} ms goal` : ''}`,
  );
}

const DAY = 86_400_000;
const today = Date.UTC(
  new Date().getUTCFullYear(),
  new Date().getUTCMonth(),
  new Date().getUTCDate(),
);
const only = process.env.BENCH_ONLY?.split(',');
/** The multi-filter calls measured: a name, the grouping and the filters. */
const MULTI: [string, Grouping, FactFilter][] = [
  ['by day, one studio and one country', 'day', { studioId: 'bst_3', country: 'US' }],
  ['by video, one studio and one country', 'video', { studioId: 'bst_3', country: 'US' }],
  ['by license, one studio and one gateway', 'license', { studioId: 'bst_3', gateway: 'segpay' }],
  ['by studio, one country and one gateway', 'studio', { country: 'DE', gateway: 'ccbill' }],
  ['by video, one country and one gateway', 'video', { country: 'DE', gateway: 'ccbill' }],
  [
    'by week, one studio, country and gateway',
    'week',
    { studioId: 'bst_3', country: 'US', gateway: 'epoch' },
  ],
];
const periods = (process.env.BENCH_DAYS ?? '30,365,1096').split(',').map(Number);

async function measureReports() {
  for (const days of periods) {
    // The screens' ranges: `days` whole UTC days up to and including today (reportRange's rule).
    const range = { from: new Date(today - (days - 1) * DAY), to: new Date(today + DAY) };
    const previous = { from: new Date(range.from.getTime() - days * DAY), to: range.from };
    const label = `${days} days`;
    if (!only || only.includes('overview')) {
      await measure(`overview (KPIs now and before, by day), ${label}`, () =>
        Promise.all([
          salesKpis(db, range),
          salesKpis(db, previous),
          salesBreakdown(db, range, 'day'),
        ]),
      );
      await measure(`KPIs, ${label}`, () => salesKpis(db, range));
    }
    for (const g of GROUPINGS) {
      if (only && !only.includes(g)) continue;
      await measure(`by ${g}, ${label}`, () => salesBreakdown(db, range, g));
    }
    if (!only || only.includes('filtered')) {
      await measure(`by video, one studio, ${label}`, () =>
        salesBreakdown(db, range, 'video', { studioId: 'bst_3' }),
      );
    }
    if (!only || only.includes('multi'))
      // Two and three filters (decision 115): the screen's call (its rows and its totals), from
      // the cells, and the same call from the facts (the path before 115) for comparison.
      for (const [name, groupBy, filter] of MULTI) {
        const call = (from: typeof salesBreakdown, totals: typeof salesTotals) => () =>
          Promise.all([from(db, range, groupBy, filter), totals(db, range, filter)]);
        const cells = call(salesBreakdown, salesTotals);
        const facts = call(
          (d, r, g, f) => breakdownOver(d, factEvents(r, f), g),
          (d, r, f) => totalsOver(d, factEvents(r, f)),
        );
        await measure(`${name}, ${label}`, cells);
        if (process.env.BENCH_FACTS === '0') continue;
        await measure(`${name} (facts), ${label}`, facts);
        const [a, b] = await Promise.all([cells(), facts()]);
        console.log(
          `[bench] ${name}, ${label}: the cells' answer ${JSON.stringify(a) === JSON.stringify(b) ? 'equals' : 'DIFFERS FROM'} the facts' (${a[0].length} rows)`,
        );
      }
  }
}

const count = async () =>
  (
    (await db.execute(sql`select (select count(*) from orders) as orders,
    (select count(*) from order_items) as lines, (select count(*) from refunds) as refunds,
    (select count(*) from affiliate_ledger) as ledger, (select count(*) from sales_facts) as facts,
    (select count(*) from sales_daily) as daily,
    (select count(*) from sales_cells) as cells`)) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows[0];

let loaded = loadedBefore ? ORDERS : 0;
for (const volume of VOLUMES) {
  if (volume > loaded) {
    const t = performance.now();
    await loadOrders(loaded + 1, volume);
    const l = performance.now();
    await backfillSalesFacts(db, { batch: 2_000, restart: true });
    // As autovacuum leaves a table at rest: statistics, and the visibility map index-only scans need.
    // Table by table, each inside the statement timeout (the whole database in one statement went
    // past it at 1,000,000 orders on a loaded machine); a table that still does is reported.
    const tables = (
      (await db.execute(
        sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
      )) as unknown as { rows: { tablename: string }[] }
    ).rows;
    for (const { tablename } of tables)
      await db.execute(sql.raw(`vacuum analyze "${tablename}"`)).catch((error: Error) => {
        console.log(`[bench] vacuum analyze ${tablename}: ${String(error.cause ?? error.message)}`);
      });
    console.log(
      `[bench] loaded orders ${loaded + 1}–${volume} in ${Math.round(l - t)} ms; facts and roll-ups (backfill) in ${Math.round(performance.now() - l)} ms`,
    );
    loaded = volume;
  }
  const c = await count();
  console.log(
    `[bench] ${database.kind}: ${c?.orders} orders, ${c?.lines} lines, ${c?.refunds} refunds, ${c?.ledger} ledger entries, ${c?.facts} facts, ${c?.daily} daily roll-up rows, ${c?.cells} cells (${Math.round(performance.now() - t0)} ms so far)`,
  );
  await measureReports();
}
if (VOLUMES.length > 1)
  for (const [name, [small, ...rest]] of p50s) {
    const large = rest.at(-1);
    if (small && large)
      console.log(
        `[bench] ratio ${VOLUMES.at(-1)}/${VOLUMES[0]} ${name}: ${(large / small).toFixed(2)}×`,
      );
  }
await measureCheckoutCost(db, database.kind, RUNS * 5);
await database.close();
