import {
  type AdminReportList,
  type AdminReportRow,
  contract,
  type QueueStatus,
} from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatWhen } from '../../components/admin/audit-history';
import { EmailCell } from '../../components/data-table/email-cell';
import { type ListSpec, queryOf } from '../../lib/admin/resource';

/** The filters `/admin/reports` keeps in its URL (with `page`). */
export const REPORT_FILTERS = ['status', 'kind', 'assignee', 'q'] as const;

export const STATUS_LABELS: Record<QueueStatus, string> = {
  open: 'Open',
  in_review: 'In review',
  resolved: 'Resolved',
  rejected: 'Rejected',
};

export const KIND_LABELS = { report: 'Content report', contact: 'Contact message' } as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const versionOf = (form: FormData) => {
  const v = text(form, 'version');
  return v === '' ? Number.NaN : Number(v);
};

/** The queue form's body for `adminUpdateReport`. */
export function reportUpdateFromForm(form: FormData) {
  return {
    status: text(form, 'status'),
    assigneeId: text(form, 'assigneeId') || null,
    note: text(form, 'note'),
    version: versionOf(form),
  };
}
export const unpublishFromForm = (form: FormData) => ({
  note: text(form, 'note'),
  version: versionOf(form),
});
export const replyFromForm = (form: FormData) => ({
  subject: text(form, 'subject'),
  text: text(form, 'text'),
  version: versionOf(form),
});

export const REPORT_COLUMNS: ColumnDef<AdminReportRow, unknown>[] = [
  {
    id: 'title',
    meta: { label: 'Subject' },
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={`/admin/reports/${row.original.id}`} className="underline hover:text-rose-400">
        {row.original.title}
      </Link>
    ),
  },
  {
    id: 'kind',
    meta: { label: 'Kind' },
    cell: ({ row }) => KIND_LABELS[row.original.kind],
  },
  {
    id: 'status',
    meta: { label: 'Status' },
    cell: ({ row }) => STATUS_LABELS[row.original.status],
  },
  {
    id: 'about',
    meta: { label: 'About' },
    cell: ({ row }) => row.original.url ?? row.original.name ?? '—',
  },
  {
    id: 'email',
    meta: { label: 'Sender e-mail' },
    cell: ({ row }) => (row.original.email ? <EmailCell address={row.original.email} /> : '—'),
  },
  {
    id: 'assignee',
    meta: { label: 'Assignee' },
    cell: ({ row }) => row.original.assignee?.email ?? 'Unassigned',
  },
  { id: 'notes', meta: { label: 'Notes' }, cell: ({ row }) => row.original.notes },
  {
    id: 'createdAt',
    meta: { label: 'Received', kind: 'date' },
    cell: ({ row }) => formatWhen(row.original.createdAt),
  },
];

const TAB =
  'rounded border border-zinc-700 px-2 py-1 aria-[current=page]:bg-zinc-800 aria-[current=page]:text-rose-300';

/** The status tabs (with their counts) above the queue's filters; a tab keeps the other filters. */
function StatusTabs({ list, query }: { list: AdminReportList; query: Record<string, string> }) {
  const tab = (status: string | null) => {
    const search = new URLSearchParams(query);
    search.delete('page');
    if (status) search.set('status', status);
    else search.delete('status');
    const s = search.toString();
    return s ? `/admin/reports?${s}` : '/admin/reports';
  };
  return (
    <nav aria-label="Status" className="mt-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        <li>
          <Link to={tab(null)} aria-current={query.status ? undefined : 'page'} className={TAB}>
            All
          </Link>
        </li>
        {(Object.keys(STATUS_LABELS) as Array<keyof typeof STATUS_LABELS>).map((status) => (
          <li key={status}>
            <Link
              to={tab(status)}
              aria-current={query.status === status ? 'page' : undefined}
              className={TAB}
            >
              {STATUS_LABELS[status]} ({list.counts[status]})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The moderation queue (`/admin/reports`, decision 047): content reports and contact messages,
 * with status tabs (counts), kind, assignee and search filters, all in the URL; 25 a page.
 */
export const reports: ListSpec<AdminReportRow, AdminReportList> = {
  names: { one: 'report', many: 'reports', path: '/admin/reports', title: 'Reports' },
  call: contract.adminListReports,
  query: (url) => queryOf(url, [...REPORT_FILTERS, 'page']),
  pageSize: 25,
  columns: REPORT_COLUMNS,
  rowId: (r) => r.id,
  caption: 'Reports and messages',
  intro: (list, query) => (
    <>
      <p className="mt-1 text-sm text-zinc-400">
        What visitors sent through the report and contact forms. Open items count on the dashboard.
      </p>
      <StatusTabs list={list} query={query} />
    </>
  ),
  filters: (list) => ({
    filters: [
      { kind: 'keep', name: 'status' },
      {
        kind: 'text',
        type: 'search',
        name: 'q',
        label: 'Search reports',
        placeholder: 'Address, text or e-mail',
      },
      {
        kind: 'choice',
        name: 'kind',
        label: 'Kind',
        options: [
          ['report', KIND_LABELS.report],
          ['contact', KIND_LABELS.contact],
        ],
      },
      {
        kind: 'choice',
        name: 'assignee',
        label: 'Assignee',
        options: [
          ['none', 'Unassigned'],
          ...list.admins.map((a): [string, string] => [a.id, a.email]),
        ],
      },
    ],
  }),
  empty: () => 'Nothing in the queue matches these filters.',
};
