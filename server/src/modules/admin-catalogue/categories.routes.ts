import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminCategoryService } from './categories.service';

/** The back office's categories and their slug redirects (issue 17). */
export function adminCategoryRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminCategoryService(deps);
  mount(app, deps, contract.adminGetCategory, service.adminGetCategory);
  mount(app, deps, contract.adminCreateCategory, service.adminCreateCategory);
  mount(app, deps, contract.adminUpdateCategory, service.adminUpdateCategory);
}
