import * as z from 'zod/mini';
import { boundedInt, boundedString } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id } from '../core/common';

/** Not in the spec: checkout through a payment gateway (billerId) on the reference server. */
export const Biller = z.object({ id: Id, name: z.string(), kind: z.enum(['card', 'crypto']) });
export type Biller = z.infer<typeof Biller>;

export const BillersResponse = z.object({ billers: z.array(Biller) });
export type BillersResponse = z.infer<typeof BillersResponse>;

export const CheckoutRequest = z.object({
  cartId: Id,
  cartVersion: boundedInt(),
  billerId: Id,
  /** The same key across retries of one payment attempt. */
  idempotencyKey: boundedString(200, { min: 8 }),
  /**
   * The total the shopper was shown, in cents (the SDK's `cart.totalCents`). When it differs from
   * what the server would charge (a price or coupon changed meanwhile) nothing is charged: 409
   * `TOTAL_CHANGED` with the new total (decision 063).
   */
  expectedTotalCents: z.optional(boundedInt()),
  /** Biller-specific details, e.g. `{ cardNumber }` for a card biller. Never stored. */
  paymentDetails: z.optional(z.record(boundedString(60), boundedString(200))),
  /** The affiliate cookie's referral, if any: attributes a customer who has no referrer yet. */
  referral: z.optional(
    z.object({
      referralCode: boundedString(64, { min: 1 }),
      source: z.nullish(boundedString(512)),
      landingPage: z.nullish(boundedString(512)),
    }),
  ),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

export const OrderStatus = z.enum(['pending', 'processing', 'paid', 'declined']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const CheckoutResponse = z.object({
  orderId: Id,
  orderNumber: z.string(),
  status: OrderStatus,
  total: z.number(),
  currency: z.string(),
  /** Where the storefront goes next: `/checkout/success/{orderId}` or `/checkout/failed`. */
  redirectTo: z.string(),
  message: z.nullish(z.string()),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

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
