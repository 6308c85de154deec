import type { CatalogueEntity } from '@reelcart/sdk/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link, useNavigation } from 'react-router';
import type { EntityNoun } from '../../lib/admin/entity.server';
import { DataTable } from '../data-table/data-table';

/** Name (a link to edit), slug and video count; `extra` columns go after the slug. */
export function entityColumns(
  noun: EntityNoun,
  extra: ColumnDef<CatalogueEntity, unknown>[] = [],
): ColumnDef<CatalogueEntity, unknown>[] {
  return [
    {
      id: 'name',
      meta: { label: 'Name', sortKey: 'name', csv: (r) => r.name },
      enableHiding: false,
      cell: ({ row }) => (
        <Link to={`${noun.path}/${row.original.slug}`} className="underline hover:text-rose-400">
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'slug',
      meta: { label: 'Slug', csv: (r) => r.slug },
      cell: ({ row }) => row.original.slug,
    },
    ...extra,
    {
      id: 'videos',
      meta: { label: 'Videos', sortKey: 'videos', numeric: true, csv: (r) => r.videoCount },
      cell: ({ row }) => row.original.videoCount,
    },
  ];
}

/**
 * An admin list of studios, actresses or categories: a "New" link, a search kept in the URL, and
 * the shared DataTable (sorted in the URL, CSV of every matching row). The catalogue sorts names
 * A→Z and counts most first: one direction each.
 */
export function EntityListPage({
  noun,
  list,
  query,
  columns,
  defaultSort = 'name',
}: {
  noun: EntityNoun;
  list: { items: CatalogueEntity[]; page: number; totalPages: number; total: number };
  query: Record<string, string>;
  columns: ColumnDef<CatalogueEntity, unknown>[];
  defaultSort?: string;
}) {
  const navigation = useNavigation();
  const exportSearch = new URLSearchParams(query);
  exportSearch.delete('page');
  exportSearch.set('export', 'csv');
  const title = noun.many.charAt(0).toUpperCase() + noun.many.slice(1);
  return (
    <section aria-labelledby="page-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" className="font-semibold text-2xl">
          {title}
        </h1>
        <Link to={`${noun.path}/new`} className="btn btn-solid ml-auto">
          New {noun.one}
        </Link>
      </div>
      <Form
        method="get"
        className="my-4 flex flex-wrap items-end gap-3"
        aria-label={`Filter ${noun.many}`}
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
        caption={title}
        columns={columns}
        rows={list.items}
        rowId={(r) => r.slug}
        page={list.page}
        totalPages={list.totalPages}
        total={list.total}
        sort={{ key: query.sort ?? defaultSort, dir: query.sort === 'videos' ? 'desc' : 'asc' }}
        loading={navigation.state === 'loading' && navigation.location.pathname === noun.path}
        empty={`No ${noun.one} matches.`}
        csv={{ href: `${noun.path}?${exportSearch.toString()}`, filename: `${noun.many}.csv` }}
      />
    </section>
  );
}
