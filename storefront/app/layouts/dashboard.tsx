import { SectionLayout } from '../components/section-layout';

const LINKS = [
  { to: '/dashboard', label: 'Overview' },
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/dashboard/my-videos', label: 'My videos' },
  { to: '/dashboard/orders', label: 'Orders' },
  { to: '/dashboard/affiliate', label: 'Affiliate programme' },
];

export default function DashboardLayout() {
  return <SectionLayout name="Dashboard" links={LINKS} />;
}
