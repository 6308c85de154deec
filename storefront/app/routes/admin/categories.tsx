import { categories } from '../../admin/resources/categories';
import { ResourceListPage } from '../../components/admin/resource-list';
import { loadResourceList } from '../../lib/admin/list.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/categories';

/** `/admin/categories`: every one, searched and sorted in the URL; each a link to edit (`admin/resources/categories.ts`). */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadResourceList(categories.list, context, url);
}

export function meta() {
  return pageMeta(categories.names.title);
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <ResourceListPage resource={categories.list} data={loaderData} />;
}
