import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminCouponService } from './admin.service';

/** The back office's coupons (issue 18, decision 045): list with usage, detail, create, edit. */
export function adminCouponRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminCouponService(deps);
  mount(app, deps, contract.adminListCoupons, service.adminListCoupons);
  mount(app, deps, contract.adminGetCoupon, service.adminGetCoupon);
  mount(app, deps, contract.adminCreateCoupon, service.adminCreateCoupon);
  mount(app, deps, contract.adminUpdateCoupon, service.adminUpdateCoupon);
}
