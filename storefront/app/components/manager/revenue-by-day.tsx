import type { SalesBreakdownRow } from '@reelcart/contract/admin';
import { DataTable } from '../charts/data-table';
import { TimeSeriesChart } from '../charts/time-series-chart';
import { formatCents, formatCompactDollars, formatCount } from '../reports/format';

/** `/manager`: gross and net by day, the chart and its accessible table. */
export function RevenueByDay({ rows }: { rows: readonly SalesBreakdownRow[] }) {
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
        rows={rows}
        rowKey={(r) => r.key}
        empty="No sales in this period."
        columns={[
          { key: 'day', label: 'Day', value: (r) => r.key, kind: 'date' },
          { key: 'orders', label: 'Orders', value: (r) => formatCount(r.orders), kind: 'count' },
          { key: 'gross', label: 'Gross', value: (r) => formatCents(r.grossCents), kind: 'money' },
          { key: 'net', label: 'Net', value: (r) => formatCents(r.netCents), kind: 'money' },
        ]}
      />
    </>
  );
}
