import { useNavigation } from 'react-router';
import { AffiliateFigures, JoinAffiliates } from '../../components/account/affiliate-card';
import {
  ActiveRentals,
  DashboardCard,
  OwnedCount,
  RecentOrders,
} from '../../components/account/dashboard-cards';
import { EmailVerification } from '../../components/account/email-verification';
import { LoadError } from '../../components/account/load-error';
import { resendVerification } from '../../lib/account/account.server';
import { loadDashboard } from '../../lib/account/dashboard.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/overview';

/** The account at a glance: orders, rentals, owned videos, e-mail state, affiliate programme. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadDashboard(context, url);
}

/** The e-mail card's "resend the verification mail" (the profile page's action). */
export async function action({ context }: Route.ActionArgs) {
  return resendVerification(context);
}

export function meta() {
  return pageMeta('Dashboard', 'Your orders, rentals, videos and affiliate programme at a glance.');
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, orders, videos, affiliate, now } = loaderData;
  const resending = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Dashboard
      </h1>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <DashboardCard id="orders" title="Recent orders">
          {orders.ok ? (
            <RecentOrders orders={orders.data.items} total={orders.data.total} />
          ) : (
            <LoadError message={orders.message} />
          )}
        </DashboardCard>
        <DashboardCard id="rentals" title="Active rentals">
          {videos.ok ? (
            <ActiveRentals videos={videos.data.items} now={now} />
          ) : (
            <LoadError message={videos.message} />
          )}
        </DashboardCard>
        <DashboardCard id="owned" title="My videos">
          {videos.ok ? (
            <OwnedCount videos={videos.data.items} />
          ) : (
            <LoadError message={videos.message} />
          )}
        </DashboardCard>
        <DashboardCard id="email" title="E-mail address">
          {profile.ok ? (
            <EmailVerification
              profile={profile.data}
              outcome={actionData?.intent === 'resend' ? actionData : null}
              pending={resending}
            />
          ) : (
            <LoadError message={profile.message} />
          )}
        </DashboardCard>
        {profile.ok ? (
          <DashboardCard id="affiliate" title="Affiliate programme">
            {affiliate === null ? (
              <JoinAffiliates />
            ) : affiliate.ok ? (
              <AffiliateFigures
                summary={affiliate.data}
                month={loaderData.affiliateMonth?.ok ? loaderData.affiliateMonth.data : null}
              />
            ) : (
              <LoadError message={affiliate.message} />
            )}
          </DashboardCard>
        ) : null}
      </div>
    </section>
  );
}
