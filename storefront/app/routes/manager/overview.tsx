import type { SalesKpis } from '@reelcart/sdk/contract';
import { useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { DataTable } from '../../components/charts/data-table';
import { TimeSeriesChart } from '../../components/charts/time-series-chart';
import {
  formatCents,
  formatChange,
  formatCompactDollars,
  formatCount,
} from '../../components/reports/format';
import { PeriodForm } from '../../components/reports/period-form';
import { pageMeta } from '../../lib/page-meta';
import { loadOverview, periodOf } from '../../lib/reports.server';
import type { Route } from './+types/overview';

export async function loader({ url, context }: Route.LoaderArgs) {
  return { period: periodOf(url).period, overview: await loadOverview(context, url) };
}

export function meta() {
  return pageMeta('Manager overview', 'Sales KPIs against the previous period.');
}

const KPIS: { key: keyof SalesKpis; label: string; money: boolean }[] = [
  { key: 'grossCents', label: 'Gross', money: true },
  { key: 'netCents', label: 'Net', money: true },
  { key: 'orders', label: 'Orders', money: false },
  { key: 'averageOrderCents', label: 'Average order value', money: true },
  { key: 'refundCents', label: 'Refunds', money: true },
  { key: 'newCustomers', label: 'New customers', money: false },
];

export default function ManagerOverview({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { overview, period } = loaderData;
  return (
    <section aria-labelledby="page-title" aria-busy={navigation.state === 'loading'}>
      <h1 id="page-title" className="font-semibold text-2xl">
        Manager overview
      </h1>
      <PeriodForm period={period} />
      {!overview.ok ? (
        <LoadError message={overview.message} />
      ) : (
        <>
          <p className="mt-4 text-sm text-zinc-400">
            {overview.data.from} to {overview.data.to}, against {overview.data.previousFrom} to{' '}
            {overview.data.previousTo}.
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3">
            {KPIS.map((k) => {
              const now = overview.data.current[k.key];
              const before = overview.data.previous[k.key];
              const show = k.money ? formatCents : formatCount;
              return (
                <div key={k.key} className="rounded-md border border-zinc-800 p-4">
                  <dt className="text-sm text-zinc-400">{k.label}</dt>
                  <dd className="font-semibold text-xl" data-kpi={k.key}>
                    {show(now)}
                  </dd>
                  <dd className="text-sm text-zinc-400">
                    {formatChange(now, before)} (previously {show(before)})
                  </dd>
                </div>
              );
            })}
          </dl>
          <h2 className="mt-8 font-semibold text-lg">Revenue by day</h2>
          {overview.data.byDay.length === 0 ? (
            <p className="mt-3 text-sm text-zinc-400">No sales in this period.</p>
          ) : (
            <TimeSeriesChart
              data={overview.data.byDay.map((r) => ({
                day: r.key,
                gross: r.grossCents / 100,
                net: r.netCents / 100,
              }))}
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
            rows={overview.data.byDay}
            rowKey={(r) => r.key}
            empty="No sales in this period."
            columns={[
              { key: 'day', label: 'Day', value: (r) => r.key },
              {
                key: 'orders',
                label: 'Orders',
                value: (r) => formatCount(r.orders),
                numeric: true,
              },
              {
                key: 'gross',
                label: 'Gross',
                value: (r) => formatCents(r.grossCents),
                numeric: true,
              },
              { key: 'net', label: 'Net', value: (r) => formatCents(r.netCents), numeric: true },
            ]}
          />
        </>
      )}
    </section>
  );
}
