import { EntityGrid, toEntityCard } from '../components/entity-card';
import { Pagination } from '../components/pagination';
import { CATALOGUE_KINDS, kindOfPath } from '../lib/catalogue/kinds';
import { KIND_CALLS } from '../lib/catalogue/kinds.server';
import { parsePage } from '../lib/catalogue/query';
import { getPublicClient } from '../lib/commerce/commerce.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/catalogue-list';

const PAGE_SIZE = 24;

/** `/series`, `/studios`, `/actresses`, `/categories`: every entry by name (categories in the admins' order), 24 a page (`?page=`). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const kind = kindOfPath(url.pathname);
  const result = await getPublicClient(context).request(KIND_CALLS[kind].list, {
    query: {
      page: parsePage(url.searchParams),
      limit: PAGE_SIZE,
      // Categories follow the admins' ordering; the other kinds go by name.
      sort: kind === 'categories' ? 'order' : 'name',
    },
  });
  return {
    kind,
    entities: result.items.map(toEntityCard),
    page: result.page,
    totalPages: result.totalPages,
    total: result.total,
  };
}

/** Hydrates before the SDK is loaded (root.tsx, docs/decisions/051-deferred-sdk-start.md). */
export const handle = { sdk: 'deferred' };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const info = CATALOGUE_KINDS[loaderData.kind];
  const suffix = loaderData.page > 1 ? ` (page ${loaderData.page})` : '';
  return pageMeta(`${info.plural}${suffix}`, info.intro);
}

export default function CatalogueList({ loaderData }: Route.ComponentProps) {
  const { kind, entities, page, totalPages, total } = loaderData;
  const info = CATALOGUE_KINDS[kind];
  return (
    <section aria-labelledby="page-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="page-title" className="font-semibold text-2xl">
          {info.plural}
        </h1>
        <p className="text-sm text-zinc-400">{total} in the catalogue</p>
      </div>
      <p className="mt-1 text-zinc-400">{info.intro}</p>
      <EntityGrid entities={entities} path={info.path} />
      <Pagination page={page} totalPages={totalPages} />
    </section>
  );
}
