import * as z from 'zod/mini';
import { Profile } from './account';
import { defineCall } from './call';
import { OrderList, PageQuery } from './orders';

/** Not in the spec: admin listings of the reference server (admins only; the bearer is always sent). */
export const AdminUserList = z.object({
  items: z.array(Profile),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

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
