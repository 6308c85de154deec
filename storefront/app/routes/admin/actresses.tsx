import { contract } from '@reelcart/sdk/contract';
import { EntityListPage, entityColumns } from '../../components/admin/entity-list-page';
import { type EntityNoun, loadEntityList } from '../../lib/admin/entity.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/actresses';

const NOUN: EntityNoun = { one: 'actress', many: 'actresses', path: '/admin/actresses' };
const COLUMNS = entityColumns(NOUN);

/** `/admin/actresses`: every actress, searched and sorted in the URL; each one a link to edit. */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadEntityList(context, url, contract.listActresses);
}

export function meta() {
  return pageMeta('Actresses');
}

export default function AdminActresses({ loaderData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  if (!list || !query) return null;
  return <EntityListPage noun={NOUN} list={list} query={query} columns={COLUMNS} />;
}
