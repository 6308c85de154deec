import { SectionLayout } from '../components/section-layout';

const LINKS = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/banners', label: 'Banners' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/videos', label: 'Videos' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/creatives', label: 'Creatives' },
  { to: '/admin/actresses', label: 'Actresses' },
  { to: '/admin/affiliates', label: 'Affiliates' },
];

export default function AdminLayout() {
  return <SectionLayout name="Admin" links={LINKS} />;
}
