import { creatives } from '../../admin/resources/creatives';
import { ResourceListPage } from '../../components/admin/resource-list';
import { loadResourceList } from '../../lib/admin/list.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/creatives';

/** `/admin/creatives`: the affiliates' banners and text links with their figures; filters in the URL. */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadResourceList(creatives, context, url);
}

export function meta() {
  return pageMeta(creatives.names.title);
}

export default function AdminCreatives({ loaderData }: Route.ComponentProps) {
  return <ResourceListPage resource={creatives} data={loaderData} />;
}
