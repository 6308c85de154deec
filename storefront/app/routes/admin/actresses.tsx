import { type CatalogueEntity, contract } from '@reelcart/sdk/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link, useNavigation } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { adminLoad } from '../../lib/admin.server';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/actresses';

function listQuery(url: URL) {
  const query: Record<string, string> = {};
  for (const key of ['q', 'sort', 'page'] as const) {
    const value = url.searchParams.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/** `/admin/actresses`: every actress, searched and sorted in the URL; each one a link to edit. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  if (url.searchParams.get('export') === 'csv') {
    const exportRows: CatalogueEntity[] = [];
    for (let page = 1; page <= 100; page += 1) {
      const part = await adminLoad(context, url, contract.listActresses, {
        query: { ...query, page, limit: 100 },
      });
      exportRows.push(...part.items);
      if (page >= part.totalPages) break;
    }
    return { exportRows };
  }
  const list = await adminLoad(context, url, contract.listActresses, {
    query: { ...query, limit: 25 },
  });
  return { list, query };
}

export function meta() {
  return pageMeta('Actresses');
}

const COLUMNS: ColumnDef<CatalogueEntity, unknown>[] = [
  {
    id: 'name',
    meta: { label: 'Name', sortKey: 'name', csv: (r) => r.name },
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={`/admin/actresses/${row.original.slug}`} className="underline hover:text-rose-400">
        {row.original.name}
      </Link>
    ),
  },
  { id: 'slug', meta: { label: 'Slug', csv: (r) => r.slug }, cell: ({ row }) => row.original.slug },
  {
    id: 'videos',
    meta: { label: 'Videos', sortKey: 'videos', numeric: true, csv: (r) => r.videoCount },
    cell: ({ row }) => row.original.videoCount,
  },
];

export default function AdminActresses({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { list, query } = loaderData;
  if (!list || !query) return null;
  const exportSearch = new URLSearchParams(query);
  exportSearch.delete('page');
  exportSearch.set('export', 'csv');
  return (
    <section aria-labelledby="page-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" className="font-semibold text-2xl">
          Actresses
        </h1>
        <Link to="/admin/actresses/new" className="btn btn-solid ml-auto">
          New actress
        </Link>
      </div>
      <Form
        method="get"
        className="my-4 flex flex-wrap items-end gap-3"
        aria-label="Filter actresses"
      >
        <label className="flex flex-col gap-1 text-sm">
          Search
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className="rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-sm"
          />
        </label>
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </Form>
      <DataTable
        caption="Actresses"
        columns={COLUMNS}
        rows={list.items}
        rowId={(r) => r.slug}
        page={list.page}
        totalPages={list.totalPages}
        total={list.total}
        // The catalogue sorts names A→Z and counts most first: one direction each.
        sort={{ key: query.sort ?? 'name', dir: query.sort === 'videos' ? 'desc' : 'asc' }}
        loading={
          navigation.state === 'loading' && navigation.location.pathname === '/admin/actresses'
        }
        empty="No actress matches."
        csv={{ href: `/admin/actresses?${exportSearch.toString()}`, filename: 'actresses.csv' }}
      />
    </section>
  );
}
