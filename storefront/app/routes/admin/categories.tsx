import { contract } from '@reelcart/sdk/contract';
import { EntityListPage, entityColumns } from '../../components/admin/entity-list-page';
import { type EntityNoun, loadEntityList } from '../../lib/admin/entity.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/categories';

const NOUN: EntityNoun = { one: 'category', many: 'categories', path: '/admin/categories' };
const COLUMNS = entityColumns(NOUN, [
  {
    id: 'position',
    meta: { label: 'Position', sortKey: 'order', numeric: true, csv: (r) => r.position ?? 0 },
    cell: ({ row }) => row.original.position ?? 0,
  },
]);

/** `/admin/categories`: every category, searched and sorted in the URL; each one a link to edit. */
export function loader({ context, url }: Route.LoaderArgs) {
  // Unsorted, the list is in the store's order (position, then name).
  return loadEntityList(context, url, contract.listCategories, { sort: 'order' });
}

export function meta() {
  return pageMeta('Categories');
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  if (!list || !query) return null;
  return (
    <EntityListPage noun={NOUN} list={list} query={query} columns={COLUMNS} defaultSort="order" />
  );
}
