import type { AdminReport } from '@reelcart/contract/admin';
import { Form, Link, useNavigation } from 'react-router';
import type { FormResult } from '../../lib/admin-forms';
import { KIND_LABELS, STATUS_LABELS } from '../../lib/admin-reports';
import { AuditHistory, formatWhen } from './audit-history';
import { ConfirmButton } from './confirm-button';
import { DetailSection } from './detail-section';
import { pick, SaveMessage, SelectField, TextField } from './fields';

const EMPTY = 'mt-2 text-sm text-zinc-400';

/**
 * `/admin/reports/{id}`: one queue item (decision 047) — what was sent, status and assignee with a
 * note (at the item's version), unpublish the reported video, reply by e-mail through the outbox
 * (each disabled with its reason when it cannot apply), the append-only notes and the history.
 */
export function ReportDetail({
  report,
  result,
}: {
  report: AdminReport;
  result: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const failure = result && !result.ok ? result : undefined;
  const valuesOf = (intent: string) => (failure?.intent === intent ? failure.values : undefined);
  const errorsOf = (intent: string) =>
    failure?.intent === intent ? failure.fieldErrors : ({} as Record<string, string>);
  const reload = `/admin/reports/${report.id}`;
  return (
    <section aria-labelledby="page-title">
      <p className="text-sm">
        <Link to="/admin/reports" className="underline">
          ← Reports
        </Link>
      </p>
      <h1 id="page-title" className="mt-2 font-semibold text-2xl">
        {report.title}
      </h1>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-400">Kind</dt>
        <dd>{KIND_LABELS[report.kind]}</dd>
        <dt className="text-zinc-400">Status</dt>
        <dd data-testid="report-status">{STATUS_LABELS[report.status]}</dd>
        <dt className="text-zinc-400">Assignee</dt>
        <dd>{report.assignee?.email ?? 'Unassigned'}</dd>
        {report.url ? (
          <>
            <dt className="text-zinc-400">Reported address</dt>
            <dd className="break-all">{report.url}</dd>
          </>
        ) : null}
        {report.video ? (
          <>
            <dt className="text-zinc-400">Video</dt>
            <dd>
              <Link to={`/admin/videos/${report.video.slug}`} className="underline">
                {report.video.title}
              </Link>{' '}
              ({report.video.published ? 'published' : 'unpublished'})
            </dd>
          </>
        ) : null}
        {report.name ? (
          <>
            <dt className="text-zinc-400">From</dt>
            <dd>{report.name}</dd>
          </>
        ) : null}
        <dt className="text-zinc-400">Sender e-mail</dt>
        <dd>{report.email ?? 'None given'}</dd>
        <dt className="text-zinc-400">Received</dt>
        <dd>{formatWhen(report.createdAt)}</dd>
      </dl>
      <blockquote className="mt-4 whitespace-pre-wrap rounded-md border border-zinc-700 p-3 text-sm">
        {report.body}
      </blockquote>

      <DetailSection id="work-title" title="Status, assignee and note">
        <Form
          method="post"
          className="mt-3 flex max-w-xl flex-col gap-3"
          aria-labelledby="work-title"
        >
          <input type="hidden" name="version" value={report.version} />
          <SelectField
            label="Status"
            name="status"
            defaultValue={pick(valuesOf('update'), 'status', report.status)}
            options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
            emptyLabel="Choose a status"
            error={errorsOf('update').status}
          />
          <SelectField
            label="Assignee"
            name="assigneeId"
            defaultValue={pick(valuesOf('update'), 'assigneeId', report.assignee?.id ?? '')}
            options={report.admins.map((a) => ({ value: a.id, label: a.email }))}
            emptyLabel="Unassigned"
            error={errorsOf('update').assigneeId}
          />
          <TextField
            label="Note"
            name="note"
            multiline
            defaultValue={pick(valuesOf('update'), 'note', '')}
            hint="Appended to the notes; needed to resolve or reject."
            error={errorsOf('update').note}
          />
          <div>
            <button
              type="submit"
              name="intent"
              value="update"
              className="btn btn-solid"
              disabled={busy}
            >
              Save
            </button>
          </div>
          <SaveMessage result={result} intent="update" reloadHref={reload} />
        </Form>
      </DetailSection>

      <DetailSection id="unpublish-title" title="Unpublish the reported video">
        {report.unpublishBlocked ? (
          <p className={EMPTY}>{report.unpublishBlocked}</p>
        ) : (
          <Form
            id="unpublish-form"
            method="post"
            className="mt-3 flex max-w-xl flex-col gap-3"
            aria-labelledby="unpublish-title"
          >
            <input type="hidden" name="version" value={report.version} />
            <TextField
              label="Why it leaves the catalogue"
              name="note"
              multiline
              defaultValue={pick(valuesOf('unpublish'), 'note', '')}
              error={errorsOf('unpublish').note}
            />
            <div>
              <ConfirmButton
                form="unpublish-form"
                name="intent"
                value="unpublish"
                label="Unpublish video and resolve"
                title={`Unpublish “${report.video?.title ?? ''}”?`}
                confirmLabel="Unpublish"
                disabled={busy}
              >
                The video leaves the catalogue at once (its page answers 404); buyers keep what they
                bought. The report is resolved with your note. You can publish it again from the
                video's page.
              </ConfirmButton>
            </div>
          </Form>
        )}
        <SaveMessage result={result} intent="unpublish" reloadHref={reload} />
      </DetailSection>

      <DetailSection id="reply-title" title="Reply by e-mail">
        {report.replyBlocked ? (
          <p className={EMPTY}>{report.replyBlocked} A reply cannot be sent.</p>
        ) : (
          <Form
            method="post"
            className="mt-3 flex max-w-xl flex-col gap-3"
            aria-labelledby="reply-title"
          >
            <input type="hidden" name="version" value={report.version} />
            <p className="text-sm text-zinc-400">To {report.email}, through the mail outbox.</p>
            <TextField
              label="Subject"
              name="subject"
              defaultValue={pick(valuesOf('reply'), 'subject', `Re: ${report.title}`)}
              error={errorsOf('reply').subject}
            />
            <TextField
              label="Message"
              name="text"
              multiline
              defaultValue={pick(valuesOf('reply'), 'text', '')}
              error={errorsOf('reply').text}
            />
            <div>
              <button
                type="submit"
                name="intent"
                value="reply"
                className="btn btn-solid"
                disabled={busy}
              >
                Queue reply
              </button>
            </div>
          </Form>
        )}
        <SaveMessage result={result} intent="reply" reloadHref={reload} />
        {report.replies.length > 0 ? (
          <ul className="mt-3 text-sm">
            {report.replies.map((m) => (
              <li key={m.id}>
                <Link to={`/admin/mail/${m.id}`} className="underline">
                  {m.subject}
                </Link>{' '}
                — {m.status}, {formatWhen(m.createdAt)}
              </li>
            ))}
          </ul>
        ) : null}
      </DetailSection>

      <DetailSection id="notes-title" title="Notes">
        {report.notesList.length === 0 ? (
          <p className={EMPTY}>No notes yet.</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2 text-sm">
            {report.notesList.map((n) => (
              <li key={n.id} className="rounded-md border border-zinc-800 p-2">
                <p className="text-zinc-400 text-xs">
                  {n.authorEmail}, {formatWhen(n.createdAt)}
                </p>
                <p className="whitespace-pre-wrap">{n.text}</p>
              </li>
            ))}
          </ol>
        )}
      </DetailSection>
      <AuditHistory entries={report.history} />
    </section>
  );
}
