import { JoinAffiliates } from '../components/account/affiliate-card';
import { SectionLayout } from '../components/section-layout';
import { viewerContext } from '../lib/auth/viewer.server';
import type { Route } from './+types/affiliate';

const LINKS = [
  { to: '/affiliate', label: 'Overview' },
  { to: '/affiliate/analytics', label: 'Analytics' },
  { to: '/affiliate/marketing', label: 'Marketing' },
  { to: '/affiliate/link-generator', label: 'Link generator' },
  { to: '/affiliate/payout-setup', label: 'Payout setup' },
  { to: '/affiliate/payout-history', label: 'Payout history' },
];

/** Affiliates get their area; a signed-in non-affiliate is told how to join (issue 15). */
export function loader({ context }: Route.LoaderArgs) {
  return { isAffiliate: context.get(viewerContext).isAffiliate };
}

export default function AffiliateLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.isAffiliate) {
    return (
      <SectionLayout name="Affiliate" links={[]}>
        <section aria-labelledby="page-title">
          <h1 id="page-title" className="mb-4 font-semibold text-2xl">
            The affiliate area
          </h1>
          <JoinAffiliates />
        </section>
      </SectionLayout>
    );
  }
  return <SectionLayout name="Affiliate" links={LINKS} />;
}
