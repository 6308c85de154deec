import * as v from 'valibot';
import { defineCall } from './call';
import { Id } from './common';

export const Coupon = v.object({
  _id: Id,
  code: v.pipe(v.string(), v.minLength(1)),
  /** Payment gateways (billerIds) the coupon suits; empty or missing means all. */
  appliesToGateway: v.nullish(v.array(v.string())),
  /** Not shown in the spec: how the reference server discounts. At most one is set. */
  percentOff: v.nullish(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  amountOff: v.nullish(v.pipe(v.number(), v.minValue(0))),
});
export type Coupon = v.InferOutput<typeof Coupon>;

export const ValidateCouponQuery = v.object({ code: v.pipe(v.string(), v.minLength(1)) });
export type ValidateCouponQuery = v.InferOutput<typeof ValidateCouponQuery>;

export const ValidateCouponResponse = v.object({
  valid: v.boolean(),
  coupon: v.nullish(Coupon),
  message: v.nullish(v.string()),
});
export type ValidateCouponResponse = v.InferOutput<typeof ValidateCouponResponse>;

export const ValidatePaymentMethodQuery = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  billerId: v.pipe(v.string(), v.minLength(1)),
});
export type ValidatePaymentMethodQuery = v.InferOutput<typeof ValidatePaymentMethodQuery>;

/** The same answer as the coupon check: whether the coupon suits the biller. */
export const ValidatePaymentMethodResponse = ValidateCouponResponse;
export type ValidatePaymentMethodResponse = v.InferOutput<typeof ValidatePaymentMethodResponse>;

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
