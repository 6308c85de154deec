import type {
  AffiliateOverview as AffiliateOverviewData,
  AffiliateSummary,
} from '@reelcart/contract/affiliate';
import { accountCalls, isCommerceError } from '@reelcart/sdk/contract';
import { useCommerce } from '@reelcart/sdk/react';
import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { formatCents, referralLink } from '../../lib/affiliate-format';

const SECTION = 'mt-6 rounded-md border border-zinc-800 p-4';

/**
 * An affiliate's summary: code, link, balance and payout-information state, with the way into
 * `/affiliate`. The balance is the commission ledger's (the overview call); when that could not be
 * read, the section says so rather than showing a figure.
 */
export function AffiliateOverview({
  summary,
  origin,
  overview,
}: {
  summary: AffiliateSummary;
  origin: string;
  /** null: the overview could not be read just now. */
  overview: AffiliateOverviewData | null;
}) {
  const link = referralLink(origin, '/', { code: summary.affiliateCode });
  return (
    <>
      <section aria-labelledby="code-title" className={SECTION}>
        <h2 id="code-title" className="font-semibold text-lg">
          Your referral code and link
        </h2>
        <dl className="mt-2 grid gap-2 sm:grid-cols-[12rem_1fr]">
          <dt className="text-zinc-400">Code</dt>
          <dd className="font-medium font-mono" data-testid="affiliate-code">
            {summary.affiliateCode}
          </dd>
          <dt className="text-zinc-400">Link</dt>
          <dd className="break-all font-mono text-sm">{link}</dd>
          <dt className="text-zinc-400">Referred sign-ups</dt>
          <dd className="tabular-nums">{summary.referredUsers}</dd>
        </dl>
      </section>
      <section aria-labelledby="balance-title" className={SECTION}>
        <h2 id="balance-title" className="font-semibold text-lg">
          Balance
        </h2>
        {overview === null ? (
          <p className="mt-2" role="status">
            Your balance could not be loaded just now. It is on the{' '}
            <Link to="/affiliate">affiliate overview</Link>.
          </p>
        ) : overview.balance.pendingCents +
            overview.balance.approvedCents +
            overview.balance.paidCents ===
          0 ? (
          <>
            <p className="mt-2">No commissions yet.</p>
            <p className="mt-1 text-sm text-zinc-400">
              Commissions on the sales you refer show here once they are earned.
            </p>
          </>
        ) : (
          <>
            <dl
              className="mt-2 grid gap-2 sm:grid-cols-[12rem_1fr]"
              data-testid="affiliate-balance"
            >
              <dt className="text-zinc-400">Approved (next payout)</dt>
              <dd className="font-medium tabular-nums">
                {formatCents(overview.balance.approvedCents)}
              </dd>
              <dt className="text-zinc-400">Pending (30-day hold)</dt>
              <dd className="tabular-nums">{formatCents(overview.balance.pendingCents)}</dd>
              <dt className="text-zinc-400">Paid to date</dt>
              <dd className="tabular-nums">{formatCents(overview.balance.paidCents)}</dd>
            </dl>
            <p className="mt-2 text-sm text-zinc-400">
              Next payout date: {overview.nextPayoutDate}
              {overview.minimumCents !== null
                ? ` (paid when the approved balance reaches ${formatCents(overview.minimumCents)})`
                : ''}
              . <Link to="/affiliate/payout-history">Payout history</Link>
            </p>
          </>
        )}
      </section>
      <section aria-labelledby="payout-title" className={SECTION}>
        <h2 id="payout-title" className="font-semibold text-lg">
          Payout information
        </h2>
        {summary.hasPaymentInfo ? (
          <p className="mt-2">Your payout information is set.</p>
        ) : (
          <p className="mt-2 text-amber-200">Your payout information is missing.</p>
        )}
        <p className="mt-2">
          <Link to="/affiliate/payout-setup">
            {summary.hasPaymentInfo ? 'Change payout information' : 'Set up payout information'}
          </Link>
        </p>
      </section>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to="/affiliate" className="btn btn-solid">
          Open the affiliate area
        </Link>
        <Link to="/affiliate/link-generator" className="btn btn-outline">
          Make a link
        </Link>
      </p>
    </>
  );
}

/**
 * Joining the programme: the terms accepted, `POST /api/account/affiliate` answers a new token
 * pair and the SDK adopts it, so the header and the affiliate area know at once (no new sign-in).
 */
export function JoinAffiliateProgramme() {
  const commerce = useCommerce();
  const revalidator = useRevalidator();
  const termsId = useId();
  const errorId = useId();
  const [accepted, setAccepted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const join = async () => {
    if (!accepted) {
      setError('Accept the affiliate terms to join.');
      return;
    }
    setPending(true);
    setError(null);
    const failed = 'We could not make you an affiliate just now. Please try again in a moment.';
    try {
      const answer = await commerce.client.request(accountCalls.joinAffiliate, {
        body: { acceptTerms: true },
      });
      if (commerce.auth.adoptSession(answer)) await revalidator.revalidate();
      else setError(failed);
    } catch (failure) {
      if (!isCommerceError(failure)) throw failure;
      setError(failed);
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-labelledby="join-title" className={SECTION}>
      <h2 id="join-title" className="font-semibold text-lg">
        Join the affiliate programme
      </h2>
      <p className="mt-2">
        Earn from the sales you refer: you get your own code and link, and follow its clicks,
        sign-ups and checkouts. <Link to="/become-an-affiliate">How it works</Link>
      </p>
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void join();
        }}
      >
        <label htmlFor={termsId} className="flex items-center gap-2">
          <input
            id={termsId}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            aria-describedby={error ? errorId : undefined}
          />
          <span>
            I accept the <Link to="/affiliate-tos">affiliate terms of service</Link>
          </span>
        </label>
        {error ? (
          <p id={errorId} role="alert" className="text-rose-300">
            {error}
          </p>
        ) : null}
        <p>
          <button type="submit" className="btn btn-solid" disabled={pending}>
            {pending ? 'Joining…' : 'Join the affiliate programme'}
          </button>
        </p>
      </form>
    </section>
  );
}
