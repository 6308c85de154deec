import type { AffiliateSummary } from '@reelcart/sdk/contract';
import { Link } from 'react-router';

/**
 * An affiliate's referral figures from the affiliate summary (the totals it answers: referred
 * sign-ups, clicks and checkouts), the payout-info state and the way into `/affiliate`.
 */
export function AffiliateFigures({ summary }: { summary: AffiliateSummary }) {
  const figures = [
    { label: 'Referred sign-ups', value: summary.referredUsers },
    { label: 'Link clicks', value: summary.events.click },
    { label: 'Checkouts', value: summary.events.checkout },
  ];
  return (
    <>
      <p className="text-sm">
        Your code: <span className="font-medium font-mono">{summary.affiliateCode}</span>
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-3">
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
