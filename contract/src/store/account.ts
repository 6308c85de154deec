import * as z from 'zod/mini';
import { boundedString } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id } from '../core/common';
import { AuthResponse } from './auth';

/**
 * Not in the spec: a signed-in shopper's profile, e-mail verification, password change and reset
 * (with the link an admin or the mail outbox gave), and joining the affiliate programme.
 */
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

export const ResetPasswordRequest = z.object({
  token: boundedString(200, { min: 1 }),
  password: boundedString(200, { min: 1 }),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const ResetPasswordResponse = z.object({ email: z.string() });

/** Joining the affiliate programme: the programme's terms must be accepted. */
export const JoinAffiliateRequest = z.object({ acceptTerms: z.literal(true) });
export type JoinAffiliateRequest = z.infer<typeof JoinAffiliateRequest>;

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
  /** Makes the account an affiliate with a code; answers a new token pair with the new claims. */
  joinAffiliate: defineCall({
    method: 'POST',
    path: '/api/account/affiliate',
    auth: 'required',
    body: JoinAffiliateRequest,
    response: AuthResponse,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'none',
    body: ResetPasswordRequest,
    response: ResetPasswordResponse,
  }),
} as const;
