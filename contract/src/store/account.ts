import * as z from 'zod/mini';
import { AuthResponse } from './auth';
import { boundedString } from './bounded';
import { defineCall } from './call';
import { Id } from './common';

/** Not in the spec: profile, e-mail verification and the affiliate/manager areas of the reference server. */
export const Profile = z.object({
  id: Id,
  email: z.string(),
  displayName: z.nullish(z.string()),
  role: z.enum(['user', 'manager', 'admin']),
  isAffiliate: z.boolean(),
  affiliateCode: z.nullish(z.string()),
  hasPaymentInfo: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

export const UpdateProfileRequest = z.object({
  displayName: z.nullable(boundedString(80)),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const VerifyEmailRequest = z.object({
  token: boundedString(200, { min: 1 }),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;
export const VerifyEmailResponse = z.object({ email: z.string(), verified: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;
export const SentResponse = z.object({ sent: z.boolean() });

export const ChangePasswordRequest = z.object({
  currentPassword: boundedString(200, { min: 1 }),
  newPassword: boundedString(200, { min: 1 }),
  /** This session's refresh token: its family is kept, every other one is revoked. */
  refreshToken: z.nullish(boundedString(200)),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** How many other sessions (refresh-token families) were ended. */
export const SessionsRevokedResponse = z.object({ revokedSessions: z.number() });
export type SessionsRevokedResponse = z.infer<typeof SessionsRevokedResponse>;

export const PaymentInfoRequest = z.object({
  method: z.enum(['bank', 'paypal', 'crypto']),
  /** Where payouts go: an IBAN, an e-mail or a wallet address. */
  account: boundedString(200, { min: 3 }),
});
export type PaymentInfoRequest = z.infer<typeof PaymentInfoRequest>;

/** Joining the affiliate programme: the programme's terms must be accepted. */
export const JoinAffiliateRequest = z.object({ acceptTerms: z.literal(true) });
export type JoinAffiliateRequest = z.infer<typeof JoinAffiliateRequest>;

export const AffiliateSummary = z.object({
  affiliateCode: z.string(),
  hasPaymentInfo: z.boolean(),
  referredUsers: z.number(),
  events: z.object({
    click: z.number(),
    addToCart: z.number(),
    register: z.number(),
    checkout: z.number(),
  }),
});
export type AffiliateSummary = z.infer<typeof AffiliateSummary>;

export const SalesReport = z.object({
  orders: z.number(),
  revenue: z.number(),
  currency: z.string(),
  byDay: z.array(z.object({ day: z.string(), orders: z.number(), revenue: z.number() })),
});
export type SalesReport = z.infer<typeof SalesReport>;

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
  changePassword: defineCall({
    method: 'POST',
    path: '/api/auth/change-password',
    auth: 'required',
    body: ChangePasswordRequest,
    response: SessionsRevokedResponse,
  }),
  signOutEverywhere: defineCall({
    method: 'POST',
    path: '/api/auth/sign-out-everywhere',
    auth: 'required',
    response: SessionsRevokedResponse,
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
  /** Makes the account an affiliate with a code; answers a new token pair with the new claims. */
  joinAffiliate: defineCall({
    method: 'POST',
    path: '/api/account/affiliate',
    auth: 'required',
    body: JoinAffiliateRequest,
    response: AuthResponse,
  }),
  salesReport: defineCall({
    method: 'GET',
    path: '/api/manager/sales',
    auth: 'required',
    response: SalesReport,
  }),
} as const;
