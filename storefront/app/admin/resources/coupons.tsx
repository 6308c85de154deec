import {
  ADMIN_COUPON_SORTS,
  type AdminCouponList,
  type AdminCouponRow,
  type CouponState,
  contract,
} from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ACTIVE_INACTIVE } from '../../components/admin/filter-choice';
import { centsOf, formatCents } from '../../lib/admin/forms';
import { type ListSpec, sortedQueryOf } from '../../lib/admin/resource';

/** The filters `/admin/coupons` keeps in its URL (with `page`). */
export const COUPON_FILTERS = ['q', 'active'] as const;

const SORTS: readonly string[] = ADMIN_COUPON_SORTS;

/** The list's URL query; a sort or direction the call would refuse is left out. */
export function couponListQuery(url: URL): Record<string, string> {
  return sortedQueryOf(url, [...COUPON_FILTERS, 'page'], SORTS);
}

const DAY = 86_400_000;

/**
 * Dates are whole days in UTC (decision 045): "valid from" a day starts at its 00:00 UTC; "valid
 * to" a day includes it, so the coupon ends at the next day's 00:00 UTC.
 */
export function startOfDay(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date === '' ? null : 'invalid';
  return `${date}T00:00:00.000Z`;
}
export function endOfDay(date: string): string | null {
  const start = startOfDay(date);
  if (start === null || start === 'invalid') return start;
  return new Date(Date.parse(start) + DAY).toISOString();
}
/** The day a stored instant shows as in the form. */
export const dayOf = (iso: string | null, end = false) =>
  iso ? new Date(Date.parse(iso) - (end ? DAY : 0)).toISOString().slice(0, 10) : '';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const count = (form: FormData, name: string) => {
  const t = text(form, name);
  return t === '' ? null : /^\d+$/.test(t) ? Number(t) : Number.NaN;
};
const money = (form: FormData, name: string) => {
  const t = text(form, name);
  return t === '' ? null : centsOf(t);
};

/** The coupon form's body for create (and, with `version`, update): browser and action share it. */
export function couponFromForm(form: FormData) {
  const discountType = text(form, 'discountType') === 'amount' ? 'amount' : 'percent';
  const version = text(form, 'version');
  const percent = text(form, 'percentOff');
  return {
    code: text(form, 'code').toUpperCase(),
    discountType,
    percentOff:
      discountType === 'percent'
        ? percent === ''
          ? null
          : /^\d+$/.test(percent)
            ? Number(percent)
            : Number.NaN
        : null,
    amountOffCents: discountType === 'amount' ? money(form, 'amountOffCents') : null,
    appliesToGateway: form
      .getAll('appliesToGateway')
      .filter((v): v is string => typeof v === 'string'),
    startsAt: startOfDay(text(form, 'startsAt')),
    expiresAt: endOfDay(text(form, 'expiresAt')),
    usageLimit: count(form, 'usageLimit'),
    perUserLimit: count(form, 'perUserLimit'),
    minSubtotalCents: money(form, 'minSubtotalCents'),
    active: form.get('active') === 'on' || form.get('active') === 'true',
    ...(version === '' ? {} : { version: Number(version) }),
  };
}

export const STATE_LABELS: Record<CouponState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
};

export const formatUsd = (cents: number) => `$${formatCents(cents)}`;

/** "10 % off" or "$5.00 off". */
export const discountLabel = (c: Pick<AdminCouponRow, 'percentOff' | 'amountOffCents'>) =>
  c.amountOffCents !== null ? `${formatUsd(c.amountOffCents)} off` : `${c.percentOff ?? 0} % off`;

/** "Every gateway" or the gateways' names. */
export function gatewaysLabel(ids: readonly string[], names: Record<string, string> = {}): string {
  return ids.length === 0 ? 'Every gateway' : ids.map((id) => names[id] ?? id).join(', ');
}

/** "3 / 10" or "3" (no limit). */
export const usesLabel = (used: number, limit: number | null) =>
  limit === null ? String(used) : `${used} / ${limit}`;

function validity(c: AdminCouponRow): string {
  const from = dayOf(c.startsAt);
  const to = dayOf(c.expiresAt, true);
  if (!from && !to) return 'Always';
  return `${from || '…'} – ${to || '…'}`;
}

export const COUPON_COLUMNS: ColumnDef<AdminCouponRow, unknown>[] = [
  {
    id: 'code',
    meta: { label: 'Code', kind: 'id', sortKey: 'code', csv: (r) => r.code },
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
    meta: { label: 'Valid', kind: 'date', sortKey: 'expires', csv: (r) => validity(r) },
    cell: ({ row }) => validity(row.original),
  },
  {
    id: 'used',
    meta: {
      label: 'Times used',
      kind: 'count',

      csv: (r) => usesLabel(r.usage.timesUsed, r.usageLimit),
    },
    cell: ({ row }) => usesLabel(row.original.usage.timesUsed, row.original.usageLimit),
  },
  {
    id: 'customers',
    meta: { label: 'Customers', kind: 'count', csv: (r) => r.usage.distinctUsers },
    cell: ({ row }) => row.original.usage.distinctUsers,
  },
  {
    id: 'discountGiven',
    meta: { label: 'Discount given', kind: 'money', csv: (r) => r.usage.discountCents / 100 },
    cell: ({ row }) => formatUsd(row.original.usage.discountCents),
  },
  {
    id: 'revenue',
    meta: { label: 'Revenue', kind: 'money', csv: (r) => r.usage.revenueCents / 100 },
    cell: ({ row }) => formatUsd(row.original.usage.revenueCents),
  },
];

/**
 * Coupons (`/admin/coupons`), newest first: search by code and the active filter in the URL; each
 * coupon's state and usage (times used against its limit, customers, discount given, revenue of
 * its orders); 25 a page; a CSV of every matching coupon.
 */
export const coupons: ListSpec<AdminCouponRow, AdminCouponList> = {
  names: { one: 'coupon', many: 'coupons', path: '/admin/coupons', title: 'Coupons' },
  call: contract.adminListCoupons,
  query: couponListQuery,
  pageSize: 25,
  csv: true,
  create: true,
  columns: COUPON_COLUMNS,
  rowId: (r) => r._id,
  filters: () => ({
    filters: [
      { kind: 'text', type: 'search', name: 'q', label: 'Code', placeholder: 'Part of a code' },
      { kind: 'choice', name: 'active', label: 'Active', options: ACTIVE_INACTIVE },
      { kind: 'keep', name: 'sort' },
      { kind: 'keep', name: 'dir' },
    ],
  }),
  // Sorted on the server (the call's `sort` and `dir`): newest first unless a header says otherwise.
  sort: (query) => ({
    key: query.sort ?? 'created',
    dir: query.dir === 'asc' ? 'asc' : 'desc',
  }),
  empty: (query) =>
    query.q || query.active ? (
      'No coupon matches these filters.'
    ) : (
      <>
        No coupons yet. <Link to="/admin/coupons/new">Create the first one</Link>.
      </>
    ),
};
