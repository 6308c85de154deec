import { actresses } from '../../admin/resources/actresses';
import { ResourceListPage } from '../../components/admin/resource-list';
import { loadResourceList } from '../../lib/admin/list.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/actresses';

/** `/admin/actresses`: every one, searched and sorted in the URL; each a link to edit (`admin/resources/actresses.ts`). */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadResourceList(actresses.list, context, url);
}

export function meta() {
  return pageMeta(actresses.names.title);
}

export default function AdminActresses({ loaderData }: Route.ComponentProps) {
  return <ResourceListPage resource={actresses.list} data={loaderData} />;
}
