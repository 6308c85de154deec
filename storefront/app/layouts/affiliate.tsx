import { SectionLayout } from '../components/section-layout';

const LINKS = [
  { to: '/affiliate', label: 'Overview' },
  { to: '/affiliate/analytics', label: 'Analytics' },
  { to: '/affiliate/marketing', label: 'Marketing' },
  { to: '/affiliate/link-generator', label: 'Link generator' },
  { to: '/affiliate/payout-setup', label: 'Payout setup' },
  { to: '/affiliate/payout-history', label: 'Payout history' },
];

export default function AffiliateLayout() {
  return <SectionLayout name="Affiliate" links={LINKS} />;
}
