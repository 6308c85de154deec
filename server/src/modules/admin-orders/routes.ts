import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import { notFound, unauthorized } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { listOrders } from './orderList';
import { adminOrder, searchOrders } from './queries';
import { refundOrder, toRefundView } from './refund';

/** The back office's plain list of orders, newest first. */
export function adminOrderListRoutes(app: Hono<AppEnv>, deps: Deps): void {
  mount(app, deps, contract.adminListOrders, async ({ query }) => listOrders(deps.db, query));
}

/** The back office's orders and refunds (issue 18, decision 043). */
export function adminOrderRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const now = () => new Date(deps.clock.now());

  mount(app, deps, contract.adminSearchOrders, async ({ query }) => searchOrders(db, query));

  mount(app, deps, contract.adminGetOrder, async ({ params }) => {
    const order = await adminOrder(db, params.id ?? '', now());
    if (!order) throw notFound('Order not found');
    return order;
  });

  mount(app, deps, contract.adminRefundOrder, async ({ auth, params, body }) => {
    if (!auth) throw unauthorized();
    const orderId = params.id ?? '';
    const { refund } = await refundOrder(db, auth, orderId, body, now());
    const order = await adminOrder(db, orderId, now());
    if (!order) throw notFound('Order not found');
    return { refund: toRefundView(refund), order };
  });
}
