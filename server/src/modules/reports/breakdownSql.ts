import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';

export const GROUPINGS = [
  'day',
  'week',
  'month',
  'studio',
  'video',
  'license',
  'country',
  'gateway',
] as const;
export type Grouping = (typeof GROUPINGS)[number];

export interface BreakdownRow {
  key: string;
  label: string;
  orders: number;
  quantity: number;
  grossCents: number;
  refundCents: number;
  chargebackCents: number;
  feeCents: number;
  commissionCents: number;
  netCents: number;
}

export interface Kpis {
  grossCents: number;
  netCents: number;
  orders: number;
  averageOrderCents: number;
  refundCents: number;
  newCustomers: number;
}

const utc = sql`(e.at at time zone 'UTC')`;
const KEYS: Record<Grouping, { key: SQL; label: SQL; join?: SQL }> = {
  day: { key: sql`to_char(${utc}, 'YYYY-MM-DD')`, label: sql`to_char(${utc}, 'YYYY-MM-DD')` },
  week: {
    key: sql`to_char(date_trunc('week', ${utc}), 'YYYY-MM-DD')`,
    label: sql`to_char(date_trunc('week', ${utc}), 'YYYY-MM-DD')`,
  },
  month: { key: sql`to_char(${utc}, 'YYYY-MM')`, label: sql`to_char(${utc}, 'YYYY-MM')` },
  studio: {
    key: sql`e.studio_id`,
    label: sql`coalesce(s.name, e.studio_id)`,
    join: sql`left join studios s on s.id = e.studio_id`,
  },
  video: {
    key: sql`e.video_id`,
    label: sql`coalesce(v.title, e.video_id)`,
    join: sql`left join videos v on v.id = e.video_id`,
  },
  license: {
    key: sql`e.order_type || ' ' || e.resolution`,
    label: sql`e.order_type || ' ' || e.resolution`,
  },
  country: { key: sql`coalesce(e.country, '??')`, label: sql`coalesce(e.country, '??')` },
  gateway: {
    key: sql`coalesce(e.biller_id, 'unknown')`,
    label: sql`coalesce(e.biller_id, 'unknown')`,
  },
};

const isTime = (g: Grouping) => g === 'day' || g === 'week' || g === 'month';

/**
 * Events (`source`: a relation of sale and refund events with the columns of the reports' facts)
 * grouped by a period or a dimension, all in SQL: orders (distinct orders with a sale in the
 * group), quantity, gross, refunds, chargebacks, fees, commission and net. Periods are ordered by
 * time; dimensions by gross, largest first (then key).
 */
export async function breakdownOver(
  db: Database,
  source: SQL,
  groupBy: Grouping,
): Promise<BreakdownRow[]> {
  const k = KEYS[groupBy];
  const order = isTime(groupBy) ? sql`key asc` : sql`gross desc, key asc`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${k.key} as key, ${k.label} as label,
      count(distinct case when e.quantity > 0 then e.order_id end) as orders,
      sum(e.quantity) as quantity, sum(e.gross) as gross, sum(e.refund) as refund,
      sum(e.chargeback) as chargeback, sum(e.fee) as fee, sum(e.commission) as commission
    from ${source} e ${k.join ?? sql``}
    group by 1, 2 order by ${order}`,
  );
  return rows.map(toBreakdownRow);
}

/** A row of sums (orders, quantity, gross, refund, chargeback, fee, commission) with its net. */
export function toBreakdownRow(r: Record<string, unknown>): BreakdownRow {
  {
    const row = {
      key: String(r.key),
      label: String(r.label),
      orders: int(r.orders),
      quantity: int(r.quantity),
      grossCents: int(r.gross),
      refundCents: int(r.refund),
      chargebackCents: int(r.chargeback),
      feeCents: int(r.fee),
      commissionCents: int(r.commission),
    };
    return {
      ...row,
      netCents:
        row.grossCents - row.refundCents - row.chargebackCents - row.feeCents - row.commissionCents,
    };
  }
}

/** The totals of a relation of events (as breakdownOver reads them). */
export async function totalsOver(db: Database, source: SQL): Promise<BreakdownRow> {
  const [totals] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select '' as key, '' as label,
      count(distinct case when e.quantity > 0 then e.order_id end) as orders,
      coalesce(sum(e.quantity), 0) as quantity,
      coalesce(sum(e.gross), 0) as gross, coalesce(sum(e.refund), 0) as refund,
      coalesce(sum(e.chargeback), 0) as chargeback, coalesce(sum(e.fee), 0) as fee,
      coalesce(sum(e.commission), 0) as commission
    from ${source} e`,
  );
  return toBreakdownRow(totals ?? {});
}

/** The KPIs from a range's totals: AOV = gross / orders; refunds include chargebacks. */
export function kpisOf(totals: BreakdownRow, newCustomers: number): Kpis {
  const refund = totals.refundCents + totals.chargebackCents;
  return {
    grossCents: totals.grossCents,
    netCents: totals.netCents,
    orders: totals.orders,
    averageOrderCents: totals.orders ? Math.round(totals.grossCents / totals.orders) : 0,
    refundCents: refund,
    newCustomers,
  };
}
