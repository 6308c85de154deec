import * as z from 'zod/mini';
import { defineCall } from './call';
import { OrderStatus } from './checkout';
import { Id, OrderType, queryInt, Resolution } from './common';

/** Not in the spec: orders and purchased videos of the signed-in user on the reference server. */
export const OrderItem = z.object({
  productId: Id,
  videoId: Id,
  title: z.string(),
  slug: z.string(),
  thumbnail: z.string(),
  orderType: OrderType,
  resolution: Resolution,
  price: z.number(),
  /** A rental's period in hours. */
  rentalHours: z.nullish(z.number()),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const Order = z.object({
  _id: Id,
  orderNumber: z.string(),
  status: OrderStatus,
  billerId: z.nullish(z.string()),
  couponCode: z.nullish(z.string()),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.nullish(z.string()),
  items: z.array(OrderItem),
  /** Admin listings only: whose order it is. */
  email: z.optional(z.string()),
});
export type Order = z.infer<typeof Order>;

const Paging = {
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 20),
};
export const PageQuery = z.object(Paging);
export type PageQuery = z.input<typeof PageQuery>;

export const OrderList = z.object({
  items: z.array(Order),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type OrderList = z.infer<typeof OrderList>;

export const OwnedVideo = z.object({
  videoId: Id,
  /** The product held (its media URL is asked for by this id). */
  productId: Id,
  slug: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  dvdId: z.nullish(z.string()),
  orderType: OrderType,
  resolution: Resolution,
  download: z.boolean(),
  stream: z.boolean(),
  expiresAt: z.nullish(z.string()),
  /** False for an expired rental. */
  active: z.boolean(),
  acquiredAt: z.string(),
});
export type OwnedVideo = z.infer<typeof OwnedVideo>;

export const OwnedVideosResponse = z.object({ items: z.array(OwnedVideo) });
export type OwnedVideosResponse = z.infer<typeof OwnedVideosResponse>;

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
