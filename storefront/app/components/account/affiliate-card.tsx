import type { AffiliateOverview, AffiliateSummary } from '@reelcart/contract/affiliate';
import { Link } from 'react-router';
import { formatCents, formatCount } from '../../lib/affiliate-format';

/**
 * An affiliate's card: this month's figures and the balance from the commission ledger (the
 * overview of the month), or — when that could not be read — the all-time totals of the summary;
 * the payout-info state and the way into `/affiliate`.
 */
export function AffiliateFigures({
  summary,
  month = null,
}: {
  summary: AffiliateSummary;
  month?: AffiliateOverview | null;
}) {
  const figures = month
    ? [
        { label: 'Clicks this month', value: formatCount(month.clicks) },
        { label: 'Sign-ups this month', value: formatCount(month.signups) },
        { label: 'Sales this month', value: formatCount(month.sales) },
        { label: 'Commission this month', value: formatCents(month.commissionCents) },
      ]
    : [
        { label: 'Referred sign-ups', value: formatCount(summary.referredUsers) },
        { label: 'Link clicks', value: formatCount(summary.events.click) },
        { label: 'Checkouts', value: formatCount(summary.events.checkout) },
      ];
  return (
    <>
      <p className="text-sm">
        Your code: <span className="font-medium font-mono">{summary.affiliateCode}</span>
      </p>
      {month ? (
        <p className="mt-1 text-sm text-zinc-400" data-testid="affiliate-card-balance">
          Balance: {formatCents(month.balance.approvedCents)} approved,{' '}
          {formatCents(month.balance.pendingCents)} pending
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="text-sm text-zinc-400">{f.label}</dt>
            <dd className="font-semibold text-2xl tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      {summary.hasPaymentInfo ? null : (
        <p className="mt-3 text-amber-200 text-sm">
          Your payout information is missing.{' '}
          <Link to="/affiliate/payout-setup">Set up payout information</Link>
        </p>
      )}
      <p className="mt-3">
        <Link to="/affiliate" className="btn btn-outline">
          Open the affiliate area
        </Link>
      </p>
    </>
  );
}

/** Not an affiliate yet: what the programme is and where to join it. */
export function JoinAffiliates() {
  return (
    <>
      <p>
        Earn from the sales you refer: share your own link and follow its clicks, sign-ups and
        checkouts.
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <Link to="/dashboard/affiliate" className="btn btn-solid">
          Join the affiliate programme
        </Link>
        <Link to="/become-an-affiliate" className="btn btn-outline">
          How it works
        </Link>
      </p>
    </>
  );
}
