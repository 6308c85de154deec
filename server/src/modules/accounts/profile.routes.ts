import { contract } from '@reelcart/contract/docs';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { admitByAddress, createRateLimiter } from '../../platform/limits/rateLimit';
import { visitorOf } from '../affiliate';
import { TRACKING_RATE_LIMIT } from './profile';
import { accountService } from './profile.service';

export function accountRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = accountService(deps);
  const trackingLimiter = createRateLimiter({
    db: deps.db,
    name: 'tracking',
    ...TRACKING_RATE_LIMIT,
  });
  const trackingAdmission = admitByAddress(
    trackingLimiter,
    'Too many tracking events from this address. Try again later.',
  );
  mount(app, deps, contract.validateCoupon, service.validateCoupon);
  mount(app, deps, contract.validatePaymentMethod, service.validatePaymentMethod);
  mount(app, deps, contract.ownedProducts, service.ownedProducts);
  mount(
    app,
    deps,
    contract.log,
    (input) => service.log((explicit) => visitorOf(input.c, deps, explicit))(input),
    { before: trackingAdmission },
  );
  mount(app, deps, contract.getProfile, service.getProfile);
  mount(app, deps, contract.updateProfile, service.updateProfile);
  mount(app, deps, contract.verifyEmail, service.verifyEmail);
  mount(app, deps, contract.resendVerification, (input) =>
    service.resendVerification((seconds) => input.c.header('Retry-After', String(seconds)))(input),
  );
  mount(app, deps, contract.affiliateSummary, service.affiliateSummary);
  mount(app, deps, contract.joinAffiliate, service.joinAffiliate);
  mount(app, deps, contract.setPaymentInfo, service.setPaymentInfo);
  mount(app, deps, contract.salesReport, service.salesReport);
}
