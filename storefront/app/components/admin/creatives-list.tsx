import type { AdminCreativeList, AdminCreativeRow } from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { CREATIVE_PERIODS, formatRate } from '../../lib/admin-creatives';
import { DataTable } from '../data-table/data-table';
import { ACTIVE_INACTIVE, FILTER_CONTROL, FilterChoice } from './filter-choice';

export const sizeOf = (r: Pick<AdminCreativeRow, 'width' | 'height'>) =>
  r.width && r.height ? `${r.width}×${r.height}` : '—';

export const CREATIVE_COLUMNS: ColumnDef<AdminCreativeRow, unknown>[] = [
  {
    id: 'name',
    meta: { label: 'Name' },
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={`/admin/creatives/${row.original.id}`} className="underline hover:text-rose-400">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'kind',
    meta: { label: 'Kind' },
    cell: ({ row }) => (row.original.kind === 'banner' ? 'Banner' : 'Text link'),
  },
  { id: 'size', meta: { label: 'Size' }, cell: ({ row }) => sizeOf(row.original) },
  {
    id: 'landingPage',
    meta: { label: 'Landing page' },
    cell: ({ row }) => row.original.landingPage,
  },
  {
    id: 'active',
    meta: { label: 'Status' },
    cell: ({ row }) =>
      row.original.active ? 'Active' : <span className="text-zinc-400">Inactive</span>,
  },
  {
    id: 'clicks',
    meta: { label: 'Clicks (unique)', numeric: true },
    cell: ({ row }) => `${row.original.figures.clicks} (${row.original.figures.uniqueClicks})`,
  },
  {
    id: 'conversions',
    meta: { label: 'Sales', numeric: true },
    cell: ({ row }) => row.original.figures.conversions,
  },
  {
    id: 'rate',
    meta: { label: 'Conversion', numeric: true },
    cell: ({ row }) => formatRate(row.original.figures.conversionRate),
  },
];

/** The kind filter's options. */
const KINDS: Array<[string, string]> = [
  ['banner', 'Banner'],
  ['text', 'Text link'],
];

/**
 * `/admin/creatives`: banners and text links with their clicks (raw and unique), sales and
 * conversion rate over a period; name search, kind, status and period filters in the URL.
 */
export function CreativesList({
  list,
  query,
  loading = false,
}: {
  list: AdminCreativeList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  const { totals } = list;
  return (
    <section aria-labelledby="page-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" className="font-semibold text-2xl">
          Creatives
        </h1>
        <Link to="/admin/creatives/new" className="btn btn-solid ml-auto">
          New creative
        </Link>
      </div>
      <Form
        method="get"
        className="my-4 flex flex-wrap items-end gap-3"
        aria-label="Filter creatives"
      >
        <label className="flex flex-col gap-1 text-sm">
          Name
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={FILTER_CONTROL}
            placeholder="Part of a name"
          />
        </label>
        <FilterChoice name="kind" label="Kind" value={query.kind} options={KINDS} />
        <FilterChoice name="active" label="Status" value={query.active} options={ACTIVE_INACTIVE} />
        <label className="flex flex-col gap-1 text-sm">
          Period
          <select name="days" defaultValue={String(list.days)} className={FILTER_CONTROL}>
            {CREATIVE_PERIODS.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-outline">
          Apply filters
        </button>
        <Link to="/admin/creatives" className="text-sm underline">
          Clear
        </Link>
      </Form>
      <p className="mb-3 text-sm text-zinc-300" data-testid="creative-totals">
        Last {list.days} days: {totals.clicks} clicks ({totals.uniqueClicks} unique),{' '}
        {totals.conversions} sales, {formatRate(totals.conversionRate)} conversion.
      </p>
      <DataTable
        caption="Creatives"
        columns={CREATIVE_COLUMNS}
        rows={list.items}
        rowId={(r) => r.id}
        page={1}
        totalPages={1}
        total={list.items.length}
        loading={loading}
        empty="No creative matches these filters."
      />
    </section>
  );
}
