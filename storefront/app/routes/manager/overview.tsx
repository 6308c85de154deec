import { useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { KpiCards } from '../../components/manager/kpi-cards';
import { ManagerPage } from '../../components/manager/manager-page';
import { RevenueByDay } from '../../components/manager/revenue-by-day';
import { PeriodForm } from '../../components/reports/period-form';
import { loadOverview, periodOf } from '../../lib/manager/reports.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/overview';

export async function loader({ url, context }: Route.LoaderArgs) {
  return { period: periodOf(url).period, overview: await loadOverview(context, url) };
}

export function meta() {
  return pageMeta('Manager overview', 'Sales KPIs against the previous period.');
}

export default function ManagerOverview({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { overview, period } = loaderData;
  return (
    <ManagerPage title="Manager overview" busy={navigation.state === 'loading'}>
      <PeriodForm period={period} />
      {!overview.ok ? (
        <LoadError message={overview.message} />
      ) : (
        <>
          <KpiCards overview={overview.data} />
          <RevenueByDay rows={overview.data.byDay} totals={overview.data.current} />
        </>
      )}
    </ManagerPage>
  );
}
