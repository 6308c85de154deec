import { Link, useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { CommissionTable } from '../../components/affiliate/commission-table';
import { CopyField } from '../../components/affiliate/copy-field';
import { PeriodSwitcher } from '../../components/affiliate/period-switcher';
import { loadOverview } from '../../lib/affiliate/affiliate.server';
import { conversion, formatCents, formatCount, referralLink } from '../../lib/affiliate/format';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/overview';

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadOverview(context, url);
}

export function meta() {
  return pageMeta('Affiliate overview', 'Your clicks, sign-ups, sales and commission.');
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-md border border-zinc-800 p-3">
      <dt className="text-sm text-zinc-400">{label}</dt>
      <dd className="font-semibold text-2xl tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-zinc-400">{hint}</dd> : null}
    </div>
  );
}

export default function AffiliateOverviewPage({ loaderData }: Route.ComponentProps) {
  const { period, data, origin } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/affiliate';
  return (
    <section aria-labelledby="page-title" aria-busy={loading}>
      <h1 id="page-title" className="font-semibold text-2xl">
        Affiliate overview
      </h1>
      <PeriodSwitcher period={period} path="/affiliate" />
      {!data.ok ? (
        <LoadError message={data.message} />
      ) : (
        <div className={loading ? 'opacity-60' : undefined}>
          {loading ? <p role="status">Loading…</p> : null}
          <h2 className="mt-6 font-semibold text-lg">Traffic and sales</h2>
          <dl className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="overview-figures">
            <Figure label="Clicks (raw)" value={formatCount(data.data.clicks)} />
            <Figure
              label="Clicks (unique)"
              value={formatCount(data.data.uniqueClicks)}
              hint="one per visitor per 24 h"
            />
            <Figure label="Sign-ups" value={formatCount(data.data.signups)} />
            <Figure
              label="Sales"
              value={formatCount(data.data.sales)}
              hint={formatCents(data.data.salesCents)}
            />
            <Figure
              label="Conversion"
              value={conversion(data.data.sales, data.data.uniqueClicks).percent}
              hint={`${conversion(data.data.sales, data.data.uniqueClicks).ratio} (sales per unique clicks)`}
            />
            <Figure
              label="EPC"
              value={data.data.epcCents === null ? '—' : formatCents(data.data.epcCents)}
              hint="earnings per 100 clicks"
            />
            <Figure label="Commission" value={formatCents(data.data.commissionCents)} />
          </dl>
          <h2 className="mt-6 font-semibold text-lg">Commission of the period</h2>
          <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Figure
              label="Pending"
              value={formatCents(data.data.period.pendingCents)}
              hint="in the 30-day hold"
            />
            <Figure label="Approved" value={formatCents(data.data.period.approvedCents)} />
            <Figure label="Paid" value={formatCents(data.data.period.paidCents)} />
          </dl>
          <h2 className="mt-6 font-semibold text-lg">Balance</h2>
          <dl className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure
              label="Approved balance"
              value={formatCents(data.data.balance.approvedCents)}
              hint="paid at the next run"
            />
            <Figure
              label="Pending (all time)"
              value={formatCents(data.data.balance.pendingCents)}
            />
            <Figure label="Paid (all time)" value={formatCents(data.data.balance.paidCents)} />
            <Figure
              label="Next payout"
              value={data.data.nextPayoutDate}
              hint={
                data.data.minimumCents === null
                  ? 'set up a payout method'
                  : `minimum ${formatCents(data.data.minimumCents)}`
              }
            />
          </dl>
          {data.data.payoutMethod === null ? (
            <p className="mt-3 text-amber-200 text-sm">
              No payout method yet. <Link to="/affiliate/payout-setup">Set up your payout</Link>
            </p>
          ) : null}
          <h2 className="mt-6 font-semibold text-lg">Your referral link</h2>
          <CopyField
            label="Referral link"
            value={referralLink(origin, '/', { code: data.data.affiliateCode })}
          />
          <h2 className="mt-6 font-semibold text-lg">Recent commissions</h2>
          <CommissionTable lines={data.data.recent} caption="Recent commissions" />
        </div>
      )}
    </section>
  );
}
