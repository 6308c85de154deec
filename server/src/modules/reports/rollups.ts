import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';

/** `x = x + excluded.x` for every sum of a roll-up table (names are constants of this file). */
const addSums = (table: string) =>
  sql.raw(
    [
      'orders',
      'quantity',
      'gross_cents',
      'refund_cents',
      'chargeback_cents',
      'fee_cents',
      'commission_cents',
    ]
      .map((c) => `"${c}" = "${table}"."${c}" + excluded."${c}"`)
      .join(', '),
  );

const SUMS = sql`sum(f.quantity), sum(f.gross_cents), sum(f.refund_cents), sum(f.chargeback_cents),
  sum(f.fee_cents), sum(f.commission_cents)`;

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
 * Adds appended facts (by id) to the roll-ups, in the caller's transaction: the daily table (day ×
 * scope × one dimension), the month × video table and each buyer's first paid time. Set-based
 * upserts that add (`x = x + excluded.x`), in key order, so concurrent writers neither lose a sum
 * nor deadlock on each other's rows.
 */
export async function addToRollups(db: Database, factIds: readonly number[]): Promise<void> {
  for (const part of slices(factIds, 5_000)) {
    const ids = sql.join(
      part.map((id) => sql`${id}`),
      sql`, `,
    );
    await db.execute(sql`insert into sales_daily (scope, dim, day, key, orders, quantity, gross_cents,
        refund_cents, chargeback_cents, fee_cents, commission_cents)
      select s.scope, d.dim, f.day, d.key, sum(${COUNTS}), ${SUMS}
      from sales_facts f ${SCOPES} ${DIMS}
      where f.id in (${ids}) and s.ok and d.key is not null
      group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (scope, dim, day, key) do update set ${addSums('sales_daily')}`);
    await db.execute(sql`insert into sales_monthly_video (scope, month, key, orders, quantity,
        gross_cents, refund_cents, chargeback_cents, fee_cents, commission_cents)
      select s.scope, date_trunc('month', f.day::timestamp)::date, f.video_id,
        sum(case when f.quantity > 0 and f.first_in_video then 1 else 0 end), ${SUMS}
      from sales_facts f ${SCOPES}
      where f.id in (${ids}) and s.ok
      group by 1, 2, 3 order by 1, 2, 3
      on conflict (scope, month, key) do update set ${addSums('sales_monthly_video')}`);
    await db.execute(sql`insert into sales_customers (user_id, first_paid_at)
      select f.user_id, min(f.sale_paid_at) from sales_facts f
      where f.id in (${ids}) and f.kind = 'sale' and f.quantity > 0
      group by 1 order by 1
      on conflict (user_id) do update
        set first_paid_at = least(sales_customers.first_paid_at, excluded.first_paid_at)`);
  }
}

/** Rows in slices small enough for one statement's parameters (PGlite and node-postgres). */
export function slices<T>(rows: readonly T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
