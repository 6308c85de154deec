import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminActressService } from './actresses.service';

/** The back office's actresses (issue 17). */
export function adminActressRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminActressService(deps);
  mount(app, deps, contract.adminGetActress, service.adminGetActress);
  mount(app, deps, contract.adminCreateActress, service.adminCreateActress);
  mount(app, deps, contract.adminUpdateActress, service.adminUpdateActress);
}
