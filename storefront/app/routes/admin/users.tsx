import { contract } from '@reelcart/contract/admin';
import { useNavigation } from 'react-router';
import { UsersList } from '../../components/admin/users-list';
import { adminLoad, adminLoadAll } from '../../lib/admin.server';
import { userListQuery } from '../../lib/admin-users';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/users';

/** `/admin/users`: users newest first, searched and filtered in the URL; CSV of every match. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = userListQuery(url);
  if (url.searchParams.get('export') === 'csv')
    return { exportRows: await adminLoadAll(context, url, contract.adminListUsers, query) };
  const list = await adminLoad(context, url, contract.adminListUsers, {
    query: { ...query, limit: 25 },
  });
  return { list, query };
}

export function meta() {
  return pageMeta('Users');
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { list, query } = loaderData;
  if (!list || !query) return null;
  return (
    <UsersList
      list={list}
      query={query}
      loading={navigation.state === 'loading' && navigation.location.pathname === '/admin/users'}
    />
  );
}
