import { contract } from '@reelcart/contract/docs';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import { ApiError } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { affiliateId } from './caller';
import { payoutDetail, payoutsOf } from './figures';
import { payoutMethodOf, savePayoutMethod } from './payoutMethod';
import { runPayouts } from './payouts';

/** An affiliate's payout method and payouts, and the admin's payout run (issue 15, decision 036). */
export function affiliatePayoutRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  mount(app, deps, contract.affiliatePayoutMethod, async ({ auth }) =>
    payoutMethodOf(db, affiliateId(auth)),
  );

  mount(app, deps, contract.affiliateSavePayoutMethod, async ({ auth, body }) =>
    savePayoutMethod(db, deps.config, affiliateId(auth), body),
  );

  mount(app, deps, contract.affiliatePayouts, async ({ auth }) => payoutsOf(db, affiliateId(auth)));

  mount(app, deps, contract.affiliatePayout, async ({ auth, params }) =>
    payoutDetail(db, affiliateId(auth), params.id ?? ''),
  );

  mount(app, deps, contract.adminRunPayouts, async ({ body }) => {
    if (body.runKey && !/-(01|16)$/.test(body.runKey))
      throw new ApiError(400, 'Invalid runKey: payouts run on the 1st and the 16th', {
        field: 'runKey',
      });
    return runPayouts(db, { runKey: body.runKey });
  });
}
