import * as z from 'zod/mini';
import { boundedString } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id } from '../core/common';

export const Coupon = z.object({
  _id: Id,
  code: z.string().check(z.minLength(1)),
  /** Payment gateways (billerIds) the coupon suits; empty or missing means all. */
  appliesToGateway: z.nullish(z.array(z.string())),
  /** Not shown in the spec: how the reference server discounts. At most one is set. */
  percentOff: z.nullish(z.number().check(z.minimum(0), z.maximum(100))),
  amountOff: z.nullish(z.number().check(z.nonnegative())),
  /** Not shown in the spec: below this subtotal (dollars) the coupon takes nothing off. */
  minSubtotal: z.nullish(z.number()),
});
export type Coupon = z.infer<typeof Coupon>;

/** A coupon code as typed by a shopper. */
const CouponCode = boundedString(64, { min: 1 });

export const ValidateCouponQuery = z.object({ code: CouponCode });
export type ValidateCouponQuery = z.infer<typeof ValidateCouponQuery>;

export const ValidateCouponResponse = z.object({
  valid: z.boolean(),
  coupon: z.nullish(Coupon),
  message: z.nullish(z.string()),
});
export type ValidateCouponResponse = z.infer<typeof ValidateCouponResponse>;

export const ValidatePaymentMethodQuery = z.object({
  code: CouponCode,
  billerId: boundedString(64, { min: 1 }),
});
export type ValidatePaymentMethodQuery = z.infer<typeof ValidatePaymentMethodQuery>;

/** The same answer as the coupon check: whether the coupon suits the biller. */
export const ValidatePaymentMethodResponse = ValidateCouponResponse;
export type ValidatePaymentMethodResponse = z.infer<typeof ValidatePaymentMethodResponse>;

export const couponCalls = {
  validateCoupon: defineCall({
    method: 'GET',
    path: '/api/coupons/validate',
    auth: 'optional',
    query: ValidateCouponQuery,
    response: ValidateCouponResponse,
  }),
  validatePaymentMethod: defineCall({
    method: 'GET',
    path: '/api/coupons/validate-payment-method',
    auth: 'optional',
    query: ValidatePaymentMethodQuery,
    response: ValidatePaymentMethodResponse,
  }),
} as const;
