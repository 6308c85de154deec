import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { applyBasisPoints } from './allocate';
import { type FactRow, planFacts } from './factPlan';
import { salesFacts } from './factTables';
import { addToRollups, slices } from './rollups';
import { int, rowsOf } from './salesFacts';

const list = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Brings the sales facts of these orders up to date, in the caller's transaction (decision 084):
 * locks the orders (so two writers of one order run one after the other), reads what the reports
 * book for each paid order now (each line's gross, discount, fee and commission by the money rule,
 * its refunds and chargebacks, the royalty rate in force on its paid day) and appends the
 * difference from the facts already stored — the first sale facts, a correction when the
 * affiliate ledger changed the commission, a fact per new refund row — then adds the appended
 * facts to the roll-ups. Idempotent: a second call appends nothing. Returns the facts appended.
 */
export async function recordSalesFacts(db: Database, orderIds: readonly string[]): Promise<number> {
  const ids = [...new Set(orderIds)].sort();
  if (ids.length === 0) return 0;
  // Its own transaction when called outside one (a savepoint inside): the lock must be held.
  return db.transaction((tx) => record(tx, ids));
}

async function record(db: Database, ids: readonly string[]): Promise<number> {
  const orders = await rowsOf<Record<string, unknown>>(
    db,
    sql`select o.id, o.user_id, o.paid_at, o.total_cents, o.country, o.biller_id,
      pf.fixed_cents, pf.percent_bp
    from orders o
    left join lateral (
      select p.fixed_cents, p.percent_bp from payment_fees p
      where p.biller_id = o.biller_id and p.effective_from <= (o.paid_at at time zone 'UTC')::date
      order by p.effective_from desc limit 1
    ) pf on true
    where o.id in (${list(ids)}) and o.status = 'paid' and o.paid_at is not null
    order by o.id for update of o`,
  );
  if (orders.length === 0) return 0;
  const paid = orders.map((o) => String(o.id));
  // One after another: a transaction is one connection (node-postgres queues, and deprecates, overlapping queries).
  const lines = await rowsOf<Record<string, unknown>>(
    db,
    sql`select oi.order_id, oi.product_id, oi.video_id, oi.order_type, oi.resolution,
        oi.price_cents, v.studio_id, coalesce(
          (select r.rate_bp from royalty_rates r where r.video_id = oi.video_id
            and r.effective_from <= (o.paid_at at time zone 'UTC')::date
            order by r.effective_from desc limit 1),
          (select r.rate_bp from royalty_rates r where r.studio_id = v.studio_id
            and r.video_id is null and r.effective_from <= (o.paid_at at time zone 'UTC')::date
            order by r.effective_from desc limit 1),
          0) as rate_bp
      from order_items oi join orders o on o.id = oi.order_id join videos v on v.id = oi.video_id
      where oi.order_id in (${list(paid)})`,
  );
  const ledger = await rowsOf<Record<string, unknown>>(
    db,
    sql`select order_id, sum(amount_cents) as cents from affiliate_ledger
      where order_id in (${list(paid)}) group by order_id`,
  );
  const stored = await rowsOf<Record<string, unknown>>(
    db,
    sql`select order_id, product_id, sum(quantity) as quantity, sum(gross_cents) as gross,
        sum(discount_cents) as discount, sum(fee_cents) as fee, sum(commission_cents) as commission,
        string_agg(refund_id, ',') as refund_ids
      from sales_facts where order_id in (${list(paid)}) group by order_id, product_id`,
  );
  const refunds = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, order_id, product_id, kind, amount_cents, created_at from refunds
      where order_id in (${list(paid)})`,
  );
  const commission = new Map(ledger.map((l) => [String(l.order_id), int(l.cents)]));
  const rows: FactRow[] = [];
  for (const o of orders) {
    const id = String(o.id);
    const total = int(o.total_cents);
    rows.push(
      ...planFacts({
        order: {
          id,
          userId: String(o.user_id),
          paidAt: new Date(String(o.paid_at)),
          country: o.country == null ? null : String(o.country),
          billerId: o.biller_id == null ? null : String(o.biller_id),
          totalCents: total,
          feeCents:
            o.percent_bp == null
              ? 0
              : int(o.fixed_cents) + applyBasisPoints(total, int(o.percent_bp)),
          commissionCents: commission.get(id) ?? 0,
        },
        lines: lines
          .filter((l) => String(l.order_id) === id)
          .map((l) => ({
            productId: String(l.product_id),
            videoId: String(l.video_id),
            studioId: l.studio_id == null ? null : String(l.studio_id),
            orderType: String(l.order_type),
            resolution: String(l.resolution),
            priceCents: int(l.price_cents),
            rateBp: int(l.rate_bp),
          })),
        stored: stored
          .filter((s) => String(s.order_id) === id)
          .map((s) => ({
            productId: String(s.product_id),
            quantity: int(s.quantity),
            grossCents: int(s.gross),
            discountCents: int(s.discount),
            feeCents: int(s.fee),
            commissionCents: int(s.commission),
            refundIds: s.refund_ids == null ? [] : String(s.refund_ids).split(','),
          })),
        refunds: refunds
          .filter((r) => String(r.order_id) === id)
          .map((r) => ({
            id: String(r.id),
            productId: String(r.product_id),
            kind: r.kind === 'chargeback' ? 'chargeback' : 'refund',
            amountCents: int(r.amount_cents),
            at: new Date(String(r.created_at)),
          })),
      }),
    );
  }
  if (rows.length === 0) return 0;
  const appended: number[] = [];
  for (const part of slices(rows, 800))
    for (const r of await db.insert(salesFacts).values(part).returning({ id: salesFacts.id }))
      appended.push(r.id);
  await addToRollups(db, appended);
  return appended.length;
}
