import type { SalesBreakdownRow, SalesKpis } from '@reelcart/contract/admin';
import { type Column, DataTable, figure } from '../charts/data-table';
import { TimeSeriesChart } from '../charts/time-series-chart';
import { newestFirst } from '../charts/totals';
import { formatCents, formatCompactDollars, formatCount } from '../reports/format';

const COLUMNS: Column<SalesBreakdownRow>[] = [
  { key: 'day', label: 'Day', value: (r) => r.key, kind: 'date' },
  figure('orders', 'Orders', 'count', (r) => r.orders, formatCount),
  figure('gross', 'Gross', 'money', (r) => r.grossCents, formatCents),
  figure('net', 'Net', 'money', (r) => r.netCents, formatCents),
];

/**
 * `/manager`: gross and net by day, the chart (oldest to newest) and its accessible table (today
 * first), whose totals row shows the period's figures as the API answers them (the KPI cards').
 */
export function RevenueByDay({
  rows,
  totals,
}: {
  rows: readonly SalesBreakdownRow[];
  totals: SalesKpis;
}) {
  return (
    <>
      <h2 className="mt-8 font-semibold text-lg">Revenue by day</h2>
      {rows.length > 0 && (
        <TimeSeriesChart
          data={rows.map((r) => ({ day: r.key, gross: r.grossCents / 100, net: r.netCents / 100 }))}
          xKey="day"
          series={[
            { key: 'gross', label: 'Gross', color: '#a78bfa' },
            { key: 'net', label: 'Net', color: '#34d399' },
          ]}
          format={formatCompactDollars}
        />
      )}
      <DataTable
        caption="Revenue by day"
        rows={newestFirst(rows, (r) => r.key)}
        rowKey={(r) => r.key}
        empty="No sales in this period."
        columns={COLUMNS}
        totals={{ orders: totals.orders, gross: totals.grossCents, net: totals.netCents }}
      />
    </>
  );
}
