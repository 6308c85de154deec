import type { ReportGrouping, SalesBreakdownRow } from '@reelcart/contract/admin';
import { CategoryBarChart } from '../charts/bar-chart';
import { DataTable } from '../charts/data-table';
import { TimeSeriesChart } from '../charts/time-series-chart';
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

const SERIES = [
  { key: 'gross', label: 'Gross', color: '#a78bfa' },
  { key: 'net', label: 'Net', color: '#34d399' },
];

/**
 * `/manager/sales`: one grouping of a period — a line chart over time or a bar chart of the 15
 * largest groups, the table of every row (the charts' text alternative, in the server's order:
 * time ascending, dimensions by gross descending) and the CSV of exactly the table.
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
        rows={rows}
        rowKey={(r) => r.key}
        empty="No sales in this period."
        columns={[
          {
            key: 'label',
            label,
            value: (r) => r.label,
            kind: isTimeGrouping(groupBy) ? 'date' : 'text',
          },
          { key: 'orders', label: 'Orders', value: (r) => formatCount(r.orders), kind: 'count' },
          {
            key: 'quantity',
            label: 'Quantity',
            value: (r) => formatCount(r.quantity),
            kind: 'count',
          },
          { key: 'gross', label: 'Gross', value: (r) => formatCents(r.grossCents), kind: 'money' },
          {
            key: 'refunds',
            label: 'Refunds',
            value: (r) => formatCents(r.refundCents),
            kind: 'money',
          },
          {
            key: 'chargebacks',
            label: 'Chargebacks',
            value: (r) => formatCents(r.chargebackCents),
            kind: 'money',
          },
          { key: 'fees', label: 'Fees', value: (r) => formatCents(r.feeCents), kind: 'money' },
          {
            key: 'commission',
            label: 'Commission',
            value: (r) => formatCents(r.commissionCents),
            kind: 'money',
          },
          { key: 'net', label: 'Net', value: (r) => formatCents(r.netCents), kind: 'money' },
        ]}
      />
      {rows.length > 0 && (
        <p className="mt-4">
          <CsvLink
            filename={`sales-${groupBy}-${from}-${to}.csv`}
            header={SALES_CSV_HEADER}
            rows={rows.map(salesCsvRow)}
          />
        </p>
      )}
    </>
  );
}
