import type { AffiliateAnalytics, Breakdown } from '@reelcart/contract/affiliate';
import { useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { PeriodSwitcher } from '../../components/affiliate/period-switcher';
import { CategoryBarChart } from '../../components/charts/bar-chart';
import { type Column, DataTable } from '../../components/charts/data-table';
import { TimeSeriesChart } from '../../components/charts/time-series-chart';
import { loadAnalytics } from '../../lib/affiliate.server';
import { formatCents, formatCount } from '../../lib/affiliate-format';
import { csvDocument, csvHref } from '../../lib/csv';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/analytics';

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadAnalytics(context, url);
}

export function meta() {
  return pageMeta(
    'Affiliate analytics',
    'Clicks, sign-ups, sales and commission over time and by source.',
  );
}

type Day = AffiliateAnalytics['series'][number];

const breakdownColumns = (label: string): Column<Breakdown>[] => [
  { key: 'key', label, value: (r) => r.key },
  { key: 'clicks', label: 'Clicks', value: (r) => formatCount(r.clicks), numeric: true },
  {
    key: 'unique',
    label: 'Unique clicks',
    value: (r) => formatCount(r.uniqueClicks),
    numeric: true,
  },
  { key: 'signups', label: 'Sign-ups', value: (r) => formatCount(r.signups), numeric: true },
  { key: 'sales', label: 'Sales', value: (r) => formatCount(r.sales), numeric: true },
  {
    key: 'commission',
    label: 'Commission',
    value: (r) => formatCents(r.commissionCents),
    numeric: true,
  },
];

function BreakdownSection({
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
      />
    </section>
  );
}

export function analyticsCsv(data: AffiliateAnalytics): string {
  const header = [
    'section',
    'key',
    'clicks',
    'unique_clicks',
    'signups',
    'sales',
    'commission_usd',
  ];
  const money = (c: number) => (c / 100).toFixed(2);
  const rows = [
    ...data.series.map((d) => [
      'day',
      d.day,
      d.clicks,
      d.uniqueClicks,
      d.signups,
      d.sales,
      money(d.commissionCents),
    ]),
    ...(
      [
        ['source', data.bySource],
        ['landing_page', data.byLandingPage],
        ['country', data.byCountry],
      ] as const
    ).flatMap(([section, rows]) =>
      rows.map((r) => [
        section,
        r.key,
        r.clicks,
        r.uniqueClicks,
        r.signups,
        r.sales,
        money(r.commissionCents),
      ]),
    ),
  ];
  return csvDocument(header, rows);
}

export default function AffiliateAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { period, data } = loaderData;
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === '/affiliate/analytics';
  const dayColumns: Column<Day>[] = [
    { key: 'day', label: 'Day', value: (d) => d.day },
    { key: 'clicks', label: 'Clicks', value: (d) => formatCount(d.clicks), numeric: true },
    {
      key: 'unique',
      label: 'Unique clicks',
      value: (d) => formatCount(d.uniqueClicks),
      numeric: true,
    },
    { key: 'signups', label: 'Sign-ups', value: (d) => formatCount(d.signups), numeric: true },
    { key: 'sales', label: 'Sales', value: (d) => formatCount(d.sales), numeric: true },
    {
      key: 'commission',
      label: 'Commission',
      value: (d) => formatCents(d.commissionCents),
      numeric: true,
    },
  ];
  return (
    <section aria-labelledby="page-title" aria-busy={loading}>
      <h1 id="page-title" className="font-semibold text-2xl">
        Affiliate analytics
      </h1>
      <PeriodSwitcher period={period} path="/affiliate/analytics" />
      {!data.ok ? (
        <LoadError message={data.message} />
      ) : (
        <div className={loading ? 'opacity-60' : undefined}>
          <p className="mt-4">
            <a
              className="btn btn-outline"
              download={`affiliate-analytics-${data.data.from}-${data.data.to}.csv`}
              href={csvHref(analyticsCsv(data.data))}
            >
              Export CSV
            </a>
          </p>
          <section aria-labelledby="traffic" className="mt-6">
            <h2 id="traffic" className="font-semibold text-lg">
              Clicks, sign-ups and sales by day
            </h2>
            <TimeSeriesChart
              data={data.data.series}
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
              data={data.data.series}
              xKey="day"
              format={(c) => formatCents(c)}
              series={[{ key: 'commissionCents', label: 'Commission', color: '#fbbf24' }]}
            />
            <DataTable
              caption="Figures by day"
              rows={data.data.series}
              rowKey={(d) => d.day}
              columns={dayColumns}
            />
          </section>
          <BreakdownSection
            id="by-source"
            title="By source"
            label="Source"
            rows={data.data.bySource}
          />
          <BreakdownSection
            id="by-landing-page"
            title="By landing page"
            label="Landing page"
            rows={data.data.byLandingPage}
          />
          <BreakdownSection
            id="by-country"
            title="By country"
            label="Country"
            rows={data.data.byCountry}
          />
        </div>
      )}
    </section>
  );
}
