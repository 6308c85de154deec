import type { AuditEntry } from '@reelcart/contract/admin';
import { fieldHeading, fieldLabel, fieldValue } from '../../lib/platform/words';

/** When it happened, in UTC (the server's and the browser's renders agree). */
export const formatWhen = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** "update" → "Updated": what happened, as a person says it. */
const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  refund: 'Refunded',
  publish: 'Published',
  unpublish: 'Unpublished',
};
const actionLabel = (action: string) => ACTIONS[action] ?? fieldHeading(action);

/** A value with the ids the server named (`std_03` → "Cedar Lane Studio") replaced by names. */
function named(value: unknown, labels: AuditEntry['labels']): unknown {
  if (!labels) return value;
  if (Array.isArray(value)) return value.map((v) => named(v, labels));
  return typeof value === 'string' ? (labels[value] ?? value) : value;
}

/** A record's history from the audit log: who, when, what, and each changed field before → after. */
export function AuditHistory({
  entries,
  title = 'History',
}: {
  entries: AuditEntry[];
  title?: string;
}) {
  return (
    <section aria-labelledby="history-title" className="mt-8">
      <h2 id="history-title" className="font-semibold text-lg">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-400">No admin changes recorded yet.</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-3 text-sm" data-testid="audit-history">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-md border border-zinc-800 p-3">
              <p>
                <span className="font-semibold">{actionLabel(entry.action)}</span>{' '}
                {fieldLabel(entry.entityType)} by {entry.actorEmail}{' '}
                <time dateTime={entry.at} className="text-zinc-400">
                  {formatWhen(entry.at)}
                </time>
              </p>
              {entry.changes.length > 0 ? (
                <table className="mt-2 w-full text-left text-xs">
                  <caption className="sr-only">Changed fields</caption>
                  <thead>
                    <tr className="text-zinc-400">
                      <th scope="col" className="pr-3">
                        Field
                      </th>
                      <th scope="col" className="pr-3">
                        Before
                      </th>
                      <th scope="col">After</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entry.changes.map((change) => (
                      <tr key={change.field}>
                        <th scope="row" className="pr-3 font-normal">
                          {fieldHeading(change.field)}
                        </th>
                        <td className="break-all pr-3 text-zinc-400">
                          {fieldValue(change.field, named(change.before, entry.labels))}
                        </td>
                        <td className="break-all">
                          {fieldValue(change.field, named(change.after, entry.labels))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
