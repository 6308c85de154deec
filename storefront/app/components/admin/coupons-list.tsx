import type { AdminCouponList, AdminCouponRow } from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import {
  dayOf,
  discountLabel,
  formatUsd,
  gatewaysLabel,
  STATE_LABELS,
  usesLabel,
} from '../../lib/admin-coupons';
import { DataTable } from '../data-table/data-table';
import { ACTIVE_INACTIVE, FILTER_CONTROL, FilterChoice } from './filter-choice';

function validity(c: AdminCouponRow): string {
  const from = dayOf(c.startsAt);
  const to = dayOf(c.expiresAt, true);
  if (!from && !to) return 'Always';
  return `${from || '…'} – ${to || '…'}`;
}

export const COUPON_COLUMNS: ColumnDef<AdminCouponRow, unknown>[] = [
  {
    id: 'code',
    meta: { label: 'Code', csv: (r) => r.code },
    enableHiding: false,
    cell: ({ row }) => (
      <Link
        to={`/admin/coupons/${row.original._id}`}
        className="font-mono underline hover:text-rose-400"
      >
        {row.original.code}
      </Link>
    ),
  },
  {
    id: 'discount',
    meta: { label: 'Discount', csv: (r) => discountLabel(r) },
    cell: ({ row }) => discountLabel(row.original),
  },
  {
    id: 'state',
    meta: { label: 'State', csv: (r) => r.state },
    cell: ({ row }) => (
      <span className={row.original.state === 'active' ? 'text-emerald-300' : 'text-zinc-300'}>
        {STATE_LABELS[row.original.state]}
      </span>
    ),
  },
  {
    id: 'gateways',
    meta: { label: 'Gateways', csv: (r) => gatewaysLabel(r.appliesToGateway) },
    cell: ({ row }) => gatewaysLabel(row.original.appliesToGateway),
  },
  {
    id: 'valid',
    meta: { label: 'Valid', csv: (r) => validity(r) },
    cell: ({ row }) => validity(row.original),
  },
  {
    id: 'used',
    meta: {
      label: 'Times used',
      numeric: true,
      csv: (r) => usesLabel(r.usage.timesUsed, r.usageLimit),
    },
    cell: ({ row }) => usesLabel(row.original.usage.timesUsed, row.original.usageLimit),
  },
  {
    id: 'customers',
    meta: { label: 'Customers', numeric: true, csv: (r) => r.usage.distinctUsers },
    cell: ({ row }) => row.original.usage.distinctUsers,
  },
  {
    id: 'discountGiven',
    meta: { label: 'Discount given', numeric: true, csv: (r) => r.usage.discountCents / 100 },
    cell: ({ row }) => formatUsd(row.original.usage.discountCents),
  },
  {
    id: 'revenue',
    meta: { label: 'Revenue', numeric: true, csv: (r) => r.usage.revenueCents / 100 },
    cell: ({ row }) => formatUsd(row.original.usage.revenueCents),
  },
];

/**
 * `/admin/coupons`: search by code and the active filter in the URL; each coupon's state and
 * usage (times used against its limit, customers, discount given, revenue of its orders).
 */
export function CouponsList({
  list,
  query,
  loading = false,
}: {
  list: AdminCouponList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  const exportSearch = new URLSearchParams(query);
  exportSearch.delete('page');
  exportSearch.set('export', 'csv');
  return (
    <section aria-labelledby="page-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="font-semibold text-2xl">
          Coupons
        </h1>
        <Link to="/admin/coupons/new" className="btn btn-solid">
          New coupon
        </Link>
      </div>
      <Form
        method="get"
        className="my-4 flex flex-wrap items-end gap-3"
        aria-label="Filter coupons"
      >
        <label className="flex flex-col gap-1 text-sm">
          Code
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={FILTER_CONTROL}
            placeholder="Part of a code"
          />
        </label>
        <FilterChoice name="active" label="Active" value={query.active} options={ACTIVE_INACTIVE} />
        <button type="submit" className="btn btn-outline">
          Apply filters
        </button>
        <Link to="/admin/coupons" className="text-sm underline">
          Clear
        </Link>
      </Form>
      <DataTable
        caption="Coupons"
        columns={COUPON_COLUMNS}
        rows={list.items}
        rowId={(r) => r._id}
        page={list.page}
        totalPages={list.totalPages}
        total={list.total}
        loading={loading}
        empty={
          query.q || query.active ? (
            'No coupon matches these filters.'
          ) : (
            <>
              No coupons yet. <Link to="/admin/coupons/new">Create the first one</Link>.
            </>
          )
        }
        csv={{ href: `/admin/coupons?${exportSearch.toString()}`, filename: 'coupons.csv' }}
      />
    </section>
  );
}
