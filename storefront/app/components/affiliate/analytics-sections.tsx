import type { AffiliateAnalytics, Breakdown } from '@reelcart/contract/affiliate';
import { formatCents, formatCount } from '../../lib/affiliate/format';
import { CategoryBarChart } from '../charts/bar-chart';
import { type Column, DataTable, figure } from '../charts/data-table';
import { TimeSeriesChart } from '../charts/time-series-chart';
import { newestFirst } from '../charts/totals';

/** `/affiliate/analytics`' sections: the figures by day, and a breakdown (by source, page, country). */

type Day = AffiliateAnalytics['series'][number];

/** The figures a day and a breakdown's row both have, as table columns (each one additive). */
function figureColumns<T extends Breakdown | Day>(): Column<T>[] {
  return [
    figure<T>('clicks', 'Clicks', 'count', (d) => d.clicks, formatCount),
    figure<T>('unique', 'Unique clicks', 'count', (d) => d.uniqueClicks, formatCount),
    figure<T>('signups', 'Sign-ups', 'count', (d) => d.signups, formatCount),
    figure<T>('sales', 'Sales', 'count', (d) => d.sales, formatCount),
    figure<T>('commission', 'Commission', 'money', (d) => d.commissionCents, formatCents),
  ];
}

const dayColumns: Column<Day>[] = [
  { key: 'day', label: 'Day', value: (d) => d.day, kind: 'date' },
  ...figureColumns<Day>(),
];

/**
 * Clicks, sign-ups and sales by day, the commission by day (charts oldest to newest), and the
 * table of both: today first, the period's totals last.
 */
export function DailyFigures({ series }: { series: AffiliateAnalytics['series'] }) {
  return (
    <section aria-labelledby="traffic" className="mt-6">
      <h2 id="traffic" className="font-semibold text-lg">
        Clicks, sign-ups and sales by day
      </h2>
      <TimeSeriesChart
        data={series}
        xKey="day"
        series={[
          { key: 'clicks', label: 'Clicks', color: '#60a5fa' },
          { key: 'uniqueClicks', label: 'Unique clicks', color: '#a78bfa' },
          { key: 'signups', label: 'Sign-ups', color: '#f472b6' },
          { key: 'sales', label: 'Sales', color: '#34d399' },
        ]}
      />
      <h2 className="mt-6 font-semibold text-lg">Commission by day</h2>
      <TimeSeriesChart
        data={series}
        xKey="day"
        format={(c) => formatCents(c)}
        series={[{ key: 'commissionCents', label: 'Commission', color: '#fbbf24' }]}
      />
      <DataTable
        caption="Figures by day"
        rows={newestFirst(series, (d) => d.day)}
        rowKey={(d) => d.day}
        columns={dayColumns}
        totals="sum"
      />
    </section>
  );
}

const breakdownColumns = (label: string): Column<Breakdown>[] => [
  { key: 'key', label, value: (r) => r.key },
  ...figureColumns<Breakdown>(),
];

/**
 * The top ten rows charted, and every row in a table with its totals (decision 106): the API
 * answers every key of the period (no top-N cut), each click, sign-up and sale under exactly one
 * source, landing page and country, and "unique" is a flag of each click (decision 101) — so every
 * column adds up, to the same totals as the figures by day.
 */
export function BreakdownSection({
  id,
  title,
  label,
  rows,
}: {
  id: string;
  title: string;
  label: string;
  rows: Breakdown[];
}) {
  const top = rows.slice(0, 10);
  return (
    <section aria-labelledby={id} className="mt-8" data-testid={id}>
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      {top.length > 0 ? (
        <CategoryBarChart
          data={top.map((r) => ({
            key: r.key,
            clicks: r.clicks,
            signups: r.signups,
            sales: r.sales,
          }))}
          categoryKey="key"
          series={[
            { key: 'clicks', label: 'Clicks', color: '#60a5fa' },
            { key: 'signups', label: 'Sign-ups', color: '#f472b6' },
            { key: 'sales', label: 'Sales', color: '#34d399' },
          ]}
        />
      ) : null}
      <DataTable
        caption={title}
        rows={rows}
        rowKey={(r) => r.key}
        columns={breakdownColumns(label)}
        totals="sum"
      />
    </section>
  );
}
