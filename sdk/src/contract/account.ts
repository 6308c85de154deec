import * as v from 'valibot';
import { defineCall } from './call';
import { Id } from './common';

/** Not in the spec: profile, e-mail verification and the affiliate/manager areas of the reference server. */
export const Profile = v.object({
  id: Id,
  email: v.string(),
  displayName: v.nullish(v.string()),
  role: v.picklist(['user', 'manager', 'admin']),
  isAffiliate: v.boolean(),
  affiliateCode: v.nullish(v.string()),
  hasPaymentInfo: v.boolean(),
  emailVerified: v.boolean(),
  createdAt: v.string(),
});
export type Profile = v.InferOutput<typeof Profile>;

export const UpdateProfileRequest = v.object({
  displayName: v.nullable(v.pipe(v.string(), v.maxLength(80))),
});
export type UpdateProfileRequest = v.InferOutput<typeof UpdateProfileRequest>;

export const VerifyEmailRequest = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
export type VerifyEmailRequest = v.InferOutput<typeof VerifyEmailRequest>;
export const VerifyEmailResponse = v.object({ email: v.string(), verified: v.boolean() });
export type VerifyEmailResponse = v.InferOutput<typeof VerifyEmailResponse>;
export const SentResponse = v.object({ sent: v.boolean() });

export const PaymentInfoRequest = v.object({
  method: v.picklist(['bank', 'paypal', 'crypto']),
  /** Where payouts go: an IBAN, an e-mail or a wallet address. */
  account: v.pipe(v.string(), v.minLength(3), v.maxLength(200)),
});
export type PaymentInfoRequest = v.InferOutput<typeof PaymentInfoRequest>;

export const AffiliateSummary = v.object({
  affiliateCode: v.string(),
  hasPaymentInfo: v.boolean(),
  referredUsers: v.number(),
  events: v.object({
    click: v.number(),
    addToCart: v.number(),
    register: v.number(),
    checkout: v.number(),
  }),
});
export type AffiliateSummary = v.InferOutput<typeof AffiliateSummary>;

export const SalesReport = v.object({
  orders: v.number(),
  revenue: v.number(),
  currency: v.string(),
  byDay: v.array(v.object({ day: v.string(), orders: v.number(), revenue: v.number() })),
});
export type SalesReport = v.InferOutput<typeof SalesReport>;

export const accountCalls = {
  getProfile: defineCall({
    method: 'GET',
    path: '/api/user/profile',
    auth: 'required',
    response: Profile,
  }),
  updateProfile: defineCall({
    method: 'PATCH',
    path: '/api/user/profile',
    auth: 'required',
    body: UpdateProfileRequest,
    response: Profile,
  }),
  verifyEmail: defineCall({
    method: 'POST',
    path: '/api/auth/verify-email',
    auth: 'none',
    body: VerifyEmailRequest,
    response: VerifyEmailResponse,
  }),
  resendVerification: defineCall({
    method: 'POST',
    path: '/api/auth/resend-verification',
    auth: 'required',
    response: SentResponse,
  }),
  affiliateSummary: defineCall({
    method: 'GET',
    path: '/api/affiliate/summary',
    auth: 'required',
    response: AffiliateSummary,
  }),
  setPaymentInfo: defineCall({
    method: 'PUT',
    path: '/api/affiliate/payment-info',
    auth: 'required',
    body: PaymentInfoRequest,
    response: Profile,
  }),
  salesReport: defineCall({
    method: 'GET',
    path: '/api/manager/sales',
    auth: 'required',
    response: SalesReport,
  }),
} as const;
