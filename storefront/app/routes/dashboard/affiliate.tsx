import {
  AffiliateOverview,
  JoinAffiliateProgramme,
} from '../../components/account/affiliate-programme';
import { LoadError } from '../../components/account/load-error';
import { loadAffiliateDashboard } from '../../lib/affiliate/dashboard.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/affiliate';

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadAffiliateDashboard(context, url);
}

export function meta() {
  return pageMeta('Affiliate programme', 'Your referral code, link, balance and payout state.');
}

export default function AffiliateDashboard({ loaderData }: Route.ComponentProps) {
  const { profile, summary, overview, origin } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Affiliate programme
      </h1>
      {!profile.ok ? (
        <LoadError message={profile.message} />
      ) : !profile.data.isAffiliate ? (
        <JoinAffiliateProgramme />
      ) : summary?.ok ? (
        <AffiliateOverview
          summary={summary.data}
          origin={origin}
          overview={overview?.ok ? overview.data : null}
        />
      ) : (
        <LoadError message={summary?.message ?? 'We could not load this just now.'} />
      )}
    </section>
  );
}
