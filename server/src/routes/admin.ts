import { contract } from '@reelcart/sdk/contract';
import { count, desc } from 'drizzle-orm';
import type { Hono } from 'hono';
import { adminAffiliateRoutes } from '../modules/admin-affiliates/affiliates.routes';
import { adminOrderRoutes } from '../modules/admin-orders/routes';
import { adminUserRoutes } from '../modules/admin-users/routes';
import { adminCouponRoutes } from '../modules/coupons/admin.routes';
import { adminMailRoutes } from '../modules/mail/routes';
import { adminReportRoutes } from '../modules/moderation/queue.routes';
import { toOrders } from '../modules/orders/orderView';
import { orders } from '../modules/schema';
import type { AppEnv, Deps } from '../platform/http/context';
import { mount } from '../platform/http/route';

export function adminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  adminUserRoutes(app, deps);
  adminOrderRoutes(app, deps);
  adminAffiliateRoutes(app, deps);
  adminReportRoutes(app, deps);
  adminMailRoutes(app, deps);
  adminCouponRoutes(app, deps);

  mount(app, deps, contract.adminListOrders, async ({ query }) => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .orderBy(desc(orders.number))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(orders),
    ]);
    const n = total?.n ?? 0;
    return {
      items: await toOrders(db, rows, true),
      page: query.page,
      limit: query.limit,
      total: n,
      totalPages: Math.ceil(n / query.limit),
    };
  });
}
