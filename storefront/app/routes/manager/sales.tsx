import { useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { ManagerPage } from '../../components/manager/manager-page';
import { SalesReport } from '../../components/manager/sales-report';
import { PeriodForm } from '../../components/reports/period-form';
import { filtersOf, groupingOf, loadSales, periodOf } from '../../lib/manager/reports.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/sales';

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    period: periodOf(url).period,
    groupBy: groupingOf(url),
    filters: filtersOf(url),
    sales: await loadSales(context, url),
  };
}

export function meta() {
  return pageMeta('Sales', 'Revenue and orders over time and by dimension.');
}

export default function ManagerSales({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { sales, groupBy, period, filters } = loaderData;
  return (
    <ManagerPage title="Sales" busy={navigation.state === 'loading'}>
      <PeriodForm period={period} groupBy={groupBy} hidden={filters} />
      {!sales.ok ? (
        <LoadError message={sales.message} />
      ) : (
        <SalesReport
          rows={sales.data.rows}
          totals={sales.data.totals}
          groupBy={groupBy}
          from={sales.data.from}
          to={sales.data.to}
        />
      )}
    </ManagerPage>
  );
}
