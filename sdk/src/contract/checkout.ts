import * as v from 'valibot';
import { defineCall } from './call';
import { Id } from './common';

/** Not in the spec: checkout through a payment gateway (billerId) on the reference server. */
export const Biller = v.object({ id: Id, name: v.string(), kind: v.picklist(['card', 'crypto']) });
export type Biller = v.InferOutput<typeof Biller>;

export const BillersResponse = v.object({ billers: v.array(Biller) });
export type BillersResponse = v.InferOutput<typeof BillersResponse>;

export const CheckoutRequest = v.object({
  cartId: Id,
  cartVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  billerId: Id,
  /** The same key across retries of one payment attempt. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(200)),
  /** Biller-specific details, e.g. `{ cardNumber }` for a card biller. Never stored. */
  paymentDetails: v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(200)))),
});
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequest>;

export const OrderStatus = v.picklist(['pending', 'processing', 'paid', 'declined']);
export type OrderStatus = v.InferOutput<typeof OrderStatus>;

export const CheckoutResponse = v.object({
  orderId: Id,
  orderNumber: v.string(),
  status: OrderStatus,
  total: v.number(),
  currency: v.string(),
  /** Where the storefront goes next: `/checkout/success/{orderId}` or `/checkout/failed`. */
  redirectTo: v.string(),
  message: v.nullish(v.string()),
});
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponse>;

export const checkoutCalls = {
  listBillers: defineCall({
    method: 'GET',
    path: '/api/checkout/billers',
    auth: 'none',
    response: BillersResponse,
  }),
  checkout: defineCall({
    method: 'POST',
    path: '/api/checkout',
    auth: 'required',
    body: CheckoutRequest,
    response: CheckoutResponse,
  }),
} as const;
