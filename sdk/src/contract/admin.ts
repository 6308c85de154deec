import * as v from 'valibot';
import { Profile } from './account';
import { defineCall } from './call';
import { OrderList, PageQuery } from './orders';

/** Not in the spec: admin listings of the reference server (admins only; the bearer is always sent). */
export const AdminUserList = v.object({
  items: v.array(Profile),
  page: v.number(),
  limit: v.number(),
  total: v.number(),
  totalPages: v.number(),
});
export type AdminUserList = v.InferOutput<typeof AdminUserList>;

export const adminCalls = {
  adminListUsers: defineCall({
    method: 'GET',
    path: '/api/admin/users',
    auth: 'required',
    query: PageQuery,
    response: AdminUserList,
  }),
  adminListOrders: defineCall({
    method: 'GET',
    path: '/api/admin/orders',
    auth: 'required',
    query: PageQuery,
    response: OrderList,
  }),
} as const;
