import * as z from 'zod/mini';
import { defineCall } from './call';
import { Id } from './common';

/** Not in the spec: checkout through a payment gateway (billerId) on the reference server. */
export const Biller = z.object({ id: Id, name: z.string(), kind: z.enum(['card', 'crypto']) });
export type Biller = z.infer<typeof Biller>;

export const BillersResponse = z.object({ billers: z.array(Biller) });
export type BillersResponse = z.infer<typeof BillersResponse>;

export const CheckoutRequest = z.object({
  cartId: Id,
  cartVersion: z.number().check(z.int(), z.nonnegative()),
  billerId: Id,
  /** The same key across retries of one payment attempt. */
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(200)),
  /**
   * The total the shopper was shown, in cents (the SDK's `cart.totalCents`). When it differs from
   * what the server would charge (a price or coupon changed meanwhile) nothing is charged: 409
   * `TOTAL_CHANGED` with the new total (decision 063).
   */
  expectedTotalCents: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Biller-specific details, e.g. `{ cardNumber }` for a card biller. Never stored. */
  paymentDetails: z.optional(z.record(z.string(), z.string().check(z.maxLength(200)))),
  /** The affiliate cookie's referral, if any: attributes a customer who has no referrer yet. */
  referral: z.optional(
    z.object({
      referralCode: z.string().check(z.minLength(1), z.maxLength(64)),
      source: z.nullish(z.string().check(z.maxLength(512))),
      landingPage: z.nullish(z.string().check(z.maxLength(512))),
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
