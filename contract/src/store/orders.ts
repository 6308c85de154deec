import * as z from 'zod/mini';
import { defineCall } from '../core/call';
import { Id, OrderType, queryInt, Resolution } from '../core/common';
import { OrderStatus } from './checkout';

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
  /**
   * What this line paid: its price less its share of the order's discount (the money rule,
   * decision 063); the lines' figures sum to the order's total. What a refund of it returns.
   */
  paid: z.number(),
  /** The line's refund (the amount returned and when), or null. */
  refund: z.nullable(z.object({ amount: z.number(), at: z.string() })),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** One refund of an order as its buyer sees it: when, how much and which lines (decision 064). */
export const OrderRefund = z.object({
  _id: Id,
  createdAt: z.string(),
  amount: z.number(),
  /** The refunded lines (product ids of the order's items). */
  productIds: z.array(Id),
  /** A refund by the shop, or a chargeback through the buyer's bank. */
  kind: z.enum(['refund', 'chargeback']),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

/** A paid order of which some lines (partially) or all lines were refunded; null otherwise. */
export const OrderRefundStatus = z.enum(['partially_refunded', 'refunded']);
export type OrderRefundStatus = z.infer<typeof OrderRefundStatus>;

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
  /** `partially_refunded` or `refunded` once lines of the paid order were refunded, else null. */
  refundStatus: z.nullable(OrderRefundStatus),
  /** What the refunds returned, in all. */
  refunded: z.number(),
  /** What the buyer paid net of refunds: total − refunded. */
  remaining: z.number(),
  /** The refunds, oldest first. */
  refunds: z.array(OrderRefund),
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
