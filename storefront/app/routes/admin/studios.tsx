import { contract } from '@reelcart/sdk/contract';
import { EntityListPage, entityColumns } from '../../components/admin/entity-list-page';
import { type EntityNoun, loadEntityList } from '../../lib/admin/entity.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/studios';

const NOUN: EntityNoun = { one: 'studio', many: 'studios', path: '/admin/studios' };
const COLUMNS = entityColumns(NOUN);

/** `/admin/studios`: every studio, searched and sorted in the URL; each one a link to edit. */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadEntityList(context, url, contract.listStudios);
}

export function meta() {
  return pageMeta('Studios');
}

export default function AdminStudios({ loaderData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  if (!list || !query) return null;
  return <EntityListPage noun={NOUN} list={list} query={query} columns={COLUMNS} />;
}
