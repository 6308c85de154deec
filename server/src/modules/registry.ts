// The one registry (issue 30, decision 074): every module's calls are mounted here and only here,
// in this order (the order of the paths Hono matches first). A service whose handlers are all its
// module's HTTP layer needs is mounted whole by `mountAll` (decision 087: each handler on the
// contract's call of the same name); a module that adapts the request (a rate limit, a header, the
// visitor, a file) keeps a route file. `app.ts` builds the middleware and calls `mountModules`; the
// layering test (src/layering.test.ts) keeps every other file from importing a route file.
import { contract as admin } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../platform/deps';
import type { AppEnv } from '../platform/http/context';
import { mountAll } from '../platform/http/route';
import { authRoutes } from './accounts/auth.routes';
import { accountRoutes } from './accounts/profile.routes';
import { adminAffiliateService } from './admin-affiliates/affiliates.service';
import { adminPayoutService } from './admin-affiliates/payouts.service';
import { adminActressService } from './admin-catalogue/actresses.service';
import { adminBannerService } from './admin-catalogue/banners.service';
import { adminCategoryService } from './admin-catalogue/categories.service';
import { adminProductService } from './admin-catalogue/products.service';
import { adminStudioService } from './admin-catalogue/studios.service';
import { adminVideoService } from './admin-catalogue/videos.service';
import { adminOrderListRoutes, adminOrderRoutes } from './admin-orders/routes';
import { adminOverviewService } from './admin-overview/service';
import { adminUserService } from './admin-users/service';
import { affiliateLinkRoutes } from './affiliate/links.routes';
import { affiliatePayoutRoutes } from './affiliate/payouts.routes';
import { affiliateRoutes } from './affiliate/programme.routes';
import { cartRoutes } from './cart/routes';
import { catalogueRoutes } from './catalogue/routes';
import { adminCouponService } from './coupons/admin.service';
import { adminCreativeRoutes } from './creatives/admin.routes';
import { creativeRoutes } from './creatives/public.routes';
import { intakeItemService } from './intake/items.service';
import { intakeStudioService } from './intake/studios.service';
import { adminMailService } from './mail/service';
import { mediaRoutes } from './media/routes';
import type { MediaStorage } from './media/storage';
import { adminModerationRoutes } from './moderation/queue.routes';
import { supportRoutes } from './moderation/routes';
import { orderRoutes } from './orders/routes';
import { reportRoutes } from './reports/routes';
import { testFaults, testHookRoutes } from './test-hooks/routes';
import type { TestHooks } from './test-hooks/testHooks';

export interface ModuleOptions {
  /** Where media is read from; defaults to the configured adapter (local files or S3). */
  mediaStorage?: MediaStorage | undefined;
}

/** Every module's calls, mounted on the app. */
export function mountModules(app: Hono<AppEnv>, deps: Deps, options: ModuleOptions = {}): void {
  authRoutes(app, deps);
  cartRoutes(app, deps);
  accountRoutes(app, deps);
  catalogueRoutes(app, deps);
  orderRoutes(app, deps);
  // the back office
  mountAll(app, deps, admin, adminUserService(deps));
  adminOrderRoutes(app, deps);
  mountAll(app, deps, admin, adminAffiliateService(deps));
  mountAll(app, deps, admin, adminPayoutService(deps));
  adminModerationRoutes(app, deps);
  mountAll(app, deps, admin, adminMailService(deps));
  mountAll(app, deps, admin, adminCouponService(deps));
  adminOrderListRoutes(app, deps);
  mountAll(app, deps, admin, adminOverviewService(deps));
  mountAll(app, deps, admin, adminVideoService(deps));
  mountAll(app, deps, admin, adminProductService(deps));
  mountAll(app, deps, admin, adminStudioService(deps));
  mountAll(app, deps, admin, adminActressService(deps));
  mountAll(app, deps, admin, adminCategoryService(deps));
  mountAll(app, deps, admin, adminBannerService(deps));
  mountAll(app, deps, admin, intakeStudioService(deps));
  mountAll(app, deps, admin, intakeItemService(deps));
  supportRoutes(app, deps);
  mediaRoutes(app, deps, options.mediaStorage);
  affiliateRoutes(app, deps);
  affiliatePayoutRoutes(app, deps);
  creativeRoutes(app, deps);
  affiliateLinkRoutes(app, deps);
  reportRoutes(app, deps);
  adminCreativeRoutes(app, deps);
}

/** The test-only levers (decision 071), before every other route; never in production. */
export function mountTestHooks(app: Hono<AppEnv>, deps: Deps, hooks: TestHooks): void {
  app.use('/api/*', testFaults(hooks));
  testHookRoutes(app, deps, hooks);
}
