import {
  type AffiliateAnalytics,
  type AffiliateOverview,
  affiliateCalls,
  type CreativeList,
  type LinkList,
  type PayoutDetail,
  type PayoutList,
  type PayoutMethodView,
} from '@reelcart/contract/affiliate';
import type { RouterContextProvider } from 'react-router';
import { type Loaded, loaded } from './account.server';
import { type PeriodChoice, periodFromUrl } from './affiliate-format';
import { getCommerce } from './commerce.server';
import { viewerContext } from './viewer.server';

type Context = Readonly<RouterContextProvider>;

/** The affiliate area's data (issue 15): each screen one call, or an inline error; no call for non-affiliates. */
const NOT_AFFILIATE = 'The affiliate area is for affiliates.';

function forAffiliates<T>(context: Context, url: URL, load: () => Promise<T>): Promise<Loaded<T>> {
  if (!context.get(viewerContext).isAffiliate)
    return Promise.resolve({ ok: false, message: NOT_AFFILIATE });
  return loaded(url, load);
}

const client = (context: Context) => getCommerce(context).client;

export interface PeriodData<T> {
  period: PeriodChoice;
  data: Loaded<T>;
  origin: string;
}

export async function loadOverview(
  context: Context,
  url: URL,
): Promise<PeriodData<AffiliateOverview>> {
  const period = periodFromUrl(url);
  const data = await forAffiliates(context, url, () =>
    client(context).request(affiliateCalls.affiliateOverview, {
      query: { from: period.from, to: period.to },
    }),
  );
  return { period, data, origin: url.origin };
}

export async function loadAnalytics(
  context: Context,
  url: URL,
): Promise<PeriodData<AffiliateAnalytics>> {
  const period = periodFromUrl(url);
  const data = await forAffiliates(context, url, () =>
    client(context).request(affiliateCalls.affiliateAnalytics, {
      query: { from: period.from, to: period.to },
    }),
  );
  return { period, data, origin: url.origin };
}

export const loadPayoutMethod = (context: Context, url: URL): Promise<Loaded<PayoutMethodView>> =>
  forAffiliates(context, url, () => client(context).request(affiliateCalls.affiliatePayoutMethod));

export const loadPayouts = (context: Context, url: URL): Promise<Loaded<PayoutList>> =>
  forAffiliates(context, url, () => client(context).request(affiliateCalls.affiliatePayouts));

export const loadPayout = (context: Context, url: URL, id: string): Promise<Loaded<PayoutDetail>> =>
  forAffiliates(context, url, () =>
    client(context).request(affiliateCalls.affiliatePayout, { params: { id } }),
  );

export async function loadMarketing(context: Context, url: URL) {
  const [creatives, overview] = await Promise.all([
    forAffiliates<CreativeList>(context, url, () =>
      client(context).request(affiliateCalls.affiliateCreatives),
    ),
    forAffiliates(context, url, () =>
      client(context).request(affiliateCalls.affiliateOverview, { query: {} }),
    ),
  ]);
  return {
    creatives,
    code: overview.ok ? overview.data.affiliateCode : null,
    origin: url.origin,
  };
}

export async function loadLinks(context: Context, url: URL) {
  const [links, overview] = await Promise.all([
    forAffiliates<LinkList>(context, url, () =>
      client(context).request(affiliateCalls.affiliateLinks),
    ),
    forAffiliates(context, url, () =>
      client(context).request(affiliateCalls.affiliateOverview, { query: {} }),
    ),
  ]);
  return { links, code: overview.ok ? overview.data.affiliateCode : null, origin: url.origin };
}
