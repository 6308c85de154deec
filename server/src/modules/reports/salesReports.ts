import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import {
  type BreakdownRow,
  breakdownOver,
  type Grouping,
  type Kpis,
  kpisOf,
  toBreakdownRow,
  totalsOver,
} from './breakdownSql';
import { cellBreakdownSql, cellTotalsSql } from './cellReports';
import {
  HAS_FACTS,
  monthsInside,
  PERIOD_KEYS,
  SUMMED,
  signedSums,
  videoSegments,
} from './rollupSql';
import type { FactFilter, Range } from './salesFacts';

export { type BreakdownRow, GROUPINGS, type Grouping, type Kpis } from './breakdownSql';

const DAY = 86_400_000;

/**
 * The stored facts of a range as the events the reports group (the columns of decision 037's
 * events), with any filters: what a report reads when no roll-up holds its slice.
 */
export function factEvents(range: Range, filter: FactFilter = {}): SQL {
  const where: SQL[] = [
    sql`f.at >= ${range.from.toISOString()}::timestamptz`,
    sql`f.at < ${range.to.toISOString()}::timestamptz`,
  ];
  if (filter.studioId) where.push(sql`f.studio_id = ${filter.studioId}`);
  if (filter.country) where.push(sql`f.country = ${filter.country}`);
  if (filter.gateway) where.push(sql`f.biller_id = ${filter.gateway}`);
  return sql`(select f.at, f.order_id, f.product_id, f.video_id, f.studio_id, f.order_type,
    f.resolution, f.country, f.biller_id, f.user_id, f.sale_paid_at, f.quantity, f.rate_bp,
    f.gross_cents as gross, f.fee_cents as fee, f.commission_cents as commission,
    f.refund_cents as refund, f.chargeback_cents as chargeback
    from sales_facts f where ${sql.join(where, sql` and `)})`;
}

/**
 * The roll-up scope answering these filters: '' for none, one filter's scope, or null when more
 * than one filter is set (those read the cells, decision 115).
 */
function scopeOf(filter: FactFilter): string | null {
  const set = [
    filter.studioId ? `studio:${filter.studioId}` : null,
    filter.country ? `country:${filter.country}` : null,
    filter.gateway ? `gateway:${filter.gateway}` : null,
  ].filter((s): s is string => s !== null);
  return set.length === 0 ? '' : set.length === 1 ? (set[0] ?? null) : null;
}

const wholeDays = (range: Range) =>
  range.from.getTime() % DAY === 0 && range.to.getTime() % DAY === 0;

/**
 * Where a report of this range and filters reads: the daily roll-up's scope (none or one filter),
 * the cells (two or three filters), or the facts (a range that is not whole UTC days).
 */
export function reportSource(
  range: Range,
  filter: FactFilter,
): { from: 'facts' } | { from: 'cells' } | { from: 'daily'; scope: string } {
  if (!wholeDays(range)) return { from: 'facts' };
  const scope = scopeOf(filter);
  return scope === null ? { from: 'cells' } : { from: 'daily', scope };
}

/** The roll-up key expression, label and order of a grouping (r: the roll-up rows). */
const ROLLUP: Record<Grouping, { dim: string; key: SQL; label?: SQL; join?: SQL }> = {
  day: { dim: 'total', key: PERIOD_KEYS.day },
  week: { dim: 'total', key: PERIOD_KEYS.week },
  month: { dim: 'total', key: PERIOD_KEYS.month },
  studio: {
    dim: 'studio',
    key: sql`r.key`,
    label: sql`coalesce(s.name, r.key)`,
    join: sql`left join studios s on s.id = r.key`,
  },
  video: {
    dim: 'video',
    key: sql`r.key`,
    label: sql`coalesce(v.title, r.key)`,
    join: sql`left join videos v on v.id = r.key`,
  },
  license: { dim: 'license', key: sql`r.key` },
  country: { dim: 'country', key: sql`r.key` },
  gateway: { dim: 'gateway', key: sql`r.key` },
};

/**
 * The roll-up rows of a scope and dimension over whole days [from, to). By video, as
 * `videoSegments` plans it: whole months from the month × video table, the rest of a month from
 * its days — or, past half a month, as the month's row less its days outside the range — so a
 * range reads about a row per video and month, and at most half a month of video × day rows at
 * each end, however many orders a day holds.
 */
function rollupRows(scope: string, dim: string, range: Range): SQL {
  const daily = (from: string, to: string, sign: 1 | -1 = 1) =>
    sql`select day, key, ${signedSums(sql`orders`, sign)} from sales_daily
      where scope = ${scope} and dim = ${dim} and day >= ${from}::date and day < ${to}::date`;
  const m = monthsInside(range);
  const segments = dim === 'video' ? videoSegments(range) : [];
  if (segments.length === 0) return daily(m.from, m.to);
  return sql.join(
    segments.map((s) =>
      s.rows === 'day'
        ? daily(s.from, s.to, s.sign)
        : sql`select month as day, key, ${signedSums(sql`orders`, s.sign)} from sales_monthly_video
          where scope = ${scope} and month >= ${s.from}::date and month < ${s.to}::date`,
    ),
    sql` union all `,
  );
}

/**
 * The rows of a by-video read (the daily roll-up's or the cells'), planned without parallel
 * workers. Its union of month and day rows
 * is costed high enough for PostgreSQL to start two workers, whose launch took 8–9 ms on the
 * bench's 2-core machine for a read of a few thousand rows that takes 2–4 ms alone (decision
 * 120). `set local` holds for this read's transaction only.
 */
async function serialRowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rowsOf<T>(tx as unknown as Database, query);
  });
}

/**
 * Sales in a range grouped by a period or a dimension (orders, quantity, gross, refunds,
 * chargebacks, fees, commission, net), from the daily roll-ups (decision 084), with two or three
 * filters from the cells (decision 115); a range that is not whole UTC days, from the facts. Periods are ordered by time;
 * dimensions by gross, largest first (then key).
 */
export async function salesBreakdown(
  db: Database,
  range: Range,
  groupBy: Grouping,
  filter: FactFilter = {},
): Promise<BreakdownRow[]> {
  const source = reportSource(range, filter);
  if (source.from === 'facts') return breakdownOver(db, factEvents(range, filter), groupBy);
  if (source.from === 'cells')
    return (
      await (groupBy === 'video' ? serialRowsOf : rowsOf)<Record<string, unknown>>(
        db,
        cellBreakdownSql(range, groupBy, filter),
      )
    ).map(toBreakdownRow);
  const { scope } = source;
  const g = ROLLUP[groupBy];
  const time = groupBy === 'day' || groupBy === 'week' || groupBy === 'month';
  const rows = await (groupBy === 'video' ? serialRowsOf : rowsOf)<Record<string, unknown>>(
    db,
    sql`select ${g.key} as key, ${g.label ?? g.key} as label, ${SUMMED}
    from (${rollupRows(scope, g.dim, range)}) r ${g.join ?? sql``}
    group by 1, 2 ${groupBy === 'video' ? sql`having ${HAS_FACTS}` : sql``} order by ${time ? sql`key asc` : sql`gross desc, key asc`}`,
  );
  return rows.map(toBreakdownRow);
}

/**
 * The totals of a range with its filters: what each grouping's rows add up to, but with every
 * order counted once — an order holding two studios' videos is one order, where the studio rows
 * count it twice (decision 104). Key and label are empty.
 */
export async function salesTotals(
  db: Database,
  range: Range,
  filter: FactFilter = {},
): Promise<BreakdownRow> {
  const source = reportSource(range, filter);
  if (source.from === 'facts') return totalsOver(db, factEvents(range, filter));
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    source.from === 'cells'
      ? cellTotalsSql(range, filter)
      : sql`select '' as key, '' as label, ${SUMMED}
        from (${rollupRows(source.scope, 'total', range)}) r`,
  );
  return toBreakdownRow(row ?? {});
}

/** The KPIs of a range: totals, AOV = gross / orders, and first-time buyers (decision 084). */
export async function salesKpis(
  db: Database,
  range: Range,
  filter: FactFilter = {},
): Promise<Kpis> {
  const [totals, [fresh]] = await Promise.all([
    salesTotals(db, range, filter),
    // A customer whose first paid order falls in the range (each buyer's first, decision 084): for
    // whole UTC days the daily count (decision 118), else the buyers' first paid times.
    rowsOf<Record<string, unknown>>(
      db,
      wholeDays(range)
        ? sql`select coalesce(sum(customers), 0) as n from sales_new_customers_daily
          where day >= ${range.from.toISOString().slice(0, 10)}::date
            and day < ${range.to.toISOString().slice(0, 10)}::date`
        : sql`select count(*) as n from sales_customers
          where first_paid_at >= ${range.from.toISOString()}::timestamptz
            and first_paid_at < ${range.to.toISOString()}::timestamptz`,
    ),
  ]);
  return kpisOf(totals, int(fresh?.n));
}
