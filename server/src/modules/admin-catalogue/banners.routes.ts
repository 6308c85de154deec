import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminBannerService } from './banners.service';

/** The back office's home banners (issue 17): schedule, order, active state, all audited. */
export function adminBannerRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminBannerService(deps);
  mount(app, deps, contract.adminListBanners, service.adminListBanners);
  mount(app, deps, contract.adminOrderBanners, service.adminOrderBanners);
  mount(app, deps, contract.adminCreateBanner, service.adminCreateBanner);
  mount(app, deps, contract.adminUpdateBanner, service.adminUpdateBanner);
}
