import {
  type AdminAffiliateList,
  type AdminAffiliateRow,
  contract,
  type PayoutRunOutcome,
} from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { EmailCell } from '../../components/data-table/email-cell';
import { type FormResult, formatCents } from '../../lib/admin/forms';
import { type ListSpec, queryOf } from '../../lib/admin/resource';

/** The filters `/admin/affiliates` keeps in its URL (with `page`, `sort`, `dir`). */
export const AFFILIATE_FILTERS = ['q', 'status', 'from', 'to', 'sort', 'dir', 'page'] as const;

export function affiliateListQuery(url: URL): Record<string, string> {
  return queryOf(url, AFFILIATE_FILTERS);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The affiliate form's body for `adminUpdateAffiliate`: a rate typed in percent, empty = default. */
export function affiliateFromForm(form: FormData) {
  const rate = text(form, 'commissionPercent').replace(',', '.');
  const version = text(form, 'version');
  return {
    status: text(form, 'status'),
    commissionPercent: rate === '' ? null : Number(rate),
    version: version === '' ? Number.NaN : Number(version),
  };
}

export function verificationFromForm(form: FormData) {
  const version = text(form, 'version');
  return {
    verified: text(form, 'intent') === 'verify-payment',
    version: version === '' ? Number.NaN : Number(version),
  };
}

export const percentOf = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)} %`;

export const STATUS_LABELS: Record<AdminAffiliateRow['status'], string> = {
  active: 'Active',
  suspended: 'Suspended',
};

export const OUTCOME_LABELS: Record<PayoutRunOutcome, string> = {
  pay: 'Will be paid',
  'in-run': 'Paid in this run',
  'below-minimum': 'Below the minimum',
  unverified: 'Payment info not verified',
  'no-payment-info': 'No payment info',
  suspended: 'Suspended: held',
};

/** The latest payout dates (1st and 16th, UTC), newest first, for the run picker. */
export function recentRunKeys(now: Date, count = 6): string[] {
  const keys: string[] = [];
  let y = now.getUTCFullYear();
  let m = now.getUTCMonth();
  let d = now.getUTCDate() >= 16 ? 16 : 1;
  while (keys.length < count) {
    keys.push(new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10));
    if (d === 16) d = 1;
    else {
      d = 16;
      m -= 1;
      if (m < 0) {
        m = 11;
        y -= 1;
      }
    }
  }
  return keys;
}

/** What the affiliate pages' actions answer. */
export type AffiliateActionResult = FormResult;

const money = (cents: number) => `$${formatCents(cents)}`;

export const AFFILIATE_COLUMNS: ColumnDef<AdminAffiliateRow, unknown>[] = [
  {
    id: 'code',
    meta: { label: 'Code', kind: 'id', sortKey: 'code', csv: (r) => r.code },
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
    cell: ({ row }) => <EmailCell address={row.original.email} />,
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
    meta: { label: 'Rate', kind: 'rate', csv: (r) => r.rateBp ?? '' },
    cell: ({ row }) => (row.original.rateBp === null ? 'Default' : percentOf(row.original.rateBp)),
  },
  {
    id: 'clicks',
    meta: { label: 'Clicks', kind: 'count', sortKey: 'clicks', csv: (r) => r.clicks },
    cell: ({ row }) => row.original.clicks,
  },
  {
    id: 'signups',
    meta: { label: 'Sign-ups', kind: 'count', sortKey: 'signups', csv: (r) => r.signups },
    cell: ({ row }) => row.original.signups,
  },
  {
    id: 'sales',
    meta: { label: 'Sales', kind: 'count', sortKey: 'sales', csv: (r) => r.sales },
    cell: ({ row }) => row.original.sales,
  },
  {
    id: 'commission',
    meta: {
      label: 'Commission',
      kind: 'money',
      sortKey: 'commission',

      csv: (r) => r.pendingCents + r.approvedCents + r.paidCents,
    },
    cell: ({ row }) =>
      money(row.original.pendingCents + row.original.approvedCents + row.original.paidCents),
  },
  {
    id: 'pending',
    meta: { label: 'Pending', kind: 'money', csv: (r) => r.pendingCents },
    cell: ({ row }) => money(row.original.pendingCents),
  },
  {
    id: 'approved',
    meta: { label: 'Approved', kind: 'money', csv: (r) => r.approvedCents },
    cell: ({ row }) => money(row.original.approvedCents),
  },
  {
    id: 'paid',
    meta: { label: 'Paid', kind: 'money', csv: (r) => r.paidCents },
    cell: ({ row }) => money(row.original.paidCents),
  },
  {
    id: 'balance',
    meta: { label: 'Balance', kind: 'money', sortKey: 'balance', csv: (r) => r.balanceCents },
    cell: ({ row }) => money(row.original.balanceCents),
  },
];

const ASCENDING = new Set(['code', 'email']);

/**
 * Affiliates (`/admin/affiliates`) with their figures over a period (commission by its state
 * today, of what was booked in the period; the balance is all time), searched by code or e-mail,
 * filtered by status, sorted and 25 a page on the server; every filter in the URL; a CSV of every
 * match. The page frames the list itself, under the payout run (`AffiliatesList`).
 */
export const affiliates: ListSpec<AdminAffiliateRow, AdminAffiliateList> = {
  names: { one: 'affiliate', many: 'affiliates', path: '/admin/affiliates', title: 'Affiliates' },
  call: contract.adminListAffiliates,
  query: affiliateListQuery,
  pageSize: 25,
  csv: true,
  columns: AFFILIATE_COLUMNS,
  rowId: (r) => r.id,
  caption: (list) => `Affiliates, figures from ${list.from} to ${list.to}`,
  filters: (list) => ({
    filters: [
      {
        kind: 'text',
        type: 'search',
        name: 'q',
        label: 'Code or e-mail',
        placeholder: 'REEL… or part of an e-mail',
      },
      {
        kind: 'choice',
        name: 'status',
        label: 'Status',
        options: [
          ['active', STATUS_LABELS.active],
          ['suspended', STATUS_LABELS.suspended],
        ],
      },
      { kind: 'text', type: 'date', name: 'from', label: 'From', fallback: list.from },
      { kind: 'text', type: 'date', name: 'to', label: 'To', fallback: list.to },
      { kind: 'keep', name: 'sort' },
      { kind: 'keep', name: 'dir' },
    ],
  }),
  sort: (query) => {
    const key = query.sort ?? 'joined';
    const dir =
      query.dir === 'asc' || query.dir === 'desc' ? query.dir : ASCENDING.has(key) ? 'asc' : 'desc';
    return { key, dir };
  },
  empty: () => 'No affiliate matches these filters.',
};
