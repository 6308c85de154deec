import type { AdminAffiliateList } from '@reelcart/contract/admin';
import { affiliates } from '../../admin/resources/affiliates';
import { ListFilters, ResourceTable } from './resource-list';

/**
 * `/admin/affiliates`' list, under the page's heading and payout run: the affiliates resource's
 * filters and table (`admin/resources/affiliates.tsx`, decision 076), named for its period.
 */
export function AffiliatesList({
  list,
  query,
  loading = false,
}: {
  list: AdminAffiliateList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  const { names } = affiliates;
  return (
    <section aria-labelledby="affiliates-title">
      <ListFilters
        label={`Filter ${names.many}`}
        path={names.path}
        form={affiliates.filters(list, query)}
        query={query}
      />
      <h2 id="affiliates-title" className="sr-only">
        Affiliates from {list.from} to {list.to}
      </h2>
      <ResourceTable resource={affiliates} list={list} query={query} loading={loading} />
    </section>
  );
}
