// Benchmark of the affiliate overview and analytics queries (issue 15, decision 025):
// 1,000,000 tracking events and 100,000 orders' commissions spread over a year and 101 affiliates
// (one large affiliate with a fifth of everything), booked in the daily roll-up by the backfill
// (decision 101), then p50/p95 of each call: from the roll-up ("after") and by the former SQL over
// the raw rows ("before", the test oracle), and whether the two answer the same. Then the same for
// the tracking links' and the creatives' figures (decision 108): 50 links of each bench affiliate
// made over the year, a tenth of the clicks and some checkouts through 10 creatives. And the
// overview's commission states and balance (decision 111): from the ledger's daily states beside
// the former per-entry SQL, and what the ledger states' trigger adds to a referred checkout. And
// the back office's affiliate list (decision 114): its first page (25 of the 101 affiliates) by
// date joined, by balance and by commission, its pending, approved, paid and balance from the
// ledger's daily states beside the former per-entry SQL.
//   BENCH_EVENTS, BENCH_ORDERS, BENCH_RUNS, BENCH_CHECKOUTS override the volumes and the runs;
//   BENCH_ADMIN_ONLY=1 measures the affiliate list alone (after the load and the backfill).
//   npx tsx server/scripts/bench-affiliate.ts                 # PGlite, in memory
//   DATABASE_URL=postgres://… npx tsx server/scripts/bench-affiliate.ts   # PostgreSQL (an empty database)

import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { desc, eq, sql } from 'drizzle-orm';
import { oracleListStates } from '../src/modules/admin-affiliates/listOracle.testing';
import { affiliateLookups } from '../src/modules/admin-affiliates/lookups';
import { backfillAffiliateFigures } from '../src/modules/affiliate/backfill';
import { analytics, overview, periodOf } from '../src/modules/affiliate/figures';
import { commissionStates } from '../src/modules/affiliate/ledgerStates';
import {
  oracleCreativeFigures,
  oracleLinkFigures,
} from '../src/modules/affiliate/linkOracle.testing';
import { linksOf } from '../src/modules/affiliate/links';
import { oracleAnalytics, oracleOverview } from '../src/modules/affiliate/oracle.testing';
import { statusSums } from '../src/modules/affiliate/statesOracle.testing';
import { creativeFigures, figuresOf, periodStart } from '../src/modules/creatives/creativeFigures';
import { affiliateLinks } from '../src/modules/schema';
import { openSeededDatabase } from '../src/modules/startup';
import { createClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { measureReferredCheckoutCost } from './bench-affiliate-checkout';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ADMIN_ONLY = process.env.BENCH_ADMIN_ONLY === '1';

const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? ':memory:',
  SEED: 'false',
});
const database = await openSeededDatabase(config);
const { db } = database;
const t0 = performance.now();
/** Runs `load(lo, hi)` over 1..total in slices: each insert stays inside the statement timeout. */
async function inSlices(total: number, load: (lo: number, hi: number) => Promise<unknown>) {
  for (let lo = 1; lo <= total; lo += 50_000) await load(lo, Math.min(total, lo + 49_999));
}
await db.execute(sql`insert into users (id, email, is_affiliate, affiliate_code)
  select 'bench_aff_' || a, 'bench' || a || '@bench.test', true, 'BENCH' || a from generate_series(0, 100) a`);
await inSlices(ORDERS, (lo, hi) =>
  db.execute(
    sql`insert into users (id, email) select 'bench_cus_' || c, 'cus' || c || '@bench.test' from generate_series(${lo}::int, ${hi}::int) c`,
  ),
);
await inSlices(EVENTS, (lo, hi) =>
  db.execute(sql`insert into affiliate_events (affiliate_id, code, action, unique_click, source, landing_page, visitor_id, country, created_at)
  select 'bench_aff_' || (case when i % 5 = 0 then 0 else 1 + i % 100 end), 'BENCH', 'click', i % 3 <> 0,
    (array['newsletter','blog','twitter','forum',null])[1 + i % 5], (array['/','/videos','/studios','/search'])[1 + i % 4],
    'v' || (i / 3), (array['US','DE','GB','FR','JP','BR'])[1 + i % 6],
    now() - ((i::bigint * 7919) % (365 * 86400)) * interval '1 second'
  from generate_series(${lo}::int, ${hi}::int) i`),
);
// Creatives (decision 108): a tenth of the clicks came through one of 10, and one in 30 of those
// visitors checked out.
await db.execute(sql`insert into affiliate_creatives (id, kind, name, headline)
  select 'bench_crt_' || c, 'text', 'Bench ' || c, 'Bench' from generate_series(0, 9) c`);
await db.execute(
  sql`update affiliate_events set creative_id = 'bench_crt_' || (id % 10) where id % 10 < 1 or id % 100 = 55`,
);
await db.execute(sql`insert into affiliate_events (affiliate_id, code, action, unique_click, source, landing_page, visitor_id, country, creative_id, created_at)
  select affiliate_id, code, 'checkout', false, source, landing_page, visitor_id, country, creative_id, created_at + interval '10 minutes'
  from affiliate_events where creative_id is not null and id % 30 = 0`);
// 50 links of each of the large and a small affiliate, made over the year, on the bench keys.
await db.execute(sql`insert into affiliate_links (id, affiliate_id, landing_page, source, created_at)
  select 'bench_lnk_' || a || '_' || n, a, (array['/','/videos?x=1','/studios','/search'])[1 + n % 4],
    (array['newsletter','blog','twitter','forum',null])[1 + n % 5], now() - (n * 7 + 0.5) * interval '1 day'
  from unnest(array['bench_aff_0', 'bench_aff_42']) a, generate_series(0, 49) n`);
await inSlices(ORDERS, (lo, hi) =>
  db.execute(sql`insert into affiliate_referrals (customer_id, affiliate_id, code, via, source, landing_page, country, created_at)
  select 'bench_cus_' || c, 'bench_aff_' || (case when c % 5 = 0 then 0 else 1 + c % 100 end), 'BENCH', 'register',
    (array['newsletter','blog','twitter','forum',null])[1 + c % 5], (array['/','/videos','/studios','/search'])[1 + c % 4],
    (array['US','DE','GB','FR','JP','BR'])[1 + c % 6], now() - ((c::bigint * 104729) % (365 * 86400)) * interval '1 second'
  from generate_series(${lo}::int, ${hi}::int) c`),
);
await inSlices(ORDERS, (lo, hi) =>
  db.execute(sql`insert into affiliate_ledger (id, entry_key, affiliate_id, kind, order_id, customer_id, amount_cents, base_cents, rate_bp, source, landing_page, country, available_at, created_at)
  select 'com_' || o, 'commission:ord_' || o, r.affiliate_id, 'commission', 'ord_' || o, r.customer_id, 799, 1999, 4000, r.source, r.landing_page, r.country,
    r.created_at + interval '30 days', r.created_at
  from generate_series(${lo}::int, ${hi}::int) o join affiliate_referrals r on r.customer_id = 'bench_cus_' || o`),
);
await db.execute(sql`insert into affiliate_ledger (id, entry_key, affiliate_id, kind, order_id, customer_id, refers_to, amount_cents, base_cents, rate_bp, available_at, created_at)
  select 'void_' || id, 'refund:' || order_id, affiliate_id, 'void', order_id, customer_id, id, -amount_cents, base_cents, rate_bp, created_at + interval '2 days', created_at + interval '2 days'
  from affiliate_ledger where kind = 'commission' and id like '%7'`);
await db.execute(sql`insert into affiliate_payouts (id, affiliate_id, run_key, method, amount_cents, fee_cents, status, period_start, period_end)
  values ('po_bench', 'bench_aff_0', '2000-01-01', 'paxum', 0, 0, 'paid', '1999-12-16', '2000-01-01')`);
await db.execute(sql`insert into affiliate_payout_items (entry_id, payout_id)
  select id, 'po_bench' from affiliate_ledger where affiliate_id = 'bench_aff_0' and kind = 'commission' and available_at < now() - interval '120 days'
  and not exists (select 1 from affiliate_ledger v where v.refers_to = affiliate_ledger.id)`);
console.log(
  `[bench] ${database.kind}: ${EVENTS} events, ${ORDERS} orders loaded in ${Math.round(performance.now() - t0)} ms`,
);
/** The ledger's daily states (decision 111): rows, kept by the triggers as the bench loaded. */
const ledgerDaysRows = async () => {
  const [row] = (
    (await db.execute(
      sql`select count(*)::int as n, count(*) filter (where affiliate_id = 'bench_aff_0')::int as large from affiliate_ledger_daily`,
    )) as unknown as { rows: { n: number; large: number }[] }
  ).rows;
  return `affiliate_ledger_daily ${row?.n} rows (${row?.large} of the large affiliate)`;
};
await db.execute(sql`analyze`);
const t1 = performance.now();
const booked = await backfillAffiliateFigures(db);
await db.execute(sql`analyze`);
const [rollupRows] = (
  (await db.execute(sql`select count(*)::int as n from affiliate_daily`)) as unknown as {
    rows: { n: number }[];
  }
).rows;
console.log(
  `[bench] backfill: ${JSON.stringify(booked)} in ${Math.round(performance.now() - t1)} ms; affiliate_daily ${rollupRows?.n} rows; ${await ledgerDaysRows()}`,
);

// The extra statement on a referred checkout (decision 101): BENCH_CHECKOUTS pairs, interleaved.
if (!ADMIN_ONLY)
  await measureReferredCheckoutCost(db, database.kind, Number(process.env.BENCH_CHECKOUTS ?? 200));

async function measure(name: string, fn: () => Promise<unknown>) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
  console.log(
    `[bench] ${database.kind} ${name}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${RUNS} runs)`,
  );
}

/** The states and balance as decisions 101 and 108 read them: every entry, two `exists` each. */
const formerStates: typeof commissionStates = async (d, id, at, period) => {
  const [p, b] = await Promise.all([statusSums(d, id, at, period), statusSums(d, id, at, null)]);
  return { period: p, balance: b };
};

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);

// The back office's affiliate list (decision 114): the first page of 25 as the service asks it,
// by date joined (the default), by balance and by commission; the commission columns from the
// ledger's daily states ("after") and by the former per-entry SQL ("before"), equal first (at one
// instant held still for both).
{
  const admin = affiliateLookups({ db, clock: createClock() });
  for (const [label, query] of [
    ['30 days', {}],
    ['365 days', { from: yearAgo, to: today }],
  ] as const) {
    const period = periodOf(query);
    for (const [sort, order] of [
      ['joined', 'f.created_at desc, f.id asc'],
      ['balance', 'f.balance desc, f.id asc'],
      ['commission', 'f.commission desc, f.id asc'],
    ] as const) {
      const page = (states?: typeof oracleListStates) =>
        admin.rows(sql`true`, sql.raw(order), 25, 0, period, states);
      const at = Date.now();
      const still = affiliateLookups({
        db,
        clock: { now: () => at, offsetMs: () => 0, setOffset: () => {} },
      });
      const [got, was] = await Promise.all([
        still.rows(sql`true`, sql.raw(order), 25, 0, period),
        still.rows(sql`true`, sql.raw(order), 25, 0, period, oracleListStates),
      ]);
      console.log(
        `[bench] affiliate list by ${sort}, ${label}: daily states ${isDeepStrictEqual(got, was) ? 'equal' : 'DIFFER FROM'} the former SQL`,
      );
      await measure(`affiliate list by ${sort}, ${label}, before`, () => page(oracleListStates));
      await measure(`affiliate list by ${sort}, ${label}, after`, () => page());
    }
  }
}
if (ADMIN_ONLY) {
  console.log(
    `[bench] load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  await database.close();
  process.exit(0);
}

for (const [label, query] of [
  ['30 days', {}],
  ['365 days', { from: yearAgo, to: today }],
] as const) {
  const period = periodOf(query);
  const now = new Date();
  for (const [who, id] of [
    ['large', 'bench_aff_0'],
    ['small', 'bench_aff_42'],
  ] as const) {
    const same =
      isDeepStrictEqual(
        await overview(db, id, period, now),
        await oracleOverview(db, id, period, now),
      ) &&
      isDeepStrictEqual(await analytics(db, id, period), await oracleAnalytics(db, id, period));
    console.log(
      `[bench] ${who} affiliate, ${label}: roll-up ${same ? 'equals' : 'DIFFERS FROM'} the former SQL`,
    );
    await measure(`overview, ${who} affiliate, ${label}, before`, () =>
      oracleOverview(db, id, period),
    );
    // Decision 111 side by side: the overview with the states and balance of the former per-entry
    // SQL (as decisions 101 and 108 left it) and from the ledger's daily states; then the states
    // alone. Equal answers at instants inside and after the hold first.
    const statesSame = await Promise.all(
      [0, 5, 29, 31].map(async (d) => {
        const at = new Date(now.getTime() + d * 86_400_000);
        return isDeepStrictEqual(await commissionStates(db, id, at, period), {
          period: await statusSums(db, id, at, period),
          balance: await statusSums(db, id, at, null),
        });
      }),
    );
    console.log(
      `[bench] ${who} affiliate, ${label}: states ${statesSame.every(Boolean) ? 'equal' : 'DIFFER FROM'} the former SQL at 4 instants`,
    );
    await measure(`overview, ${who} affiliate, ${label}, states per entry (108)`, () =>
      overview(db, id, period, new Date(), formerStates),
    );
    await measure(`overview, ${who} affiliate, ${label}, after`, () => overview(db, id, period));
    await measure(`states, ${who} affiliate, ${label}, per entry (108)`, () =>
      formerStates(db, id, new Date(), period),
    );
    await measure(`states, ${who} affiliate, ${label}, ledger days (111)`, () =>
      commissionStates(db, id, new Date(), period),
    );
    await measure(`analytics, ${who} affiliate, ${label}, before`, () =>
      oracleAnalytics(db, id, period),
    );
    await measure(`analytics, ${who} affiliate, ${label}, after`, () => analytics(db, id, period));
  }
}

// The links page (50 links with their figures since each was made) and the creatives' figures.
const linkRows = (id: string) =>
  db
    .select()
    .from(affiliateLinks)
    .where(eq(affiliateLinks.affiliateId, id))
    .orderBy(desc(affiliateLinks.createdAt))
    .limit(50);
const oracleLinks = async (id: string) =>
  Promise.all((await linkRows(id)).map((link) => oracleLinkFigures(db, id, link)));
for (const [who, id] of [
  ['large', 'bench_aff_0'],
  ['small', 'bench_aff_42'],
] as const) {
  const got = [...(await linksOf(db, id))].sort((a, b) => a.id.localeCompare(b.id));
  const was = [...(await oracleLinks(id))].sort((a, b) => a.id.localeCompare(b.id));
  console.log(
    `[bench] links, ${who} affiliate: roll-up ${isDeepStrictEqual(got, was) ? 'equals' : 'DIFFERS FROM'} the former SQL`,
  );
  await measure(`links, ${who} affiliate, before`, () => oracleLinks(id));
  await measure(`links, ${who} affiliate, after`, () => linksOf(db, id));
}
const creatives = Array.from({ length: 10 }, (_, c) => `bench_crt_${c}`);
for (const days of [30, 365]) {
  const since = periodStart(days);
  const got = await creativeFigures(db, creatives, since);
  const was = await oracleCreativeFigures(db, creatives, since, figuresOf);
  console.log(
    `[bench] creatives, ${days} days: roll-up ${isDeepStrictEqual(got, was) ? 'equals' : 'DIFFERS FROM'} the former SQL`,
  );
  await measure(`creatives, ${days} days, before`, () =>
    oracleCreativeFigures(db, creatives, since, figuresOf),
  );
  await measure(`creatives, ${days} days, after`, () => creativeFigures(db, creatives, since));
}
console.log(
  `[bench] load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
await database.close();
