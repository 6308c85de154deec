import type { AdminCreativeList } from '@reelcart/contract/admin';
import { creatives } from '../../admin/resources/creatives';
import { ResourceList } from './resource-list';

/** `/admin/creatives`: the creatives resource's list (`admin/resources/creatives.tsx`, decision 076). */
export function CreativesList({
  list,
  query,
  loading = false,
}: {
  list: AdminCreativeList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  return <ResourceList resource={creatives} list={list} query={query} loading={loading} />;
}
