import * as z from 'zod/mini';
import { boundedString, isoDay } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, queryInt } from '../core/common';
import { OrderList, PageQuery } from '../store/orders';
import { AuditEntry } from './catalogue';

/**
 * Not in the spec's call list: the back office's orders and refunds (issue 18, decision 043).
 * Admins only. `adminListOrders` (`GET /api/admin/orders`) stays as it was; the table with its
 * filters is `adminSearchOrders`.
 */

/** What an order shows as its state: the payment's status, or how much of it was refunded. */
export const AdminOrderStatus = z.enum([
  'pending',
  'processing',
  'paid',
  'declined',
  'partially_refunded',
  'refunded',
]);
export type AdminOrderStatus = z.infer<typeof AdminOrderStatus>;

const day = isoDay();
const cents = z.optional(
  z.coerce.number<number | string>().check(z.int(), z.minimum(0), z.maximum(100_000_000)),
);

/** The columns `/admin/orders` sorts by (issue 33): the number, the date, the total, the buyer. */
export const ADMIN_ORDER_SORTS = ['number', 'createdAt', 'total', 'email'] as const;

export const AdminOrderQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 25),
  /** An order number (`RC-000123` or `123`) or part of the buyer's e-mail. */
  q: z.optional(boundedString(200)),
  status: z.optional(AdminOrderStatus),
  gateway: z.optional(boundedString(60)),
  /** Created on or after this UTC day. */
  from: z.optional(day),
  /** Created on or before this UTC day. */
  to: z.optional(day),
  coupon: z.optional(boundedString(60)),
  /** The affiliate's referral code the order's commission was booked to. */
  affiliate: z.optional(boundedString(60)),
  minCents: cents,
  maxCents: cents,
  /** Newest first unless the list asks otherwise; ties by order number, which is unique. */
  sort: z._default(z.enum(ADMIN_ORDER_SORTS), 'createdAt'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export type AdminOrderQuery = z.input<typeof AdminOrderQuery>;

export const AdminOrderRow = z.object({
  _id: Id,
  orderNumber: z.string(),
  createdAt: z.string(),
  buyerEmail: z.string(),
  status: AdminOrderStatus,
  gateway: z.nullable(z.string()),
  couponCode: z.nullable(z.string()),
  affiliateCode: z.nullable(z.string()),
  items: z.number(),
  totalCents: z.number(),
  refundedCents: z.number(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderList = z.object({
  items: z.array(AdminOrderRow),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type AdminOrderList = z.infer<typeof AdminOrderList>;

export const AdminOrderLine = z.object({
  productId: Id,
  videoSlug: z.nullable(z.string()),
  videoTitle: z.string(),
  orderType: z.string(),
  resolution: z.string(),
  priceCents: z.number(),
  /** The line's share of what was paid (the coupon's discount prorated, decision 043). */
  paidCents: z.number(),
  refund: z.nullable(
    z.object({ refundId: z.nullable(z.string()), amountCents: z.number(), at: z.string() }),
  ),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLine>;

export const AdminOrderRefund = z.object({
  _id: Id,
  refundKey: z.string(),
  orderId: Id,
  productIds: z.array(z.string()),
  amountCents: z.number(),
  reason: z.string(),
  actorEmail: z.string(),
  /**
   * 'void' | 'reversal' | 'adjustment' when the refund reversed (its share of) an affiliate
   * commission, else null (decision 055).
   */
  commission: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminOrderRefund = z.infer<typeof AdminOrderRefund>;

export const AdminOrderTimelineEvent = z.object({
  at: z.string(),
  kind: z.enum(['created', 'payment', 'paid', 'refund', 'commission', 'audit']),
  label: z.string(),
  actorEmail: z.nullable(z.string()),
  detail: z.nullable(z.string()),
  /** The signed amount the event moved, in cents (a commission's void or reversal is negative). */
  amountCents: z.optional(z.number()),
});
export type AdminOrderTimelineEvent = z.infer<typeof AdminOrderTimelineEvent>;

export const AdminOrder = z.extend(AdminOrderRow, {
  buyerId: Id,
  subtotalCents: z.number(),
  discountCents: z.number(),
  paidAt: z.nullable(z.string()),
  country: z.nullable(z.string()),
  lines: z.array(AdminOrderLine),
  payments: z.array(
    z.object({
      _id: Id,
      gateway: z.string(),
      status: z.string(),
      reference: z.nullable(z.string()),
      message: z.nullable(z.string()),
      amountCents: z.number(),
      createdAt: z.string(),
    }),
  ),
  coupon: z.nullable(
    z.object({
      code: z.string(),
      percentOff: z.nullable(z.number()),
      amountOffCents: z.nullable(z.number()),
    }),
  ),
  attribution: z.nullable(
    z.object({
      affiliateId: Id,
      affiliateCode: z.string(),
      source: z.nullable(z.string()),
      landingPage: z.nullable(z.string()),
      commissionCents: z.number(),
      /** 'pending' | 'approved' | 'paid' | 'partly reversed' | 'voided' | 'clawed back' */
      commissionStatus: z.string(),
    }),
  ),
  refunds: z.array(AdminOrderRefund),
  /** What a refund of every line not refunded yet would return. */
  refundableCents: z.number(),
  timeline: z.array(AdminOrderTimelineEvent),
  history: z.array(AuditEntry),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminRefundRequest = z.object({
  /** The lines to refund; empty or absent: every line not refunded yet (a full refund). */
  productIds: z._default(z.array(boundedString(100, { min: 1 })).check(z.maxLength(100)), () => []),
  reason: boundedString(500, {
    trim: true,
    multiline: true,
    min: 3,
    tooShort: 'Give a reason (at least 3 characters)',
  }),
  /** Idempotency: the same key answers the same refund. */
  refundKey: boundedString(200, { min: 8 }),
});
export type AdminRefundRequest = z.input<typeof AdminRefundRequest>;

export const AdminRefundResult = z.object({ refund: AdminOrderRefund, order: AdminOrder });
export type AdminRefundResult = z.infer<typeof AdminRefundResult>;

export const adminOrderCalls = {
  /** Every order, newest first, as the shopper's order list shows them. */
  adminListOrders: defineCall({
    method: 'GET',
    path: '/api/admin/orders',
    auth: 'required',
    access: 'admin',
    query: PageQuery,
    response: OrderList,
  }),
  adminSearchOrders: defineCall({
    method: 'GET',
    path: '/api/admin/order-search',
    auth: 'required',
    access: 'admin',
    query: AdminOrderQuery,
    response: AdminOrderList,
  }),
  adminGetOrder: defineCall({
    method: 'GET',
    path: '/api/admin/orders/{id}',
    auth: 'required',
    access: 'admin',
    response: AdminOrder,
  }),
  adminRefundOrder: defineCall({
    method: 'POST',
    path: '/api/admin/orders/{id}/refunds',
    auth: 'required',
    access: 'admin',
    body: AdminRefundRequest,
    response: AdminRefundResult,
  }),
} as const;
