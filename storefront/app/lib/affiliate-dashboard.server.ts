import { type AffiliateSummary, accountCalls, type Profile } from '@reelcart/sdk/contract';
import type { RouterContextProvider } from 'react-router';
import { type Loaded, loaded } from './account.server';
import { getCommerce } from './commerce.server';

type Context = Readonly<RouterContextProvider>;

export interface AffiliateDashboardData {
  profile: Loaded<Profile>;
  /** Affiliates only (null for everyone else, or when the profile could not be read). */
  summary: Loaded<AffiliateSummary> | null;
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
  const summary =
    profile.ok && profile.data.isAffiliate
      ? await loaded(url, () => client.request(accountCalls.affiliateSummary))
      : null;
  return { profile, summary, origin: url.origin };
}
