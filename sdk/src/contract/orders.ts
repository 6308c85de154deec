import * as v from 'valibot';
import { defineCall } from './call';
import { OrderStatus } from './checkout';
import { Id, OrderType, queryInt, Resolution } from './common';

/** Not in the spec: orders and purchased videos of the signed-in user on the reference server. */
export const OrderItem = v.object({
  productId: Id,
  videoId: Id,
  title: v.string(),
  slug: v.string(),
  thumbnail: v.string(),
  orderType: OrderType,
  resolution: Resolution,
  price: v.number(),
});
export type OrderItem = v.InferOutput<typeof OrderItem>;

export const Order = v.object({
  _id: Id,
  orderNumber: v.string(),
  status: OrderStatus,
  billerId: v.nullish(v.string()),
  couponCode: v.nullish(v.string()),
  subtotal: v.number(),
  discount: v.number(),
  total: v.number(),
  currency: v.string(),
  createdAt: v.string(),
  paidAt: v.nullish(v.string()),
  items: v.array(OrderItem),
  /** Admin listings only: whose order it is. */
  email: v.optional(v.string()),
});
export type Order = v.InferOutput<typeof Order>;

const Paging = {
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 20),
};
export const PageQuery = v.object(Paging);
export type PageQuery = v.InferInput<typeof PageQuery>;

export const OrderList = v.object({
  items: v.array(Order),
  page: v.number(),
  limit: v.number(),
  total: v.number(),
  totalPages: v.number(),
});
export type OrderList = v.InferOutput<typeof OrderList>;

export const OwnedVideo = v.object({
  videoId: Id,
  slug: v.string(),
  title: v.string(),
  thumbnail: v.string(),
  dvdId: v.nullish(v.string()),
  orderType: OrderType,
  resolution: Resolution,
  download: v.boolean(),
  stream: v.boolean(),
  expiresAt: v.nullish(v.string()),
  /** False for an expired rental. */
  active: v.boolean(),
  acquiredAt: v.string(),
});
export type OwnedVideo = v.InferOutput<typeof OwnedVideo>;

export const OwnedVideosResponse = v.object({ items: v.array(OwnedVideo) });
export type OwnedVideosResponse = v.InferOutput<typeof OwnedVideosResponse>;

export const orderCalls = {
  listOrders: defineCall({
    method: 'GET',
    path: '/api/orders',
    auth: 'required',
    query: PageQuery,
    response: OrderList,
  }),
  getOrder: defineCall({
    method: 'GET',
    path: '/api/orders/{orderNumber}',
    auth: 'required',
    response: Order,
  }),
  listOwnedVideos: defineCall({
    method: 'GET',
    path: '/api/user/videos',
    auth: 'required',
    response: OwnedVideosResponse,
  }),
} as const;
