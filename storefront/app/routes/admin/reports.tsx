import { contract } from '@reelcart/contract/admin';
import { useNavigation } from 'react-router';
import { ReportsQueue } from '../../components/admin/reports-queue';
import { adminLoad } from '../../lib/admin.server';
import { queryOf, REPORT_FILTERS } from '../../lib/admin-reports';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/reports';

/** `/admin/reports`: the moderation queue, filtered in the URL (decision 047). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = queryOf(url, REPORT_FILTERS);
  const list = await adminLoad(context, url, contract.adminListReports, {
    query: { ...query, limit: 25 },
  });
  return { list, query };
}

export function meta() {
  return pageMeta('Reports');
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <ReportsQueue
      list={loaderData.list}
      query={loaderData.query}
      loading={navigation.state === 'loading' && navigation.location.pathname === '/admin/reports'}
    />
  );
}
