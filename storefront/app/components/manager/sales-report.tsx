import type { ReportGrouping, SalesBreakdownRow } from '@reelcart/contract/admin';
import { CategoryBarChart } from '../charts/bar-chart';
import { type Column, DataTable, figure } from '../charts/data-table';
import { TimeSeriesChart } from '../charts/time-series-chart';
import { newestFirst } from '../charts/totals';
import { CsvLink } from '../reports/csv-link';
import { formatCents, formatCompactDollars, formatCount } from '../reports/format';
import { GROUPINGS_LABELS } from '../reports/labels';

export const SALES_CSV_HEADER = [
  'Group',
  'Orders',
  'Quantity',
  'Gross',
  'Refunds',
  'Chargebacks',
  'Fees',
  'Commission',
  'Net',
] as const;

const dollars = (n: number) => (n / 100).toFixed(2);

/** One CSV row per table row, the same figures in the same order (amounts in dollars). */
export const salesCsvRow = (r: SalesBreakdownRow) => [
  r.label,
  r.orders,
  r.quantity,
  dollars(r.grossCents),
  dollars(r.refundCents),
  dollars(r.chargebackCents),
  dollars(r.feeCents),
  dollars(r.commissionCents),
  dollars(r.netCents),
];

export const isTimeGrouping = (g: ReportGrouping) => g === 'day' || g === 'week' || g === 'month';

/**
 * The table's rows: periods newest first (today's at the top; the chart reads left to right, oldest
 * first), dimensions in the server's order (gross, largest first).
 */
export const salesTableRows = (rows: readonly SalesBreakdownRow[], groupBy: ReportGrouping) =>
  isTimeGrouping(groupBy) ? newestFirst(rows, (r) => r.key) : [...rows];

/**
 * An order falls in one period, one country and one gateway, so orders add up over those rows; it
 * can hold videos of several studios and licences, so by studio, video or licence the orders of
 * the rows do not sum to the period's (their total is left empty). Quantities and amounts are
 * per line: they always add up.
 */
export const ordersAddUp = (groupBy: ReportGrouping) =>
  groupBy !== 'studio' && groupBy !== 'video' && groupBy !== 'license';

/** The sales table's columns: the group, then each figure (additive ones summed in the totals). */
export function salesColumns(groupBy: ReportGrouping): Column<SalesBreakdownRow>[] {
  const orders = figure<SalesBreakdownRow>(
    'orders',
    'Orders',
    'count',
    (r) => r.orders,
    formatCount,
  );
  return [
    {
      key: 'label',
      label: GROUPINGS_LABELS[groupBy],
      value: (r) => r.label,
      kind: isTimeGrouping(groupBy) ? 'date' : 'text',
      sortBy: isTimeGrouping(groupBy) ? (r) => r.key : (r) => r.label,
    },
    ordersAddUp(groupBy)
      ? orders
      : {
          key: 'orders',
          label: 'Orders',
          kind: 'count',
          value: orders.value,
          sortBy: (r) => r.orders,
        },
    figure('quantity', 'Quantity', 'count', (r) => r.quantity, formatCount),
    figure('gross', 'Gross', 'money', (r) => r.grossCents, formatCents),
    figure('refunds', 'Refunds', 'money', (r) => r.refundCents, formatCents),
    figure('chargebacks', 'Chargebacks', 'money', (r) => r.chargebackCents, formatCents),
    figure('fees', 'Fees', 'money', (r) => r.feeCents, formatCents),
    figure('commission', 'Commission', 'money', (r) => r.commissionCents, formatCents),
    figure('net', 'Net', 'money', (r) => r.netCents, formatCents),
  ];
}

const SERIES = [
  { key: 'gross', label: 'Gross', color: '#a78bfa' },
  { key: 'net', label: 'Net', color: '#34d399' },
];

/**
 * `/manager/sales`: one grouping of a period — a line chart over time or a bar chart of the 15
 * largest groups, the table of every row (the charts' text alternative: periods newest first,
 * dimensions by gross descending; its headers sort it in the browser) with its totals row, and the
 * CSV of the table's rows in that first order.
 */
export function SalesReport({
  rows,
  groupBy,
  from,
  to,
}: {
  rows: readonly SalesBreakdownRow[];
  groupBy: ReportGrouping;
  from: string;
  to: string;
}) {
  const label = GROUPINGS_LABELS[groupBy];
  const tableRows = salesTableRows(rows, groupBy);
  return (
    <>
      <h2 className="mt-6 font-semibold text-lg">
        By {label.toLowerCase()}, {from} to {to}
      </h2>
      {rows.length > 0 &&
        (isTimeGrouping(groupBy) ? (
          <TimeSeriesChart
            data={rows.map((r) => ({
              key: r.key,
              gross: r.grossCents / 100,
              net: r.netCents / 100,
            }))}
            xKey="key"
            series={SERIES}
            format={formatCompactDollars}
          />
        ) : (
          <CategoryBarChart
            data={rows.slice(0, 15).map((r) => ({
              label: r.label,
              gross: r.grossCents / 100,
              net: r.netCents / 100,
            }))}
            categoryKey="label"
            series={SERIES}
            format={formatCompactDollars}
          />
        ))}
      <DataTable
        caption={`Sales by ${label.toLowerCase()}`}
        rows={tableRows}
        rowKey={(r) => r.key}
        empty="No sales in this period."
        columns={salesColumns(groupBy)}
        totals="sum"
        sortable
      />
      {rows.length > 0 && (
        <p className="mt-4">
          <CsvLink
            filename={`sales-${groupBy}-${from}-${to}.csv`}
            header={SALES_CSV_HEADER}
            rows={tableRows.map(salesCsvRow)}
          />
        </p>
      )}
    </>
  );
}
