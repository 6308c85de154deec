import {
  ADMIN_ORDER_SORTS,
  type AdminOrderList,
  type AdminOrderRow,
  type AdminOrderStatus,
  contract,
} from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatWhen } from '../../components/admin/audit-history';
import { EmailCell } from '../../components/data-table/email-cell';
import type { FormResult } from '../../lib/admin/forms';
import { type ListSpec, sortedQueryOf } from '../../lib/admin/resource';
import { money } from '../../lib/platform/words';

/** The filters `/admin/orders` keeps in its URL (with `page`, `sort` and `dir`). */
export const ORDER_FILTERS = [
  'q',
  'status',
  'gateway',
  'from',
  'to',
  'coupon',
  'affiliate',
  'min',
  'max',
] as const;

export const ORDER_STATUS_LABELS: Record<AdminOrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  declined: 'Declined',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

const SORTS: readonly string[] = ADMIN_ORDER_SORTS;

/**
 * The URL's filters as typed (amounts in dollars: `min`, `max`); a sort or direction the call
 * would refuse is left out.
 */
export function orderListQuery(url: URL): Record<string, string> {
  return sortedQueryOf(url, [...ORDER_FILTERS, 'page'], SORTS);
}

/** True when the URL narrows the list (so no rows means "no match", not "no orders yet"). */
export const isFiltered = (query: Record<string, string>) =>
  ORDER_FILTERS.some((key) => query[key] !== undefined);

const dollarsToCents = (text: string | undefined) => {
  if (!text || !/^\d{1,7}(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
};

/** The call's query from the URL's: amounts in cents; values the call would refuse are left out. */
export function searchQueryOf(query: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const day = /^\d{4}-\d{2}-\d{2}$/;
  for (const key of ['q', 'gateway', 'coupon', 'affiliate'] as const) {
    if (query[key]) out[key] = query[key];
  }
  if (query.status && query.status in ORDER_STATUS_LABELS) out.status = query.status;
  if (query.from && day.test(query.from)) out.from = query.from;
  if (query.to && day.test(query.to)) out.to = query.to;
  const min = dollarsToCents(query.min);
  const max = dollarsToCents(query.max);
  if (min !== undefined) out.minCents = min;
  if (max !== undefined) out.maxCents = max;
  if (query.sort && SORTS.includes(query.sort)) out.sort = query.sort;
  if (query.dir === 'asc' || query.dir === 'desc') out.dir = query.dir;
  const page = Number(query.page);
  if (Number.isInteger(page) && page >= 1) out.page = page;
  return out;
}

/** The refund form's body for `adminRefundOrder`, shared by the browser and the action. */
export function refundFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    productIds: form.getAll('productIds').filter((v): v is string => typeof v === 'string'),
    reason: text('reason'),
    refundKey: text('refundKey'),
  };
}

export type OrderActionResult = FormResult;

/** Money as people read it: "−$1,234.50" (lib/platform/words.ts). */
export const usd = money;

export const ORDER_COLUMNS: ColumnDef<AdminOrderRow, unknown>[] = [
  {
    id: 'number',
    meta: { label: 'Order', kind: 'id', sortKey: 'number', csv: (r) => r.orderNumber },
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={`/admin/orders/${row.original._id}`} className="underline hover:text-rose-400">
        {row.original.orderNumber}
      </Link>
    ),
  },
  {
    id: 'createdAt',
    meta: { label: 'Created', kind: 'date', sortKey: 'createdAt', csv: (r) => r.createdAt },
    cell: ({ row }) => formatWhen(row.original.createdAt),
  },
  {
    id: 'email',
    meta: { label: 'Buyer', sortKey: 'email', csv: (r) => r.buyerEmail },
    cell: ({ row }) => <EmailCell address={row.original.buyerEmail} />,
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
    meta: { label: 'Coupon', kind: 'id', csv: (r) => r.couponCode ?? '' },
    cell: ({ row }) => row.original.couponCode ?? '—',
  },
  {
    id: 'affiliate',
    meta: { label: 'Affiliate', kind: 'id', csv: (r) => r.affiliateCode ?? '' },
    cell: ({ row }) => row.original.affiliateCode ?? '—',
  },
  {
    id: 'items',
    meta: { label: 'Items', kind: 'count', csv: (r) => r.items },
    cell: ({ row }) => row.original.items,
  },
  {
    id: 'total',
    meta: { label: 'Total', kind: 'money', sortKey: 'total', csv: (r) => r.totalCents / 100 },
    cell: ({ row }) => usd(row.original.totalCents),
  },
  {
    id: 'refunded',
    meta: { label: 'Refunded', kind: 'money', csv: (r) => r.refundedCents / 100 },
    cell: ({ row }) => (row.original.refundedCents > 0 ? usd(row.original.refundedCents) : '—'),
  },
];

/** The payment gateways the gateway filter offers. */
export const ORDER_GATEWAYS = ['test-card', 'test-crypto'];

/**
 * Orders (`/admin/orders`), newest first: a search by order number or buyer e-mail and the
 * status, gateway, date, coupon, affiliate and amount filters, all in the URL (amounts in dollars
 * there, in cents in the call); sorted and 25 a page on the server. No rows: "no orders yet"
 * without filters, "no match" with them.
 */
export function orderList(gateways: readonly string[] = ORDER_GATEWAYS) {
  const spec: ListSpec<AdminOrderRow, AdminOrderList> = {
    names: { one: 'order', many: 'orders', path: '/admin/orders', title: 'Orders' },
    call: contract.adminSearchOrders,
    query: orderListQuery,
    callQuery: searchQueryOf,
    pageSize: 25,
    columns: ORDER_COLUMNS,
    rowId: (r) => r._id,
    filters: () => ({
      filters: [
        {
          kind: 'text',
          type: 'search',
          name: 'q',
          label: 'Order or e-mail',
          placeholder: 'RC-000123 or e-mail',
        },
        {
          kind: 'choice',
          name: 'status',
          label: 'Status',
          options: Object.entries(ORDER_STATUS_LABELS),
        },
        { kind: 'choice', name: 'gateway', label: 'Gateway', options: gateways.map((g) => [g, g]) },
        { kind: 'text', type: 'date', name: 'from', label: 'From' },
        { kind: 'text', type: 'date', name: 'to', label: 'To' },
        { kind: 'text', name: 'coupon', label: 'Coupon', placeholder: 'Code' },
        { kind: 'text', name: 'affiliate', label: 'Affiliate', placeholder: 'Referral code' },
        { kind: 'text', name: 'min', label: 'Min $', inputMode: 'decimal' },
        { kind: 'text', name: 'max', label: 'Max $', inputMode: 'decimal' },
        { kind: 'keep', name: 'sort' },
        { kind: 'keep', name: 'dir' },
      ],
    }),
    sort: (query) => ({
      key: query.sort ?? 'createdAt',
      dir: query.dir === 'asc' ? 'asc' : 'desc',
    }),
    empty: (query) =>
      isFiltered(query) ? (
        <span>
          No order matches these filters.{' '}
          <Link to="/admin/orders" className="underline">
            Clear the filters
          </Link>
        </span>
      ) : (
        'No orders yet.'
      ),
  };
  return spec;
}

export const orders = orderList();
