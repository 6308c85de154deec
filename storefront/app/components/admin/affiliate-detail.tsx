import {
  type AdminAffiliate,
  AdminAffiliateUpdate,
  type AdminLedgerPage,
} from '@reelcart/contract/admin';
import { Form, Link, useNavigation } from 'react-router';
import {
  type AffiliateActionResult,
  affiliateFromForm,
  percentOf,
  STATUS_LABELS,
} from '../../admin/resources/affiliates';
import { formatCents, useClientValidation } from '../../lib/admin/forms';
import { AffiliateLedger } from './affiliate-ledger';
import { AffiliatePayouts } from './affiliate-payouts';
import { AuditHistory, formatWhen } from './audit-history';
import { ConfirmButton } from './confirm-button';
import { DetailSection } from './detail-section';
import { pick, SaveMessage, SelectField, TextField } from './fields';

const money = (cents: number) => `$${formatCents(cents)}`;
const EMPTY = 'mt-2 text-sm text-zinc-400';
const _CONTROL = 'rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-sm';

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
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    AdminAffiliateUpdate,
    affiliateFromForm,
    failure?.fieldErrors,
  );
  const values = failure?.values;
  const a = affiliate;
  const suspended = a.status === 'suspended';
  const _ledgerHref = (page: number) => `/admin/affiliates/${a.id}?ledger=${page}#ledger-title`;
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
          onBlur={onBlur}
          onChange={onFieldChange}
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

      <AffiliatePayouts affiliate={a} result={result} busy={busy} />
      <AffiliateLedger affiliateId={a.id} ledger={ledger} />

      <AuditHistory entries={a.history} />
    </section>
  );
}
