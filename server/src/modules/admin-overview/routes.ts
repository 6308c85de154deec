import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminOverviewService } from './service';

/** The back office's overview calls: the dashboard, the audit log, the global search, the form options. */
export function adminOverviewRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminOverviewService(deps);
  mount(app, deps, contract.adminDashboard, service.adminDashboard);
  mount(app, deps, contract.adminAuditLog, service.adminAuditLog);
  mount(app, deps, contract.adminSearch, service.adminSearch);
  mount(app, deps, contract.adminOptions, service.adminOptions);
}
