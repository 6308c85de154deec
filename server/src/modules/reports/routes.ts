import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { reportsService } from './service';

/** The manager's sales reports and royalty statements (decisions 038, 084). */
export function reportRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = reportsService(deps);
  mount(app, deps, contract.salesOverview, service.salesOverview);
  mount(app, deps, contract.salesBreakdown, service.salesBreakdown);
  mount(app, deps, contract.listRoyaltyStatements, service.listRoyaltyStatements);
  mount(app, deps, contract.getRoyaltyStatement, service.getRoyaltyStatement);
  mount(app, deps, contract.recordRoyaltyPayment, service.recordRoyaltyPayment);
}
