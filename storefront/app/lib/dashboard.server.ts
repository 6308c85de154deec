import {
  type AffiliateOverview,
  type AffiliateSummary,
  affiliateCalls,
} from '@reelcart/contract/affiliate';
import {
  accountCalls,
  type OrderList,
  type OwnedVideosResponse,
  orderCalls,
  type Profile,
} from '@reelcart/sdk/contract';
import type { RouterContextProvider } from 'react-router';
import { type Loaded, loaded } from './account.server';
import { periodFromUrl } from './affiliate-format';
import { getCommerce } from './commerce.server';

type Context = Readonly<RouterContextProvider>;

/** How many of the newest orders the dashboard lists (the rest are one link away). */
export const DASHBOARD_RECENT_ORDERS = 3;

export interface DashboardData {
  profile: Loaded<Profile>;
  orders: Loaded<OrderList>;
  videos: Loaded<OwnedVideosResponse>;
  /** Affiliates only (null for everyone else, or when the profile could not be read). */
  affiliate: Loaded<AffiliateSummary> | null;
  /** Affiliates only: this month's figures and the balance from the commission ledger. */
  affiliateMonth: Loaded<AffiliateOverview> | null;
  /** The server's clock when the page was made: the countdown's first render, so hydration agrees. */
  now: string;
}

/**
 * The account at a glance: profile (e-mail state, affiliate flag), the newest orders, owned and
 * rented videos and, for affiliates, their summary. Each part fails on its own (an inline error).
 */
export async function loadDashboard(context: Context, url: URL): Promise<DashboardData> {
  const { client } = getCommerce(context);
  const [profile, orders, videos] = await Promise.all([
    loaded(url, () => client.request(accountCalls.getProfile)),
    loaded(url, () =>
      client.request(orderCalls.listOrders, {
        query: { page: 1, limit: DASHBOARD_RECENT_ORDERS },
      }),
    ),
    loaded(url, () => client.request(orderCalls.listOwnedVideos)),
  ]);
  const isAffiliate = profile.ok && profile.data.isAffiliate;
  const month = periodFromUrl(new URL('/?period=this-month', url));
  const [affiliate, affiliateMonth] = isAffiliate
    ? await Promise.all([
        loaded(url, () => client.request(affiliateCalls.affiliateSummary)),
        loaded(url, () =>
          client.request(affiliateCalls.affiliateOverview, {
            query: { from: month.from, to: month.to },
          }),
        ),
      ])
    : [null, null];
  return { profile, orders, videos, affiliate, affiliateMonth, now: new Date().toISOString() };
}
