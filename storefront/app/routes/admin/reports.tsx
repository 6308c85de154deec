import { reports } from '../../admin/resources/reports';
import { ResourceListPage } from '../../components/admin/resource-list';
import { loadResourceList } from '../../lib/admin/list.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/reports';

/** `/admin/reports`: the moderation queue, filtered in the URL (decision 047). */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadResourceList(reports, context, url);
}

export function meta() {
  return pageMeta(reports.names.title);
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  return <ResourceListPage resource={reports} data={loaderData} />;
}
