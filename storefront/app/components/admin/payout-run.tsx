import type { PayoutRunPreview } from '@reelcart/contract/admin';
import { Form, Link, useNavigation } from 'react-router';
import { OUTCOME_LABELS } from '../../lib/admin-affiliates';
import { type FormResult, formatCents } from '../../lib/admin-forms';
import { ConfirmButton } from './confirm-button';
import { SaveMessage } from './fields';

const money = (cents: number) => `$${formatCents(cents)}`;
const CONTROL = 'rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-sm';

/**
 * The payout run of a 1st or 16th (decision 049): pick the run, preview who would be paid how
 * much and who not (below the method's minimum, no or unverified payment info, suspended), then
 * confirm. Confirming again makes nothing new; the payouts stay open until marked paid.
 */
export function PayoutRunPanel({
  runKeys,
  runKey,
  preview,
  error = null,
  result,
}: {
  /** The latest run dates, newest first. */
  runKeys: string[];
  runKey: string | null;
  preview: PayoutRunPreview | null;
  /** Why the preview could not be loaded. */
  error?: string | null;
  result: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <section
      aria-labelledby="payout-run-title"
      className="mt-6 rounded-md border border-zinc-700 p-4"
    >
      <h2 id="payout-run-title" className="font-semibold text-lg">
        Payout run
      </h2>
      <Form
        method="get"
        className="mt-2 flex flex-wrap items-end gap-3"
        aria-label="Preview a payout run"
      >
        <label className="flex flex-col gap-1 text-sm">
          Run date
          <select name="run" defaultValue={runKey ?? runKeys[0]} className={CONTROL}>
            {runKeys.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-outline" disabled={busy}>
          Preview run
        </button>
        {preview ? (
          <Link to="/admin/affiliates" className="text-sm underline">
            Close preview
          </Link>
        ) : null}
      </Form>
      {error ? (
        <p role="alert" className="mt-3 text-rose-300 text-sm">
          {error}
        </p>
      ) : null}
      <div className="mt-3">
        <SaveMessage result={result} intent="confirm-run" />
      </div>
      {preview ? (
        <div className="mt-3" data-testid="payout-preview">
          <p className="text-sm" data-testid="payout-preview-summary">
            Run of {preview.runKey} (period from {preview.periodStart}):{' '}
            <strong>
              {preview.payCount} {preview.payCount === 1 ? 'payout' : 'payouts'},{' '}
              {money(preview.payTotalCents)}
            </strong>{' '}
            to make.
          </p>
          {preview.lines.length === 0 ? (
            <p className="mt-2 text-sm text-zinc-400">
              Nobody has an approved balance for this run.
            </p>
          ) : (
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">
                Payout run {preview.runKey}: who is paid and why not
              </caption>
              <thead>
                <tr className="text-zinc-400">
                  <th scope="col">Affiliate</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Method</th>
                  <th scope="col" className="text-right">
                    Entries
                  </th>
                  <th scope="col" className="text-right">
                    Amount
                  </th>
                  <th scope="col" className="text-right">
                    Fee
                  </th>
                  <th scope="col" className="text-right">
                    Minimum
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.lines.map((l) => (
                  <tr key={l.affiliateId} data-outcome={l.outcome}>
                    <td>
                      <Link
                        to={`/admin/affiliates/${l.affiliateId}`}
                        className="font-mono underline"
                      >
                        {l.code}
                      </Link>{' '}
                      <span className="text-zinc-400">{l.email}</span>
                    </td>
                    <td className={l.outcome === 'pay' ? 'text-emerald-400' : ''}>
                      {OUTCOME_LABELS[l.outcome]}
                    </td>
                    <td>{l.method ? `${l.method} ${l.masked ?? ''}` : '—'}</td>
                    <td className="text-right">{l.entries}</td>
                    <td className="text-right">{money(l.amountCents)}</td>
                    <td className="text-right">{money(l.feeCents)}</td>
                    <td className="text-right">
                      {l.minimumCents === null ? '—' : money(l.minimumCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Form method="post" id="payout-run-confirm" className="mt-3">
            <input type="hidden" name="runKey" value={preview.runKey} />
            <ConfirmButton
              form="payout-run-confirm"
              name="intent"
              value="confirm-run"
              label="Confirm payout run"
              title={`Confirm the payout run of ${preview.runKey}?`}
              confirmLabel="Make payouts"
              disabled={busy || preview.payCount === 0}
            >
              {preview.payCount} {preview.payCount === 1 ? 'payout' : 'payouts'} of{' '}
              {money(preview.payTotalCents)} in all are made, open until you mark each paid with its
              transfer reference. Confirming this run again makes nothing new.
            </ConfirmButton>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
