import { SectionLayout } from '../components/section-layout';

const LINKS = [
  { to: '/manager', label: 'Overview' },
  { to: '/manager/sales', label: 'Sales' },
  { to: '/manager/royalties', label: 'Royalties' },
];

export default function ManagerLayout() {
  return <SectionLayout name="Manager" links={LINKS} />;
}
