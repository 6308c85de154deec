import { studios } from '../../admin/resources/studios';
import { ResourceListPage } from '../../components/admin/resource-list';
import { loadResourceList } from '../../lib/admin/list.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/studios';

/** `/admin/studios`: every one, searched and sorted in the URL; each a link to edit (`admin/resources/studios.ts`). */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadResourceList(studios.list, context, url);
}

export function meta() {
  return pageMeta(studios.names.title);
}

export default function AdminStudios({ loaderData }: Route.ComponentProps) {
  return <ResourceListPage resource={studios.list} data={loaderData} />;
}
