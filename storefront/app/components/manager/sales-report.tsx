import type { ReportGrouping, SalesBreakdownRow, SalesTotals } from '@reelcart/contract/admin';
import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { CategoryBarChart } from '../charts/bar-chart';
import { type Column, DataTable, figure, sortRows } from '../charts/data-table';
import { TimeSeriesChart } from '../charts/time-series-chart';
import { newestFirst, type Sums } from '../charts/totals';
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

/** The sales table's columns: the group, then each figure. */
export function salesColumns(groupBy: ReportGrouping): Column<SalesBreakdownRow>[] {
  return [
    {
      key: 'label',
      label: GROUPINGS_LABELS[groupBy],
      value: (r) => r.label,
      kind: isTimeGrouping(groupBy) ? 'date' : 'text',
      sortBy: isTimeGrouping(groupBy) ? (r) => r.key : (r) => r.label,
    },
    figure('orders', 'Orders', 'count', (r) => r.orders, formatCount),
    figure('quantity', 'Quantity', 'count', (r) => r.quantity, formatCount),
    figure('gross', 'Gross', 'money', (r) => r.grossCents, formatCents),
    figure('refunds', 'Refunds', 'money', (r) => r.refundCents, formatCents),
    figure('chargebacks', 'Chargebacks', 'money', (r) => r.chargebackCents, formatCents),
    figure('fees', 'Fees', 'money', (r) => r.feeCents, formatCents),
    figure('commission', 'Commission', 'money', (r) => r.commissionCents, formatCents),
    figure('net', 'Net', 'money', (r) => r.netCents, formatCents),
  ];
}

/**
 * The totals row's figures by column: the API's totals (decision 104) — amounts and quantities are
 * the rows' sums; orders are counted once, so by studio, video or licence (an order can hold
 * several) they can be fewer than the column's sum.
 */
export const salesSums = (t: SalesTotals): Sums => ({
  orders: t.orders,
  quantity: t.quantity,
  gross: t.grossCents,
  refunds: t.refundCents,
  chargebacks: t.chargebackCents,
  fees: t.feeCents,
  commission: t.commissionCents,
  net: t.netCents,
});

const SERIES = [
  { key: 'gross', label: 'Gross', color: '#a78bfa' },
  { key: 'net', label: 'Net', color: '#34d399' },
];

/**
 * `/manager/sales`: one grouping of a period — a line chart over time or a bar chart of the 15
 * largest groups, the table of every row (the charts' text alternative: periods newest first,
 * dimensions by gross descending; its headers sort it in the browser, the sort kept in the address by
 * the route) with the API's totals, and the CSV of the table's rows in the order shown.
 */
export function SalesReport(props: {
  rows: readonly SalesBreakdownRow[];
  totals: SalesTotals;
  groupBy: ReportGrouping;
  from: string;
  to: string;
  /** The sort, when the page keeps it in its address (decision 106); else the report does. */
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
}) {
  const { rows, totals, groupBy, from, to } = props;
  const [own, setOwn] = useState<SortingState>([]);
  const sorting = props.sorting ?? own;
  const label = GROUPINGS_LABELS[groupBy];
  const tableRows = salesTableRows(rows, groupBy);
  const columns = salesColumns(groupBy);
  // The CSV is the table as shown: the same sort, the same TanStack sorting.
  const csvRows = sortRows(tableRows, columns, sorting, (r) => r.key);
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
        columns={columns}
        totals={salesSums(totals)}
        sortable
        sorting={sorting}
        onSortingChange={props.onSortingChange ?? setOwn}
      />
      {rows.length > 0 && (
        <p className="mt-4">
          <CsvLink
            filename={`sales-${groupBy}-${from}-${to}.csv`}
            header={SALES_CSV_HEADER}
            rows={csvRows.map(salesCsvRow)}
          />
        </p>
      )}
    </>
  );
}
