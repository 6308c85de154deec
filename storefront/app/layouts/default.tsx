import { Outlet } from 'react-router';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

export default function DefaultLayout() {
  return (
    <>
      <SiteHeader />
      <main className="container-site py-6">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
