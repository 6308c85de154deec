// The one registry (issue 30, decision 074): every module's routes are mounted here and only here,
// in this order (the order of the paths Hono matches first). `app.ts` builds the middleware and
// calls `mountModules`; the layering test (src/layering.test.ts) keeps every other file from
// importing a route file.
import type { Hono } from 'hono';
import type { Deps } from '../platform/deps';
import type { AppEnv } from '../platform/http/context';
import { authRoutes } from './accounts/auth.routes';
import { accountRoutes } from './accounts/profile.routes';
import { adminAffiliateRoutes } from './admin-affiliates/affiliates.routes';
import { adminActressRoutes } from './admin-catalogue/actresses.routes';
import { adminBannerRoutes } from './admin-catalogue/banners.routes';
import { adminCategoryRoutes } from './admin-catalogue/categories.routes';
import { adminProductRoutes } from './admin-catalogue/products.routes';
import { adminStudioRoutes } from './admin-catalogue/studios.routes';
import { adminVideoRoutes } from './admin-catalogue/videos.routes';
import { adminOrderListRoutes, adminOrderRoutes } from './admin-orders/routes';
import { adminOverviewRoutes } from './admin-overview/routes';
import { adminUserRoutes } from './admin-users/routes';
import { affiliateLinkRoutes } from './affiliate/links.routes';
import { affiliatePayoutRoutes } from './affiliate/payouts.routes';
import { affiliateRoutes } from './affiliate/programme.routes';
import { cartRoutes } from './cart/routes';
import { catalogueRoutes } from './catalogue/routes';
import { adminCouponRoutes } from './coupons/admin.routes';
import { adminCreativeRoutes } from './creatives/admin.routes';
import { creativeRoutes } from './creatives/public.routes';
import { intakeRoutes } from './intake/routes';
import { adminMailRoutes } from './mail/routes';
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
  adminUserRoutes(app, deps);
  adminOrderRoutes(app, deps);
  adminAffiliateRoutes(app, deps);
  adminModerationRoutes(app, deps);
  adminMailRoutes(app, deps);
  adminCouponRoutes(app, deps);
  adminOrderListRoutes(app, deps);
  adminOverviewRoutes(app, deps);
  adminVideoRoutes(app, deps);
  adminProductRoutes(app, deps);
  adminStudioRoutes(app, deps);
  adminActressRoutes(app, deps);
  adminCategoryRoutes(app, deps);
  adminBannerRoutes(app, deps);
  intakeRoutes(app, deps);
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
