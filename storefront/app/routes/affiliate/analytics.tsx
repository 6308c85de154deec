import { useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { BreakdownSection, DailyFigures } from '../../components/affiliate/analytics-sections';
import { PeriodSwitcher } from '../../components/affiliate/period-switcher';
import { loadAnalytics } from '../../lib/affiliate/affiliate.server';
import { analyticsCsv } from '../../lib/affiliate/analytics-csv';
import { csvHref } from '../../lib/platform/csv';
import { pageMeta } from '../../lib/platform/page-meta';
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

export default function AffiliateAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { period, data } = loaderData;
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === '/affiliate/analytics';
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
          <DailyFigures series={data.data.series} />
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
