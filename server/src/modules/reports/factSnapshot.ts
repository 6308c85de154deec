import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import { applyBasisPoints } from './allocate';
import type { LineInput, PaidOrderInput, RefundInput, StoredLine } from './factPlan';

/** What `planFacts` needs of one paid order. */
export interface OrderSnapshot {
  /** The facts the order had when read. */
  factCount: number;
  order: PaidOrderInput;
  lines: LineInput[];
  stored: StoredLine[];
  refunds: RefundInput[];
}

type Json = Record<string, unknown>;
/** A json column: parsed by node-postgres and PGlite alike, a string on neither (but be safe). */
const jsonRows = (v: unknown): Json[] =>
  v == null ? [] : ((typeof v === 'string' ? JSON.parse(v) : v) as Json[]);
const text = (v: unknown) => (v == null ? null : String(v));

/**
 * Locks the orders among `ids` and reads in the same statement (decision 085) all the fact writer
 * needs of each paid one, and how many facts they have (`factCount`, the writer's guard: a
 * concurrent writer that held the lock committed facts this statement's snapshot cannot see): the fee schedule in force on its paid day, its affiliate commission (the
 * ledger's net), its lines with the royalty rate in force on that day (a video's override before
 * its studio's), what its stored facts hold per line and its refund and chargeback rows.
 */
export async function readOrderSnapshots(
  db: Database,
  ids: readonly string[],
): Promise<OrderSnapshot[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<Json>(
    db,
    sql`select o.id, o.user_id, o.paid_at, o.total_cents, o.country, o.biller_id,
      pf.fixed_cents, pf.percent_bp,
      (select coalesce(sum(l.amount_cents), 0) from affiliate_ledger l where l.order_id = o.id)
        as commission,
      (select count(*) from sales_facts f where f.order_id = o.id) as fact_count,
      (select json_agg(json_build_object('productId', oi.product_id, 'videoId', oi.video_id,
          'orderType', oi.order_type, 'resolution', oi.resolution, 'priceCents', oi.price_cents,
          'studioId', v.studio_id, 'rateBp', coalesce(
            (select r.rate_bp from royalty_rates r where r.video_id = oi.video_id
              and r.effective_from <= (o.paid_at at time zone 'UTC')::date
              order by r.effective_from desc limit 1),
            (select r.rate_bp from royalty_rates r where r.studio_id = v.studio_id
              and r.video_id is null and r.effective_from <= (o.paid_at at time zone 'UTC')::date
              order by r.effective_from desc limit 1),
            0)))
        from order_items oi join videos v on v.id = oi.video_id where oi.order_id = o.id) as lines,
      (select json_agg(json_build_object('productId', s.product_id, 'quantity', s.quantity,
          'grossCents', s.gross, 'discountCents', s.discount, 'feeCents', s.fee,
          'commissionCents', s.commission, 'refundIds', s.refund_ids))
        from (select f.product_id, sum(f.quantity) as quantity, sum(f.gross_cents) as gross,
            sum(f.discount_cents) as discount, sum(f.fee_cents) as fee,
            sum(f.commission_cents) as commission,
            coalesce(json_agg(f.refund_id) filter (where f.refund_id is not null), '[]') as refund_ids
          from sales_facts f where f.order_id = o.id group by f.product_id) s) as stored,
      (select json_agg(json_build_object('id', r.id, 'productId', r.product_id, 'kind', r.kind,
          'amountCents', r.amount_cents, 'at', r.created_at))
        from refunds r where r.order_id = o.id) as refunds
    from orders o
    left join lateral (
      select p.fixed_cents, p.percent_bp from payment_fees p
      where p.biller_id = o.biller_id and p.effective_from <= (o.paid_at at time zone 'UTC')::date
      order by p.effective_from desc limit 1
    ) pf on true
    where o.id in (${list}) and o.status = 'paid' and o.paid_at is not null
    order by o.id for update of o`,
  );
  return rows.map((o) => {
    const total = int(o.total_cents);
    return {
      factCount: int(o.fact_count),
      order: {
        id: String(o.id),
        userId: String(o.user_id),
        paidAt: new Date(String(o.paid_at)),
        country: text(o.country),
        billerId: text(o.biller_id),
        totalCents: total,
        feeCents:
          o.percent_bp == null
            ? 0
            : int(o.fixed_cents) + applyBasisPoints(total, int(o.percent_bp)),
        commissionCents: int(o.commission),
      },
      lines: jsonRows(o.lines).map((l) => ({
        productId: String(l.productId),
        videoId: String(l.videoId),
        studioId: text(l.studioId),
        orderType: String(l.orderType),
        resolution: String(l.resolution),
        priceCents: int(l.priceCents),
        rateBp: int(l.rateBp),
      })),
      stored: jsonRows(o.stored).map((s) => ({
        productId: String(s.productId),
        quantity: int(s.quantity),
        grossCents: int(s.grossCents),
        discountCents: int(s.discountCents),
        feeCents: int(s.feeCents),
        commissionCents: int(s.commissionCents),
        refundIds: (s.refundIds as unknown[]).map(String),
      })),
      refunds: jsonRows(o.refunds).map((r) => ({
        id: String(r.id),
        productId: String(r.productId),
        kind: r.kind === 'chargeback' ? ('chargeback' as const) : ('refund' as const),
        amountCents: int(r.amountCents),
        at: new Date(String(r.at)),
      })),
    };
  });
}
