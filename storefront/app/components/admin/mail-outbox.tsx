import type { AdminMail, AdminMailList, AdminMailRow } from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import type { FormResult } from '../../lib/admin-forms';
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from '../../lib/admin-reports';
import { DataTable } from '../data-table/data-table';
import { formatWhen } from './audit-history';
import { SaveMessage } from './fields';
import { FILTER_CONTROL, FilterChoice } from './filter-choice';

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
  { id: 'to', meta: { label: 'To' }, cell: ({ row }) => row.original.to },
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
  { id: 'attempts', meta: { label: 'Attempts' }, cell: ({ row }) => row.original.attempts },
  {
    id: 'createdAt',
    meta: { label: 'Queued' },
    cell: ({ row }) => formatWhen(row.original.createdAt),
  },
];

/** `/admin/mail`: the mail outbox (decision 046), filtered by status, kind and recipient. */
export function MailOutbox({
  list,
  query,
  loading = false,
}: {
  list: AdminMailList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Mail outbox
      </h1>
      <p className="mt-1 text-sm text-zinc-400">
        {list.sender === 'smtp'
          ? 'Mails are delivered by SMTP; failed ones are retried with backoff.'
          : 'No SMTP server is configured: mails are delivered here, to this viewer, and nowhere else.'}
      </p>
      <Form method="get" className="my-4 flex flex-wrap items-end gap-3" aria-label="Filter mails">
        <label className="flex flex-col gap-1 text-sm">
          Recipient
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={FILTER_CONTROL}
            placeholder="Part of an e-mail"
          />
        </label>
        <FilterChoice
          name="status"
          label="Status"
          value={query.status}
          options={Object.entries(MAIL_STATUS_LABELS)}
        />
        <FilterChoice
          name="kind"
          label="Kind"
          value={query.kind}
          options={Object.entries(MAIL_KIND_LABELS)}
        />
        <button type="submit" className="btn btn-outline">
          Apply filters
        </button>
        <Link to="/admin/mail" className="text-sm underline">
          Clear
        </Link>
      </Form>
      <DataTable
        caption="Mails"
        columns={MAIL_COLUMNS}
        rows={list.items}
        rowId={(r) => r.id}
        page={list.page}
        totalPages={list.totalPages}
        total={list.total}
        loading={loading}
        empty="No mail matches these filters."
      />
    </section>
  );
}

/** `/admin/mail/{id}`: one mail's status, attempts, last error and text (or status only). */
export function MailDetail({ mail, result }: { mail: AdminMail; result: FormResult | undefined }) {
  return (
    <section aria-labelledby="page-title">
      <p className="text-sm">
        <Link to="/admin/mail" className="underline">
          ← Mail outbox
        </Link>
      </p>
      <h1 id="page-title" className="mt-2 font-semibold text-2xl">
        {mail.subject}
      </h1>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-400">To</dt>
        <dd>{mail.to}</dd>
        <dt className="text-zinc-400">Kind</dt>
        <dd>{MAIL_KIND_LABELS[mail.kind] ?? mail.kind}</dd>
        <dt className="text-zinc-400">Status</dt>
        <dd>
          {MAIL_STATUS_LABELS[mail.status]}
          {mail.transport === 'dev'
            ? ' (to this viewer)'
            : mail.transport
              ? ` (${mail.transport})`
              : ''}
        </dd>
        <dt className="text-zinc-400">Attempts</dt>
        <dd>{mail.attempts}</dd>
        {mail.status === 'queued' && mail.attempts > 0 ? (
          <>
            <dt className="text-zinc-400">Next attempt</dt>
            <dd>{formatWhen(mail.nextAttemptAt)}</dd>
          </>
        ) : null}
        {mail.lastError ? (
          <>
            <dt className="text-zinc-400">Last error</dt>
            <dd className="text-rose-300">{mail.lastError}</dd>
          </>
        ) : null}
        <dt className="text-zinc-400">Queued</dt>
        <dd>{formatWhen(mail.createdAt)}</dd>
        {mail.sentAt ? (
          <>
            <dt className="text-zinc-400">Sent</dt>
            <dd>{formatWhen(mail.sentAt)}</dd>
          </>
        ) : null}
      </dl>
      {mail.status === 'failed' ? (
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="retry" className="btn btn-outline">
            Retry now
          </button>
        </Form>
      ) : null}
      <SaveMessage result={result} intent="retry" />
      <section aria-labelledby="text-title" className="mt-6">
        <h2 id="text-title" className="font-semibold text-lg">
          Text
        </h2>
        {mail.text === null ? (
          <p className="mt-2 text-sm text-zinc-400">
            Mail is delivered by SMTP in production: the viewer shows its status only.
          </p>
        ) : (
          <pre className="mt-2 whitespace-pre-wrap rounded-md border border-zinc-700 p-3 text-sm">
            {mail.text}
          </pre>
        )}
      </section>
    </section>
  );
}
