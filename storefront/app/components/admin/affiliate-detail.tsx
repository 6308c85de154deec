import {
  type AdminAffiliate,
  AdminAffiliateUpdate,
  type AdminLedgerPage,
  MarkPayoutPaid,
} from '@reelcart/contract/admin';
import { Form, Link, useNavigation } from 'react-router';
import {
  type AffiliateActionResult,
  affiliateFromForm,
  percentOf,
  STATUS_LABELS,
} from '../../lib/admin-affiliates';
import { formatCents, useClientValidation } from '../../lib/admin-forms';
import { AuditHistory, formatWhen } from './audit-history';
import { ConfirmButton } from './confirm-button';
import { DetailSection } from './detail-section';
import { pick, SaveMessage, SelectField, TextField } from './fields';

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
  const { errors, onSubmit } = useClientValidation(
    MarkPayoutPaid,
    (form) => ({ reference: String(form.get('reference') ?? '') }),
    failure?.fieldErrors,
  );
  const id = `reference-${payoutId}`;
  return (
    <Form method="post" onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
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
 * `/admin/affiliates/{id}`: the code and figures, status and commission rate override (at the
 * version), the payment info (masked only; mark verified), payouts (mark an open one paid with
 * its reference), the ledger page by page, and the audit history (decision 048).
 */
export function AffiliateDetail({
  affiliate,
  ledger,
  result,
}: {
  affiliate: AdminAffiliate;
  ledger: AdminLedgerPage;
  result: AffiliateActionResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const failure = result && !result.ok && result.intent === 'save-affiliate' ? result : undefined;
  const { errors, onSubmit } = useClientValidation(
    AdminAffiliateUpdate,
    affiliateFromForm,
    failure?.fieldErrors,
  );
  const values = failure?.values;
  const a = affiliate;
  const suspended = a.status === 'suspended';
  const ledgerHref = (page: number) => `/admin/affiliates/${a.id}?ledger=${page}#ledger-title`;
  return (
    <section aria-labelledby="page-title">
      <p className="text-sm">
        <Link to="/admin/affiliates" className="underline">
          Affiliates
        </Link>
      </p>
      <h1 id="page-title" className="font-semibold text-2xl">
        <span className="font-mono">{a.code}</span> · {a.email}
      </h1>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-400">Status</dt>
        <dd data-testid="affiliate-status">
          {suspended ? (
            <span className="font-semibold text-rose-300">
              Suspended{a.suspendedAt ? ` since ${formatWhen(a.suspendedAt)}` : ''}
            </span>
          ) : (
            STATUS_LABELS.active
          )}
        </dd>
        <dt className="text-zinc-400">Commission rate</dt>
        <dd>
          {a.rateBp === null
            ? `Default (${percentOf(a.defaultRateBp)})`
            : `${percentOf(a.rateBp)} (override; default ${percentOf(a.defaultRateBp)})`}
        </dd>
        <dt className="text-zinc-400">Balance (unpaid)</dt>
        <dd data-testid="affiliate-balance">{money(a.balanceCents)}</dd>
        <dt className="text-zinc-400">Last 30 days</dt>
        <dd>
          {a.clicks} clicks, {a.signups} sign-ups, {a.sales} sales; commission{' '}
          {money(a.pendingCents)} pending, {money(a.approvedCents)} approved, {money(a.paidCents)}{' '}
          paid
        </dd>
        <dt className="text-zinc-400">User</dt>
        <dd>
          <Link to={`/admin/users/${a.id}`} className="underline">
            {a.email}
          </Link>
        </dd>
      </dl>

      <DetailSection id="affiliate-terms-title" title="Status and commission">
        <Form
          method="post"
          onSubmit={onSubmit}
          aria-labelledby="affiliate-terms-title"
          className="mt-3 grid gap-4 md:grid-cols-2"
          noValidate
        >
          <input type="hidden" name="intent" value="save-affiliate" />
          <input type="hidden" name="version" value={a.version} />
          <SelectField
            label="Status"
            name="status"
            emptyLabel="Choose a status"
            options={[
              { value: 'active', label: STATUS_LABELS.active },
              { value: 'suspended', label: STATUS_LABELS.suspended },
            ]}
            defaultValue={pick(values, 'status', a.status)}
            error={errors.status}
            hint="Suspended: their links track nothing, new sales earn no commission and payouts are held. Earned commission stays theirs."
          />
          <TextField
            label="Commission rate override (%)"
            name="commissionPercent"
            inputMode="decimal"
            defaultValue={pick(
              values,
              'commissionPercent',
              a.rateBp === null ? '' : String(a.rateBp / 100),
            )}
            error={errors.commissionPercent}
            hint={`Empty = the default ${percentOf(a.defaultRateBp)}. Applies to sales from now on.`}
          />
          <div className="flex flex-col gap-2 md:col-span-2">
            <SaveMessage
              result={result}
              intent="save-affiliate"
              reloadHref={`/admin/affiliates/${a.id}`}
            />
            <button type="submit" className="btn btn-solid self-start" disabled={busy}>
              Save affiliate
            </button>
          </div>
        </Form>
      </DetailSection>

      <DetailSection id="affiliate-payment-title" title="Payment info">
        {a.payment.method ? (
          <>
            <p className="mt-2 text-sm">
              <span className="uppercase">{a.payment.method}</span>{' '}
              <span className="font-mono" data-testid="payment-masked">
                {a.payment.masked}
              </span>{' '}
              ·{' '}
              {a.payment.verified ? (
                <span className="text-emerald-400" data-testid="payment-verified">
                  Verified{a.payment.verifiedAt ? ` ${formatWhen(a.payment.verifiedAt)}` : ''}
                </span>
              ) : (
                <span className="text-amber-300" data-testid="payment-verified">
                  Not verified: no payout until it is
                </span>
              )}
            </p>
            <Form method="post" id="affiliate-payment" className="mt-2">
              <input type="hidden" name="version" value={a.version} />
              {a.payment.verified ? (
                <ConfirmButton
                  form="affiliate-payment"
                  name="intent"
                  value="unverify-payment"
                  label="Mark not verified"
                  title="Mark the payment info not verified?"
                  confirmLabel="Mark not verified"
                  disabled={busy}
                >
                  Payout runs skip this affiliate until the payment info is verified again.
                </ConfirmButton>
              ) : (
                <ConfirmButton
                  form="affiliate-payment"
                  name="intent"
                  value="verify-payment"
                  label="Mark verified"
                  title="Mark the payment info verified?"
                  confirmLabel="Mark verified"
                  disabled={busy}
                >
                  You checked these details with the affiliate. Payout runs pay to them from now on;
                  if the affiliate saves new details, they need verifying again.
                </ConfirmButton>
              )}
            </Form>
          </>
        ) : (
          <p className={EMPTY}>No payment info saved yet: the affiliate cannot be paid.</p>
        )}
        <div className="mt-2">
          <SaveMessage result={result} intent="verify-payment" />
          <SaveMessage result={result} intent="unverify-payment" />
        </div>
      </DetailSection>

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

      <DetailSection id="ledger-title" title={`Ledger (${ledger.total} entries)`}>
        {ledger.items.length === 0 ? (
          <p className={EMPTY}>No ledger entries yet.</p>
        ) : (
          <>
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">
                Ledger entries, newest first, page {ledger.page} of {ledger.totalPages}
              </caption>
              <thead>
                <tr className="text-zinc-400">
                  <th scope="col">Booked</th>
                  <th scope="col">Order</th>
                  <th scope="col">Kind</th>
                  <th scope="col">State</th>
                  <th scope="col" className="text-right">
                    Rate
                  </th>
                  <th scope="col" className="text-right">
                    Base
                  </th>
                  <th scope="col" className="text-right">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.items.map((e) => (
                  <tr key={e.id}>
                    <td>{e.createdAt.slice(0, 10)}</td>
                    <td>#{e.orderNumber}</td>
                    <td>{e.kind}</td>
                    <td>{e.status}</td>
                    <td className="text-right">{percentOf(e.rateBp)}</td>
                    <td className="text-right">{money(e.baseCents)}</td>
                    <td className="text-right">{money(e.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav aria-label="Ledger pages" className="mt-2 flex items-center gap-3 text-sm">
              {ledger.page > 1 ? (
                <Link to={ledgerHref(ledger.page - 1)} className="underline">
                  Newer entries
                </Link>
              ) : null}
              <span>
                Page {ledger.page} of {Math.max(ledger.totalPages, 1)}
              </span>
              {ledger.page < ledger.totalPages ? (
                <Link to={ledgerHref(ledger.page + 1)} className="underline">
                  Older entries
                </Link>
              ) : null}
            </nav>
          </>
        )}
      </DetailSection>

      <AuditHistory entries={a.history} />
    </section>
  );
}
