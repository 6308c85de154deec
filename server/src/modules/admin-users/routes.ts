import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminUserService } from './service';

/** The back office's users (issue 18): list, detail, role, suspension, sessions, reset links. */
export function adminUserRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminUserService(deps);
  mount(app, deps, contract.adminListUsers, service.adminListUsers);
  mount(app, deps, contract.adminGetUser, service.adminGetUser);
  mount(app, deps, contract.adminUpdateUser, service.adminUpdateUser);
  mount(app, deps, contract.adminSuspendUser, service.adminSuspendUser);
  mount(app, deps, contract.adminSignOutUser, service.adminSignOutUser);
  mount(app, deps, contract.adminPasswordResetLink, service.adminPasswordResetLink);
}
