import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminStudioService } from './studios.service';

/** The back office's studios (issue 17). */
export function adminStudioRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminStudioService(deps);
  mount(app, deps, contract.adminGetStudio, service.adminGetStudio);
  mount(app, deps, contract.adminCreateStudio, service.adminCreateStudio);
  mount(app, deps, contract.adminUpdateStudio, service.adminUpdateStudio);
}
