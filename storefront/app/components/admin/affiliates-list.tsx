import type { AdminAffiliateList, AdminAffiliateRow } from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { percentOf, STATUS_LABELS } from '../../lib/admin-affiliates';
import { formatCents } from '../../lib/admin-forms';
import { DataTable } from '../data-table/data-table';
import { FILTER_CONTROL, FilterChoice } from './filter-choice';

const money = (cents: number) => `$${formatCents(cents)}`;

export const AFFILIATE_COLUMNS: ColumnDef<AdminAffiliateRow, unknown>[] = [
  {
    id: 'code',
    meta: { label: 'Code', sortKey: 'code', csv: (r) => r.code },
    enableHiding: false,
    cell: ({ row }) => (
      <Link
        to={`/admin/affiliates/${row.original.id}`}
        className="font-mono underline hover:text-rose-400"
      >
        {row.original.code}
      </Link>
    ),
  },
  {
    id: 'email',
    meta: { label: 'E-mail', sortKey: 'email', csv: (r) => r.email },
    cell: ({ row }) => row.original.email,
  },
  {
    id: 'status',
    meta: { label: 'Status', csv: (r) => r.status },
    cell: ({ row }) =>
      row.original.status === 'suspended' ? (
        <span className="font-semibold text-rose-300">{STATUS_LABELS.suspended}</span>
      ) : (
        STATUS_LABELS.active
      ),
  },
  {
    id: 'rate',
    meta: { label: 'Rate', numeric: true, csv: (r) => r.rateBp ?? '' },
    cell: ({ row }) => (row.original.rateBp === null ? 'Default' : percentOf(row.original.rateBp)),
  },
  {
    id: 'clicks',
    meta: { label: 'Clicks', sortKey: 'clicks', numeric: true, csv: (r) => r.clicks },
    cell: ({ row }) => row.original.clicks,
  },
  {
    id: 'signups',
    meta: { label: 'Sign-ups', sortKey: 'signups', numeric: true, csv: (r) => r.signups },
    cell: ({ row }) => row.original.signups,
  },
  {
    id: 'sales',
    meta: { label: 'Sales', sortKey: 'sales', numeric: true, csv: (r) => r.sales },
    cell: ({ row }) => row.original.sales,
  },
  {
    id: 'commission',
    meta: {
      label: 'Commission',
      sortKey: 'commission',
      numeric: true,
      csv: (r) => r.pendingCents + r.approvedCents + r.paidCents,
    },
    cell: ({ row }) =>
      money(row.original.pendingCents + row.original.approvedCents + row.original.paidCents),
  },
  {
    id: 'pending',
    meta: { label: 'Pending', numeric: true, csv: (r) => r.pendingCents },
    cell: ({ row }) => money(row.original.pendingCents),
  },
  {
    id: 'approved',
    meta: { label: 'Approved', numeric: true, csv: (r) => r.approvedCents },
    cell: ({ row }) => money(row.original.approvedCents),
  },
  {
    id: 'paid',
    meta: { label: 'Paid', numeric: true, csv: (r) => r.paidCents },
    cell: ({ row }) => money(row.original.paidCents),
  },
  {
    id: 'balance',
    meta: { label: 'Balance', sortKey: 'balance', numeric: true, csv: (r) => r.balanceCents },
    cell: ({ row }) => money(row.original.balanceCents),
  },
];

const ASCENDING = new Set(['code', 'email']);

/**
 * `/admin/affiliates`: affiliates with their figures over a period (commission by its state
 * today, of what was booked in the period; the balance is all time), searched by code or e-mail,
 * filtered by status, sorted and paged by the server; every filter in the URL.
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
  const exportSearch = new URLSearchParams(query);
  exportSearch.delete('page');
  exportSearch.set('export', 'csv');
  const sortKey = query.sort ?? 'joined';
  const dir =
    query.dir === 'asc' || query.dir === 'desc'
      ? query.dir
      : ASCENDING.has(sortKey)
        ? 'asc'
        : 'desc';
  return (
    <section aria-labelledby="affiliates-title">
      <Form
        method="get"
        className="my-4 flex flex-wrap items-end gap-3"
        aria-label="Filter affiliates"
      >
        <label className="flex flex-col gap-1 text-sm">
          Code or e-mail
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={FILTER_CONTROL}
            placeholder="REEL… or part of an e-mail"
          />
        </label>
        <FilterChoice
          name="status"
          label="Status"
          value={query.status}
          options={[
            ['active', STATUS_LABELS.active],
            ['suspended', STATUS_LABELS.suspended],
          ]}
        />
        <label className="flex flex-col gap-1 text-sm">
          From
          <input name="from" type="date" defaultValue={list.from} className={FILTER_CONTROL} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          To
          <input name="to" type="date" defaultValue={list.to} className={FILTER_CONTROL} />
        </label>
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <button type="submit" className="btn btn-outline">
          Apply filters
        </button>
        <Link to="/admin/affiliates" className="text-sm underline">
          Clear
        </Link>
      </Form>
      <h2 id="affiliates-title" className="sr-only">
        Affiliates from {list.from} to {list.to}
      </h2>
      <DataTable
        caption={`Affiliates, figures from ${list.from} to ${list.to}`}
        columns={AFFILIATE_COLUMNS}
        rows={list.items}
        rowId={(r) => r.id}
        page={list.page}
        totalPages={list.totalPages}
        total={list.total}
        sort={{ key: sortKey, dir }}
        loading={loading}
        empty="No affiliate matches these filters."
        csv={{ href: `/admin/affiliates?${exportSearch.toString()}`, filename: 'affiliates.csv' }}
      />
    </section>
  );
}
