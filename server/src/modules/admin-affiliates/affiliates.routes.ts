import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminAffiliateService } from './affiliates.service';
import { adminPayoutService } from './payouts.service';

/**
 * The back office's affiliates (issue 18): figures over a period, status and rate override
 * (decision 048), payment verification, the ledger, payouts and the payout run (decision 049).
 */
export function adminAffiliateRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminAffiliateService(deps);
  const payouts = adminPayoutService(deps);
  mount(app, deps, contract.adminListAffiliates, service.adminListAffiliates);
  mount(app, deps, contract.adminGetAffiliate, service.adminGetAffiliate);
  mount(app, deps, contract.adminUpdateAffiliate, service.adminUpdateAffiliate);
  mount(app, deps, contract.adminVerifyAffiliatePayment, service.adminVerifyAffiliatePayment);
  mount(app, deps, contract.adminAffiliateLedger, service.adminAffiliateLedger);
  mount(app, deps, contract.adminMarkPayoutPaid, payouts.adminMarkPayoutPaid);
  mount(app, deps, contract.adminPreviewPayoutRun, payouts.adminPreviewPayoutRun);
  mount(app, deps, contract.adminConfirmPayoutRun, payouts.adminConfirmPayoutRun);
}
