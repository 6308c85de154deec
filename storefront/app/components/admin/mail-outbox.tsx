import type { AdminMail, AdminMailList } from '@reelcart/contract/admin';
import { Form, Link } from 'react-router';
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS, mails } from '../../admin/resources/mail';
import type { FormResult } from '../../lib/admin/forms';
import { formatWhen } from './audit-history';
import { SaveMessage } from './fields';
import { ResourceList } from './resource-list';

/** `/admin/mail`: the mail resource's list (`admin/resources/mail.tsx`, decision 076). */
export function MailOutbox({
  list,
  query,
  loading = false,
}: {
  list: AdminMailList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  return <ResourceList resource={mails} list={list} query={query} loading={loading} />;
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
