import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { addToDaily, displayKeys } from './rollup';

/**
 * What each commission earns now, as the figures count it (decisions 022, 055): a sale while it
 * still earns — not voided, and not reversed to nothing unless it was a zero commission — with
 * its base and amount less what reversals took; nothing once it stops earning. Adjustments (a
 * refund after payout) leave the sale counted.
 */
const earning = (where: SQL) => sql`select l.id, l.affiliate_id, l.created_at, l.source,
    l.landing_page, l.country,
    not exists (select 1 from affiliate_ledger v where v.refers_to = l.id and v.kind = 'void')
      and (l.amount_cents = 0 or l.amount_cents + coalesce(rv.amount, 0) > 0) as earns,
    l.base_cents - coalesce(rv.base, 0) as base, l.amount_cents + coalesce(rv.amount, 0) as amount
  from affiliate_ledger l
  left join lateral (select sum(r.amount_cents) as amount, sum(r.base_cents) as base
    from affiliate_ledger r where r.refers_to = l.id and r.kind = 'reversal') rv on true
  where l.kind = 'commission' and ${where}`;

/**
 * Brings the affiliate sale facts of these commissions up to date, with the roll-up, in ONE
 * statement (decision 101): what each earns now less what its facts hold, appended as a fact
 * dated at the commission's day (its first, or a correction after a reversal or void), and added
 * to `affiliate_daily`. Idempotent: a second call appends nothing. The caller holds the
 * commissions' rows (it inserted them, or locked the order's ledger rows), so two writers of one
 * commission run one after the other and the second sees the first's facts. Returns the facts
 * appended.
 */
export async function recordAffiliateSales(db: Database, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`with c as (${earning(where)}),
      have as (
        select f.commission_id, sum(f.sales) as sales, sum(f.sales_cents) as sales_cents,
          sum(f.commission_cents) as commission_cents
        from affiliate_sale_facts f where f.commission_id in (select id from c) group by 1
      ), diff as (
        select c.id as commission_id, c.affiliate_id, c.created_at, c.source, c.landing_page, c.country,
          (case when c.earns then 1 else 0 end) - coalesce(h.sales, 0) as sales,
          (case when c.earns then c.base else 0 end) - coalesce(h.sales_cents, 0) as sales_cents,
          (case when c.earns then c.amount else 0 end) - coalesce(h.commission_cents, 0) as commission_cents
        from c left join have h on h.commission_id = c.id
      ), f as (
        insert into affiliate_sale_facts (commission_id, affiliate_id, day, source, landing_page,
          country, sales, sales_cents, commission_cents)
        select d.commission_id, k.affiliate_id, k.day, k.source, k.landing_page, k.country,
          d.sales, d.sales_cents, d.commission_cents
        from diff d cross join lateral (select ${displayKeys('d')}) k
        where d.sales <> 0 or d.sales_cents <> 0 or d.commission_cents <> 0
        order by d.commission_id
        returning *
      ), d as (${addToDaily(sql`select affiliate_id, day, source, landing_page, country,
        0 as clicks, 0 as unique_clicks, 0 as signups, sales, sales_cents, commission_cents from f`)})
      select count(*)::int as n from f`,
  );
  return Number(row?.n ?? 0);
}

/** The commissions of these orders. */
export const ofOrders = (orderIds: readonly string[]) =>
  sql`l.order_id in (${sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
