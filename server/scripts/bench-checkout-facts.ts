// The facts' added cost to a checkout (issue 31, decision 084): the paid transaction's writes
// (the order, its lines) with and without `recordSalesFacts`, interleaved in one run on the
// bench-sales catalogue, p50 of each and their difference.
import { sql } from 'drizzle-orm';
import { recordSalesFacts } from '../src/modules/reports';
import type { Database } from '../src/platform/db/database';

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function measureCheckoutCost(db: Database, kind: string, runs: number) {
  const plain: number[] = [];
  const withFacts: number[] = [];
  for (let i = 0; i < runs * 2; i++) {
    const id = `bench_co_${Date.now()}_${i}`;
    const facts = i % 2 === 1;
    const v = i % 400;
    const t = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into carts (id, user_id, state) values (${`c_${id}`}, 'bench_cus_1', 'completed')`,
      );
      await tx.execute(sql`insert into orders (id, user_id, cart_id, status, biller_id, subtotal_cents, discount_cents, total_cents, paid_at, country)
        values (${id}, 'bench_cus_1', ${`c_${id}`}, 'paid', 'ccbill', 2498, 0, 2498, now(), 'US')`);
      await tx.execute(sql`insert into order_items (order_id, product_id, video_id, order_type, resolution, price_cents)
        values (${id}, ${`bp_${v}_0`}, ${`bv_${v}`}, 'own', 'HD', 1999),
          (${id}, ${`bp_${(v + 1) % 400}_2`}, ${`bv_${(v + 1) % 400}`}, 'rental', 'HD', 499)`);
      if (facts) await recordSalesFacts(tx, [id]);
    });
    (facts ? withFacts : plain).push(performance.now() - t);
  }
  const a = p50(plain);
  const b = p50(withFacts);
  console.log(
    `[bench] ${kind} checkout's paid transaction: p50 ${a.toFixed(1)} ms without facts, ${b.toFixed(1)} ms with facts and roll-ups: +${(b - a).toFixed(1)} ms (${runs} each, interleaved)`,
  );
}
