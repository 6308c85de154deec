import { contract } from '@reelcart/contract/store';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import { clientAddress } from '../../platform/http/clientAddress';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { admitByAddress, createRateLimiter } from '../../platform/limits/rateLimit';
import { supportService } from './service';

/** Stored messages allowed per client address and form, per window (not spec numbers). */
export const SUPPORT_RATE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
const TOO_MANY = 'Too many messages from this address. Try again later.';

/** `POST /api/contact` and `POST /api/report`: validated by the contract, stored, rate-limited. */
export function supportRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = supportService(deps);
  const contactLimiter = createRateLimiter({ db: deps.db, name: 'contact', ...SUPPORT_RATE_LIMIT });
  const reportLimiter = createRateLimiter({ db: deps.db, name: 'report', ...SUPPORT_RATE_LIMIT });
  mount(app, deps, contract.contact, (input) => service.contact(clientAddress(input.c))(input), {
    before: admitByAddress(contactLimiter, TOO_MANY),
  });
  mount(app, deps, contract.report, (input) => service.report(clientAddress(input.c))(input), {
    before: admitByAddress(reportLimiter, TOO_MANY),
  });
}
