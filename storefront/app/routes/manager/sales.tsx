import type { SalesBreakdownRow } from '@reelcart/sdk/contract';
import { useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { CategoryBarChart } from '../../components/charts/bar-chart';
import { DataTable } from '../../components/charts/data-table';
import { TimeSeriesChart } from '../../components/charts/time-series-chart';
import { CsvLink } from '../../components/reports/csv-link';
import { formatCents, formatCompactDollars, formatCount } from '../../components/reports/format';
import { GROUPINGS_LABELS } from '../../components/reports/labels';
import { PeriodForm } from '../../components/reports/period-form';
import { pageMeta } from '../../lib/page-meta';
import { groupingOf, loadSales, periodOf } from '../../lib/reports.server';
import type { Route } from './+types/sales';

export async function loader({ url, context }: Route.LoaderArgs) {
  const filters = {
    studio: url.searchParams.get('studio') ?? undefined,
    country: url.searchParams.get('country') ?? undefined,
    gateway: url.searchParams.get('gateway') ?? undefined,
  };
  return {
    period: periodOf(url).period,
    groupBy: groupingOf(url),
    filters,
    sales: await loadSales(context, url),
  };
}

export function meta() {
  return pageMeta('Sales', 'Revenue and orders over time and by dimension.');
}

const HEADER = [
  'Group',
  'Orders',
  'Quantity',
  'Gross',
  'Refunds',
  'Chargebacks',
  'Fees',
  'Commission',
  'Net',
];
const cents = (n: number) => (n / 100).toFixed(2);
const csvRow = (r: SalesBreakdownRow) => [
  r.label,
  r.orders,
  r.quantity,
  cents(r.grossCents),
  cents(r.refundCents),
  cents(r.chargebackCents),
  cents(r.feeCents),
  cents(r.commissionCents),
  cents(r.netCents),
];

export default function ManagerSales({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { sales, groupBy, period, filters } = loaderData;
  const label = GROUPINGS_LABELS[groupBy];
  const isTime = groupBy === 'day' || groupBy === 'week' || groupBy === 'month';
  return (
    <section aria-labelledby="page-title" aria-busy={navigation.state === 'loading'}>
      <h1 id="page-title" className="font-semibold text-2xl">
        Sales
      </h1>
      <PeriodForm period={period} groupBy={groupBy} hidden={filters} />
      {!sales.ok ? (
        <LoadError message={sales.message} />
      ) : (
        <>
          <h2 className="mt-6 font-semibold text-lg">
            By {label.toLowerCase()}, {sales.data.from} to {sales.data.to}
          </h2>
          {sales.data.rows.length > 0 &&
            (isTime ? (
              <TimeSeriesChart
                data={sales.data.rows.map((r) => ({
                  key: r.key,
                  gross: r.grossCents / 100,
                  net: r.netCents / 100,
                }))}
                xKey="key"
                series={[
                  { key: 'gross', label: 'Gross', color: '#a78bfa' },
                  { key: 'net', label: 'Net', color: '#34d399' },
                ]}
                format={formatCompactDollars}
              />
            ) : (
              <CategoryBarChart
                data={sales.data.rows.slice(0, 15).map((r) => ({
                  label: r.label,
                  gross: r.grossCents / 100,
                  net: r.netCents / 100,
                }))}
                categoryKey="label"
                series={[
                  { key: 'gross', label: 'Gross', color: '#a78bfa' },
                  { key: 'net', label: 'Net', color: '#34d399' },
                ]}
                format={formatCompactDollars}
              />
            ))}
          <DataTable
            caption={`Sales by ${label.toLowerCase()}`}
            rows={sales.data.rows}
            rowKey={(r) => r.key}
            empty="No sales in this period."
            columns={[
              { key: 'label', label, value: (r) => r.label },
              {
                key: 'orders',
                label: 'Orders',
                value: (r) => formatCount(r.orders),
                numeric: true,
              },
              {
                key: 'quantity',
                label: 'Quantity',
                value: (r) => formatCount(r.quantity),
                numeric: true,
              },
              {
                key: 'gross',
                label: 'Gross',
                value: (r) => formatCents(r.grossCents),
                numeric: true,
              },
              {
                key: 'refunds',
                label: 'Refunds',
                value: (r) => formatCents(r.refundCents),
                numeric: true,
              },
              {
                key: 'chargebacks',
                label: 'Chargebacks',
                value: (r) => formatCents(r.chargebackCents),
                numeric: true,
              },
              { key: 'fees', label: 'Fees', value: (r) => formatCents(r.feeCents), numeric: true },
              {
                key: 'commission',
                label: 'Commission',
                value: (r) => formatCents(r.commissionCents),
                numeric: true,
              },
              { key: 'net', label: 'Net', value: (r) => formatCents(r.netCents), numeric: true },
            ]}
          />
          {sales.data.rows.length > 0 && (
            <p className="mt-4">
              <CsvLink
                filename={`sales-${groupBy}-${sales.data.from}-${sales.data.to}.csv`}
                header={HEADER}
                rows={sales.data.rows.map(csvRow)}
              />
            </p>
          )}
        </>
      )}
    </section>
  );
}
