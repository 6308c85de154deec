import type { AdminOrderList, AdminOrderRow } from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { isFiltered, ORDER_STATUS_LABELS, usd } from '../../lib/admin-orders';
import { DataTable } from '../data-table/data-table';
import { formatWhen } from './audit-history';
import { FILTER_CONTROL, FilterChoice } from './filter-choice';

export const ORDER_COLUMNS: ColumnDef<AdminOrderRow, unknown>[] = [
  {
    id: 'number',
    meta: { label: 'Order', sortKey: 'number', csv: (r) => r.orderNumber },
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={`/admin/orders/${row.original._id}`} className="underline hover:text-rose-400">
        {row.original.orderNumber}
      </Link>
    ),
  },
  {
    id: 'createdAt',
    meta: { label: 'Created', sortKey: 'createdAt', csv: (r) => r.createdAt },
    cell: ({ row }) => formatWhen(row.original.createdAt),
  },
  {
    id: 'email',
    meta: { label: 'Buyer', sortKey: 'email', csv: (r) => r.buyerEmail },
    cell: ({ row }) => row.original.buyerEmail,
  },
  {
    id: 'status',
    meta: { label: 'Status', csv: (r) => r.status },
    cell: ({ row }) => (
      <span data-testid="order-status">{ORDER_STATUS_LABELS[row.original.status]}</span>
    ),
  },
  {
    id: 'gateway',
    meta: { label: 'Gateway', csv: (r) => r.gateway ?? '' },
    cell: ({ row }) => row.original.gateway ?? '—',
  },
  {
    id: 'coupon',
    meta: { label: 'Coupon', csv: (r) => r.couponCode ?? '' },
    cell: ({ row }) => row.original.couponCode ?? '—',
  },
  {
    id: 'affiliate',
    meta: { label: 'Affiliate', csv: (r) => r.affiliateCode ?? '' },
    cell: ({ row }) => row.original.affiliateCode ?? '—',
  },
  {
    id: 'items',
    meta: { label: 'Items', numeric: true, csv: (r) => r.items },
    cell: ({ row }) => row.original.items,
  },
  {
    id: 'total',
    meta: { label: 'Total', sortKey: 'total', numeric: true, csv: (r) => r.totalCents / 100 },
    cell: ({ row }) => usd(row.original.totalCents),
  },
  {
    id: 'refunded',
    meta: { label: 'Refunded', numeric: true, csv: (r) => r.refundedCents / 100 },
    cell: ({ row }) => (row.original.refundedCents > 0 ? usd(row.original.refundedCents) : '—'),
  },
];

function Text({
  name,
  label,
  query,
  type = 'text',
  placeholder,
  inputMode,
}: {
  name: string;
  label: string;
  query: Record<string, string>;
  type?: 'text' | 'search' | 'date';
  placeholder?: string;
  inputMode?: 'decimal';
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input
        name={name}
        type={type}
        defaultValue={query[name] ?? ''}
        className={FILTER_CONTROL}
        placeholder={placeholder}
        inputMode={inputMode}
      />
    </label>
  );
}

/**
 * `/admin/orders`: a search by order number or buyer e-mail and the status, gateway, date,
 * coupon, affiliate and amount filters, all in the URL; the shared DataTable, sorted and paged on
 * the server. No rows: "no orders yet" without filters, "no match" with them.
 */
export function OrdersList({
  list,
  query,
  gateways = ['test-card', 'test-crypto'],
  loading = false,
}: {
  list: AdminOrderList;
  query: Record<string, string>;
  gateways?: string[];
  loading?: boolean;
}) {
  const filtered = isFiltered(query);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Orders
      </h1>
      <Form method="get" className="my-4 flex flex-wrap items-end gap-3" aria-label="Filter orders">
        <Text
          name="q"
          label="Order or e-mail"
          type="search"
          query={query}
          placeholder="RC-000123 or e-mail"
        />
        <FilterChoice
          name="status"
          label="Status"
          value={query.status}
          options={Object.entries(ORDER_STATUS_LABELS)}
        />
        <FilterChoice
          name="gateway"
          label="Gateway"
          value={query.gateway}
          options={gateways.map((g) => [g, g])}
        />
        <Text name="from" label="From" type="date" query={query} />
        <Text name="to" label="To" type="date" query={query} />
        <Text name="coupon" label="Coupon" query={query} placeholder="Code" />
        <Text name="affiliate" label="Affiliate" query={query} placeholder="Referral code" />
        <Text name="min" label="Min $" query={query} inputMode="decimal" />
        <Text name="max" label="Max $" query={query} inputMode="decimal" />
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <button type="submit" className="btn btn-outline">
          Apply filters
        </button>
        <Link to="/admin/orders" className="text-sm underline">
          Clear
        </Link>
      </Form>
      <DataTable
        caption="Orders"
        columns={ORDER_COLUMNS}
        rows={list.items}
        rowId={(r) => r._id}
        page={list.page}
        totalPages={list.totalPages}
        total={list.total}
        sort={{ key: query.sort ?? 'createdAt', dir: query.dir === 'asc' ? 'asc' : 'desc' }}
        loading={loading}
        empty={
          filtered ? (
            <span>
              No order matches these filters.{' '}
              <Link to="/admin/orders" className="underline">
                Clear the filters
              </Link>
            </span>
          ) : (
            'No orders yet.'
          )
        }
      />
    </section>
  );
}

/** The list's error state: the orders could not be loaded (the filters stay in the URL). */
export function OrdersListError({ message }: { message: string }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Orders
      </h1>
      <div role="alert" className="mt-4 rounded-md border border-rose-700 p-4 text-sm">
        <p className="font-semibold">The orders could not be loaded.</p>
        <p className="mt-1 text-zinc-300">{message}</p>
        <p className="mt-2">
          <Link to="/admin/orders" className="underline">
            Try again without filters
          </Link>
        </p>
      </div>
    </section>
  );
}
