import { users } from '../../admin/resources/users';
import { ResourceListPage } from '../../components/admin/resource-list';
import { loadResourceList } from '../../lib/admin/list.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/users';

/** `/admin/users`: users newest first, searched and filtered in the URL; CSV of every match. */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadResourceList(users, context, url);
}

export function meta() {
  return pageMeta(users.names.title);
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <ResourceListPage resource={users} data={loaderData} />;
}
