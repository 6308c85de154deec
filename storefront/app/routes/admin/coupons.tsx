import { coupons } from '../../admin/resources/coupons';
import { ResourceListPage } from '../../components/admin/resource-list';
import { loadResourceList } from '../../lib/admin/list.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/coupons';

/** `/admin/coupons`: coupons newest first with state and usage, searched and filtered in the URL. */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadResourceList(coupons, context, url);
}

export function meta() {
  return pageMeta(coupons.names.title);
}

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  return <ResourceListPage resource={coupons} data={loaderData} />;
}
