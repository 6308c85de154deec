import { contract } from '@reelcart/contract/admin';
import { Outlet } from 'react-router';
import { AdminShell } from '../components/admin/admin-shell';
import { adminEmail, adminLoad } from '../lib/admin/admin.server';
import { backOfficeHref, storeOrigin } from '../lib/platform/store-origin';
import type { Route } from './+types/admin';

/**
 * Who is signed in, the studios and categories for the navigation, and the admin pages that live on
 * the store host (the admin check ran first).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const options = await adminLoad(context, url, contract.adminOptions);
  const refs = (list: Array<{ slug: string; name: string }>) =>
    list.map(({ slug, name }) => ({ slug, name }));
  return {
    email: adminEmail(context),
    storeOrigin: storeOrigin(url, process.env.PUBLIC_BASE_URL),
    studios: refs(options.studios),
    categories: refs(options.categories),
    storeLinks: [
      {
        href: backOfficeHref('/studiosconnect', url, process.env.PUBLIC_BASE_URL),
        label: 'Studio intake',
      },
    ],
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      email={loaderData.email}
      studios={loaderData.studios}
      categories={loaderData.categories}
      storeOrigin={loaderData.storeOrigin}
      storeLinks={loaderData.storeLinks}
    >
      <Outlet />
    </AdminShell>
  );
}
