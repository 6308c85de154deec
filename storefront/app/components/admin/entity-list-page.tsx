import type { CatalogueEntity } from '@reelcart/sdk/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import {
  entityListQuery,
  type ListCall,
  type ListPage,
  type ListSpec,
  type ResourceNames,
} from '../../lib/admin/resource';

/** Name (a link to edit), slug and video count; `extra` columns go after the slug. */
export function entityColumns(
  noun: Pick<ResourceNames, 'path'>,
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
      meta: { label: 'Videos', kind: 'count', sortKey: 'videos', csv: (r) => r.videoCount },
      cell: ({ row }) => row.original.videoCount,
    },
  ];
}

/**
 * The list of studios, actresses or categories: a "New" link, a search kept in the URL, and the
 * shared DataTable (sorted in the URL, 25 a page, CSV of every matching row). The catalogue sorts
 * names A→Z and counts most first: one direction each. `defaults` apply unless the URL says
 * otherwise; their `sort` is the list's unsorted order.
 */
export function entityList(
  names: ResourceNames,
  call: ListCall<ListPage<CatalogueEntity>>,
  options: { extra?: ColumnDef<CatalogueEntity, unknown>[]; defaults?: { sort: string } } = {},
): ListSpec<CatalogueEntity, ListPage<CatalogueEntity>> {
  const defaultSort = options.defaults?.sort ?? 'name';
  return {
    names,
    call,
    query: entityListQuery,
    ...(options.defaults ? { defaults: options.defaults } : {}),
    pageSize: 25,
    csv: true,
    create: true,
    columns: entityColumns(names, options.extra),
    rowId: (r) => r.slug,
    filters: () => ({
      filters: [
        { kind: 'text', type: 'search', name: 'q', label: 'Search' },
        { kind: 'keep', name: 'sort' },
      ],
      submit: 'Search',
      clear: false,
    }),
    sort: (query) => ({
      key: query.sort ?? defaultSort,
      dir: query.sort === 'videos' ? 'desc' : 'asc',
    }),
    empty: () => `No ${names.one} matches.`,
  };
}
