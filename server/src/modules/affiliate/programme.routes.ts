import { contract } from '@reelcart/contract/affiliate';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { affiliateId } from './caller';
import { analytics, overview, periodOf } from './figures';

/**
 * The affiliate programme's calls (issue 15): the overview and analytics here; payouts
 * (payouts.routes.ts), links (links.routes.ts) and creatives (the creatives module) beside it.
 * Every `affiliate*` call is for affiliates only (platform/http/access.ts) and reads only the
 * caller's own rows: the affiliate id is the token's user id, never a parameter.
 */
export function affiliateRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  mount(app, deps, contract.affiliateOverview, async ({ auth, query }) =>
    overview(db, affiliateId(auth), periodOf(query)),
  );

  mount(app, deps, contract.affiliateAnalytics, async ({ auth, query }) =>
    analytics(db, affiliateId(auth), periodOf(query)),
  );
}
