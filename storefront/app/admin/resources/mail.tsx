import {
  ADMIN_MAIL_SORTS,
  type AdminMailList,
  type AdminMailRow,
  contract,
} from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatWhen } from '../../components/admin/audit-history';
import { EmailCell } from '../../components/data-table/email-cell';
import { type ListSpec, sortedQueryOf } from '../../lib/admin/resource';

/** The filters `/admin/mail` keeps in its URL (with `page`, `sort` and `dir`). */
export const MAIL_FILTERS = ['status', 'kind', 'q'] as const;

const SORTS: readonly string[] = ADMIN_MAIL_SORTS;

/** The list's URL query; a sort or direction the call would refuse is left out. */
export function mailListQuery(url: URL): Record<string, string> {
  return sortedQueryOf(url, [...MAIL_FILTERS, 'page'], SORTS);
}

export const MAIL_STATUS_LABELS = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
} as const;

export const MAIL_KIND_LABELS: Record<string, string> = {
  verification: 'E-mail verification',
  signup_attempt: 'Sign-up with a known e-mail',
  account_secured: 'Account secured (Google sign-in)',
  password_reset: 'Password reset',
  refund_confirmation: 'Refund confirmation',
  report_reply: 'Report reply',
};

export const MAIL_COLUMNS: ColumnDef<AdminMailRow, unknown>[] = [
  {
    id: 'subject',
    meta: { label: 'Subject' },
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={`/admin/mail/${row.original.id}`} className="underline hover:text-rose-400">
        {row.original.subject}
      </Link>
    ),
  },
  {
    id: 'to',
    meta: { label: 'To', sortKey: 'to' },
    cell: ({ row }) => <EmailCell address={row.original.to} />,
  },
  {
    id: 'kind',
    meta: { label: 'Kind' },
    cell: ({ row }) => MAIL_KIND_LABELS[row.original.kind] ?? row.original.kind,
  },
  {
    id: 'status',
    meta: { label: 'Status' },
    cell: ({ row }) => MAIL_STATUS_LABELS[row.original.status],
  },
  {
    id: 'attempts',
    meta: { label: 'Attempts', kind: 'count', sortKey: 'attempts' },
    cell: ({ row }) => row.original.attempts,
  },
  {
    id: 'createdAt',
    meta: { label: 'Queued', kind: 'date', sortKey: 'queued' },
    cell: ({ row }) => formatWhen(row.original.createdAt),
  },
];

/** The mail outbox (`/admin/mail`, decision 046), filtered by status, kind and recipient. */
export const mails: ListSpec<AdminMailRow, AdminMailList> = {
  names: { one: 'mail', many: 'mails', path: '/admin/mail', title: 'Mail outbox' },
  call: contract.adminListMail,
  query: mailListQuery,
  pageSize: 25,
  columns: MAIL_COLUMNS,
  rowId: (r) => r.id,
  caption: 'Mails',
  intro: (list) => (
    <p className="mt-1 text-sm text-zinc-400">
      {list.sender === 'smtp'
        ? 'Mails are delivered by SMTP; failed ones are retried with backoff.'
        : 'No SMTP server is configured: mails are delivered here, to this viewer, and nowhere else.'}
    </p>
  ),
  filters: () => ({
    filters: [
      {
        kind: 'text',
        type: 'search',
        name: 'q',
        label: 'Recipient',
        placeholder: 'Part of an e-mail',
      },
      {
        kind: 'choice',
        name: 'status',
        label: 'Status',
        options: Object.entries(MAIL_STATUS_LABELS),
      },
      { kind: 'choice', name: 'kind', label: 'Kind', options: Object.entries(MAIL_KIND_LABELS) },
      { kind: 'keep', name: 'sort' },
      { kind: 'keep', name: 'dir' },
    ],
  }),
  // Sorted on the server (the call's `sort` and `dir`): newest first unless a header says otherwise.
  sort: (query) => ({
    key: query.sort ?? 'queued',
    dir: query.dir === 'asc' ? 'asc' : 'desc',
  }),
  empty: () => 'No mail matches these filters.',
};
