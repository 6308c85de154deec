import type { AdminUserList } from '@reelcart/contract/admin';
import { users } from '../../admin/resources/users';
import { ResourceList } from './resource-list';

/** `/admin/users`: the users resource's list (`admin/resources/users.tsx`, decision 076). */
export function UsersList({
  list,
  query,
  loading = false,
}: {
  list: AdminUserList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  return <ResourceList resource={users} list={list} query={query} loading={loading} />;
}
