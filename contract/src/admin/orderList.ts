import { defineCall } from './call';
import { OrderList, PageQuery } from './orders';

/**
 * Not in the spec: admin listings of the reference server (admins only; the bearer is always sent).
 * The users' calls are in `adminUsers.ts`.
 */
export const adminCalls = {
  adminListOrders: defineCall({
    method: 'GET',
    path: '/api/admin/orders',
    auth: 'required',
    query: PageQuery,
    response: OrderList,
  }),
} as const;
