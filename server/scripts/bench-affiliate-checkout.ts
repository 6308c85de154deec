// The affiliate sale fact's added cost to a referred checkout (issue 31, decision 101): the
// commission's transaction (its ledger row, as `bookCommission` inserts it) with and without
// `recordAffiliateSales`, interleaved in one run on the bench-affiliate data, for a customer of
// the large affiliate (the busiest roll-up rows); p50 of each and their difference (as 085 did).
import { sql } from 'drizzle-orm';
import { ofOrders, recordAffiliateSales } from '../src/modules/affiliate/saleFacts';
import type { Database } from '../src/platform/db/database';

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function measureReferredCheckoutCost(db: Database, kind: string, runs: number) {
  const plain: number[] = [];
  const withFacts: number[] = [];
  const stamp = Date.now();
  for (let i = 0; i < runs * 2; i++) {
    const id = `bench_ref_${stamp}_${i}`;
    const facts = i % 2 === 1;
    const t = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into affiliate_ledger (id, entry_key, affiliate_id, kind, order_id,
          customer_id, amount_cents, base_cents, rate_bp, source, landing_page, country, available_at, created_at)
        values (${`com_${id}`}, ${`commission:${id}`}, 'bench_aff_0', 'commission', ${id}, 'bench_cus_5',
          799, 1999, 4000, 'blog', '/videos', 'US', now() + interval '30 days', now())
        on conflict do nothing returning id`);
      if (facts) await recordAffiliateSales(tx, ofOrders([id]));
    });
    (facts ? withFacts : plain).push(performance.now() - t);
  }
  // The plain runs' commissions into the facts and roll-up too, so the figures still add up.
  await recordAffiliateSales(db, sql`l.order_id like ${`bench_ref_${stamp}_%`}`);
  const a = p50(plain);
  const b = p50(withFacts);
  console.log(
    `[bench] ${kind} referred checkout's commission transaction: p50 ${a.toFixed(1)} ms without the affiliate sale fact, ${b.toFixed(1)} ms with it and the roll-up: +${(b - a).toFixed(1)} ms (${runs} each, interleaved)`,
  );
}
