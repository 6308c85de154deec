import type { AdminReportList, AdminReportRow } from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { KIND_LABELS, STATUS_LABELS } from '../../lib/admin-reports';
import { DataTable } from '../data-table/data-table';
import { formatWhen } from './audit-history';
import { FILTER_CONTROL, FilterChoice } from './filter-choice';

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
    cell: ({ row }) => row.original.email ?? '—',
  },
  {
    id: 'assignee',
    meta: { label: 'Assignee' },
    cell: ({ row }) => row.original.assignee?.email ?? 'Unassigned',
  },
  { id: 'notes', meta: { label: 'Notes' }, cell: ({ row }) => row.original.notes },
  {
    id: 'createdAt',
    meta: { label: 'Received' },
    cell: ({ row }) => formatWhen(row.original.createdAt),
  },
];

/**
 * `/admin/reports`: the moderation queue (decision 047) — content reports and contact messages,
 * with status tabs (counts), kind, assignee and search filters, all in the URL.
 */
export function ReportsQueue({
  list,
  query,
  loading = false,
}: {
  list: AdminReportList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  const tab = (status: string | null) => {
    const search = new URLSearchParams(query);
    search.delete('page');
    if (status) search.set('status', status);
    else search.delete('status');
    const s = search.toString();
    return s ? `/admin/reports?${s}` : '/admin/reports';
  };
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Reports
      </h1>
      <p className="mt-1 text-sm text-zinc-400">
        What visitors sent through the report and contact forms. Open items count on the dashboard.
      </p>
      <nav aria-label="Status" className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <Link
              to={tab(null)}
              aria-current={query.status ? undefined : 'page'}
              className="rounded border border-zinc-700 px-2 py-1 aria-[current=page]:bg-zinc-800 aria-[current=page]:text-rose-300"
            >
              All
            </Link>
          </li>
          {(Object.keys(STATUS_LABELS) as Array<keyof typeof STATUS_LABELS>).map((status) => (
            <li key={status}>
              <Link
                to={tab(status)}
                aria-current={query.status === status ? 'page' : undefined}
                className="rounded border border-zinc-700 px-2 py-1 aria-[current=page]:bg-zinc-800 aria-[current=page]:text-rose-300"
              >
                {STATUS_LABELS[status]} ({list.counts[status]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        className="my-4 flex flex-wrap items-end gap-3"
        aria-label="Filter reports"
      >
        {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
        <label className="flex flex-col gap-1 text-sm">
          Search reports
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={FILTER_CONTROL}
            placeholder="Address, text or e-mail"
          />
        </label>
        <FilterChoice
          name="kind"
          label="Kind"
          value={query.kind}
          options={[
            ['report', KIND_LABELS.report],
            ['contact', KIND_LABELS.contact],
          ]}
        />
        <FilterChoice
          name="assignee"
          label="Assignee"
          value={query.assignee}
          options={[
            ['none', 'Unassigned'],
            ...list.admins.map((a): [string, string] => [a.id, a.email]),
          ]}
        />
        <button type="submit" className="btn btn-outline">
          Apply filters
        </button>
        <Link to="/admin/reports" className="text-sm underline">
          Clear
        </Link>
      </Form>
      <DataTable
        caption="Reports and messages"
        columns={REPORT_COLUMNS}
        rows={list.items}
        rowId={(r) => r.id}
        page={list.page}
        totalPages={list.totalPages}
        total={list.total}
        loading={loading}
        empty="Nothing in the queue matches these filters."
      />
    </section>
  );
}
