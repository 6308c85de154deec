import { type ShouldRevalidateFunctionArgs, useNavigation, useSearchParams } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { ManagerPage } from '../../components/manager/manager-page';
import { SalesReport } from '../../components/manager/sales-report';
import {
  onlySortChanged,
  parseSalesSort,
  withSalesSort,
} from '../../components/manager/sales-sort';
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

/** A sort is a view of the same answer (decision 106): changing only it fetches nothing. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlySortChanged(currentUrl.searchParams, nextUrl.searchParams)) return false;
  return defaultShouldRevalidate;
}

export function meta() {
  return pageMeta('Sales', 'Revenue and orders over time and by dimension.');
}

export default function ManagerSales({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { sales, groupBy, period, filters } = loaderData;
  const [params, setParams] = useSearchParams();
  return (
    <ManagerPage title="Sales" busy={navigation.state === 'loading'}>
      {/* A new period or grouping keeps the order chosen (decision 106). */}
      <PeriodForm
        period={period}
        groupBy={groupBy}
        hidden={{
          ...filters,
          sort: params.get('sort') ?? undefined,
          dir: params.get('dir') ?? undefined,
        }}
      />
      {!sales.ok ? (
        <LoadError message={sales.message} />
      ) : (
        <SalesReport
          rows={sales.data.rows}
          totals={sales.data.totals}
          groupBy={groupBy}
          from={sales.data.from}
          to={sales.data.to}
          sorting={parseSalesSort(params)}
          onSortingChange={(next) =>
            setParams((now) => withSalesSort(now, next), {
              replace: true,
              preventScrollReset: true,
            })
          }
        />
      )}
    </ManagerPage>
  );
}
