import {
  type AffiliateOverview,
  type AffiliateSummary,
  affiliateCalls,
} from '@reelcart/contract/affiliate';
import { accountCalls, type Profile } from '@reelcart/sdk/contract';
import type { RouterContextProvider } from 'react-router';
import { type Loaded, loaded } from './account.server';
import { getCommerce } from './commerce.server';

type Context = Readonly<RouterContextProvider>;

export interface AffiliateDashboardData {
  profile: Loaded<Profile>;
  /** Affiliates only (null for everyone else, or when the profile could not be read). */
  summary: Loaded<AffiliateSummary> | null;
  /** Affiliates only: the all-time balance of the commission ledger and the next payout. */
  overview: Loaded<AffiliateOverview> | null;
  /** The storefront's origin, for the referral link. */
  origin: string;
}

/** `/dashboard/affiliate`: the profile says whether the account is an affiliate; then its summary. */
export async function loadAffiliateDashboard(
  context: Context,
  url: URL,
): Promise<AffiliateDashboardData> {
  const { client } = getCommerce(context);
  const profile = await loaded(url, () => client.request(accountCalls.getProfile));
  const [summary, overview] =
    profile.ok && profile.data.isAffiliate
      ? await Promise.all([
          loaded(url, () => client.request(affiliateCalls.affiliateSummary)),
          loaded(url, () => client.request(affiliateCalls.affiliateOverview, { query: {} })),
        ])
      : [null, null];
  return { profile, summary, overview, origin: url.origin };
}
