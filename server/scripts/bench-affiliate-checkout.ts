// The affiliate roll-ups' added cost to a referred checkout (issue 31, decisions 101 and 111): the
// commission's transaction (its ledger row, as `bookCommission` inserts it) bare (the ledger's
// triggers off for the transaction: `session_replication_role = replica`), with the ledger states'
// trigger (decision 111), and with the trigger and `recordAffiliateSales` (decision 101),
// interleaved in one run on the bench-affiliate data, for a customer of the large affiliate (the
// busiest roll-up rows); p50 of each and the differences (as 085 did).
import { sql } from 'drizzle-orm';
import { ofOrders, recordAffiliateSales } from '../src/modules/affiliate/saleFacts';
import type { Database } from '../src/platform/db/database';

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function measureReferredCheckoutCost(db: Database, kind: string, runs: number) {
  const bare: number[] = [];
  const plain: number[] = [];
  const withFacts: number[] = [];
  const stamp = Date.now();
  for (let i = 0; i < runs * 3; i++) {
    const id = `bench_ref_${stamp}_${i}`;
    const facts = i % 3 === 2;
    const triggers = i % 3 !== 0;
    const t = performance.now();
    await db.transaction(async (tx) => {
      if (!triggers) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into affiliate_ledger (id, entry_key, affiliate_id, kind, order_id,
          customer_id, amount_cents, base_cents, rate_bp, source, landing_page, country, available_at, created_at)
        values (${`com_${id}`}, ${`commission:${id}`}, 'bench_aff_0', 'commission', ${id}, 'bench_cus_5',
          799, 1999, 4000, 'blog', '/videos', 'US', now() + interval '30 days', now())
        on conflict do nothing returning id`);
      if (facts) await recordAffiliateSales(tx, ofOrders([id]));
    });
    (facts ? withFacts : triggers ? plain : bare).push(performance.now() - t);
  }
  // The other runs' commissions into the facts and roll-ups too, so the figures still add up: the
  // sale facts by difference, the bare runs' days recomputed (as the backfill's ledger walk does).
  await recordAffiliateSales(db, sql`l.order_id like ${`bench_ref_${stamp}_%`}`);
  await db.execute(sql`select affiliate_ledger_daily_refresh(array_agg(affiliate_id), array_agg(day))
    from (select distinct affiliate_id, (created_at at time zone 'UTC')::date as day
      from affiliate_ledger where order_id like ${`bench_ref_${stamp}_%`}) d`);
  const [n, a, b] = [p50(bare), p50(plain), p50(withFacts)];
  console.log(
    `[bench] ${kind} referred checkout's commission transaction, p50: ${n.toFixed(1)} ms bare, ${a.toFixed(1)} ms with the ledger states' trigger (+${(a - n).toFixed(1)} ms), ${b.toFixed(1)} ms with it, the affiliate sale fact and its roll-up (+${(b - n).toFixed(1)} ms in all) (${runs} each, interleaved)`,
  );
}
