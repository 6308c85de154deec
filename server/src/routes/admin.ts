import { contract } from '@reelcart/contract/admin';
import { count, desc } from 'drizzle-orm';
import type { Hono } from 'hono';
import { orders } from '../db/schema';
import type { AppEnv, Deps } from '../http/context';
import { mount } from '../http/route';
import { toOrders } from '../services/orderView';
import { adminAffiliateRoutes } from './adminAffiliates';
import { adminCouponRoutes } from './adminCoupons';
import { adminMailRoutes } from './adminMail';
import { adminOrderRoutes } from './adminOrders';
import { adminReportRoutes } from './adminReports';
import { adminUserRoutes } from './adminUsers';

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
