import { contract } from '@reelcart/contract/docs';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount, mountAll } from '../../platform/http/route';
import { admitByAddress, createRateLimiter } from '../../platform/limits/rateLimit';
import { visitorOf } from '../affiliate';
import { TRACKING_RATE_LIMIT } from './profile';
import { accountService } from './profile.service';

export function accountRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { log, resendVerification, ...calls } = accountService(deps);
  const trackingLimiter = createRateLimiter({
    db: deps.db,
    name: 'tracking',
    ...TRACKING_RATE_LIMIT,
  });
  const trackingAdmission = admitByAddress(
    trackingLimiter,
    'Too many tracking events from this address. Try again later.',
  );
  mount(
    app,
    deps,
    contract.log,
    (input) => log((explicit) => visitorOf(input.c, deps, explicit))(input),
    {
      before: trackingAdmission,
    },
  );
  mount(app, deps, contract.resendVerification, (input) =>
    resendVerification((seconds) => input.c.header('Retry-After', String(seconds)))(input),
  );
  mountAll(app, deps, contract, calls);
}
