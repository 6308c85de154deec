import { type AdminAffiliate, MarkPayoutPaid } from '@reelcart/contract/admin';
import { Form } from 'react-router';
import type { AffiliateActionResult } from '../../admin/resources/affiliates';
import { formatCents, useClientValidation } from '../../lib/admin/forms';
import { formatWhen } from './audit-history';
import { DetailSection } from './detail-section';
import { pick, SaveMessage } from './fields';

const money = (cents: number) => `$${formatCents(cents)}`;
const EMPTY = 'mt-2 text-sm text-zinc-400';
const CONTROL = 'rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-sm';

/** One open payout: the transfer's reference, then mark it paid (idempotent for one reference). */
function MarkPaidForm({
  payoutId,
  result,
  disabled,
}: {
  payoutId: string;
  result: AffiliateActionResult | undefined;
  disabled: boolean;
}) {
  const failure =
    result && !result.ok && result.intent === `mark-paid:${payoutId}` ? result : undefined;
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    MarkPayoutPaid,
    (form) => ({ reference: String(form.get('reference') ?? '') }),
    failure?.fieldErrors,
  );
  const id = `reference-${payoutId}`;
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={onFieldChange}
      noValidate
      className="flex flex-wrap items-start gap-2"
    >
      <input type="hidden" name="intent" value="mark-paid" />
      <input type="hidden" name="payoutId" value={payoutId} />
      <label htmlFor={id} className="sr-only">
        Transfer reference of payout {payoutId}
      </label>
      <div className="flex flex-col">
        <input
          id={id}
          name="reference"
          placeholder="Transfer reference"
          defaultValue={pick(failure?.values, 'reference', '')}
          aria-invalid={errors.reference ? true : undefined}
          aria-describedby={errors.reference ? `${id}-error` : undefined}
          className={CONTROL}
        />
        {errors.reference ? (
          <span id={`${id}-error`} className="text-rose-300 text-xs">
            {errors.reference}
          </span>
        ) : null}
      </div>
      <button type="submit" className="btn btn-outline" disabled={disabled}>
        Mark paid
      </button>
    </Form>
  );
}

/**
 * An affiliate's payouts on `/admin/affiliates/{id}`, newest first: an open one is marked paid with
 * the transfer's reference (held while the affiliate is suspended).
 */
export function AffiliatePayouts({
  affiliate: a,
  result,
  busy,
}: {
  affiliate: AdminAffiliate;
  result: AffiliateActionResult | undefined;
  busy: boolean;
}) {
  const suspended = a.status === 'suspended';
  return (
    <DetailSection id="affiliate-payouts-title" title={`Payouts (${a.payouts.length})`}>
      {result?.intent.startsWith('mark-paid') ? (
        <div className="mt-2">
          <SaveMessage result={result} intent={result.intent} />
        </div>
      ) : null}
      {a.payouts.length === 0 ? (
        <p className={EMPTY}>No payouts yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Payouts, newest first</caption>
          <thead>
            <tr className="text-zinc-400">
              <th scope="col">Run</th>
              <th scope="col">Method</th>
              <th scope="col" className="text-right">
                Amount
              </th>
              <th scope="col" className="text-right">
                Fee
              </th>
              <th scope="col">Status</th>
              <th scope="col">Reference</th>
            </tr>
          </thead>
          <tbody>
            {a.payouts.map((p) => (
              <tr key={p.id} data-testid={`payout-${p.id}`} className="align-top">
                <td>
                  {p.runKey}
                  <span className="block text-xs text-zinc-400">
                    {p.periodStart} – {p.periodEnd}
                  </span>
                </td>
                <td>
                  {p.method} {p.methodMasked ?? ''}
                </td>
                <td className="text-right">{money(p.amountCents)}</td>
                <td className="text-right">{money(p.feeCents)}</td>
                <td data-testid="payout-status">
                  {p.status === 'paid' ? (
                    <span className="text-emerald-400">
                      Paid{p.paidAt ? ` ${formatWhen(p.paidAt)}` : ''}
                    </span>
                  ) : (
                    'Open'
                  )}
                </td>
                <td>
                  {p.status === 'paid' ? (
                    <span className="font-mono">{p.reference}</span>
                  ) : suspended ? (
                    <span className="text-zinc-400">Held while suspended</span>
                  ) : (
                    <MarkPaidForm payoutId={p.id} result={result} disabled={busy} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DetailSection>
  );
}
