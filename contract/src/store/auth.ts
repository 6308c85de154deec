import * as z from 'zod/mini';
import { boundedString, EMAIL_MAX, emailAddress } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id } from '../core/common';

/** Passwords: long passphrases welcome, bounded so hashing stays cheap. */
const Password = boundedString(200, { min: 1 });
/** A referral (affiliate) code as captured from a landing link. */
const ReferralCode = boundedString(64);
/** A Google ID token (a JWT). */
const GoogleCredential = boundedString(4096, { min: 1 });
/** An opaque refresh token. */
const RefreshToken = boundedString(512, { min: 1 });

export const AuthUser = z
  .object({
    id: z.optional(Id),
    _id: z.optional(Id),
    email: z.string().check(z.minLength(1)),
    isAffiliate: z._default(z.boolean(), false),
    affiliateCode: z.nullish(z.string()),
    hasPaymentInfo: z._default(z.boolean(), false),
    /** Not in the spec's table: the reference server sends the role too (the token's claim is the source of truth). */
    role: z.optional(z.string()),
  })
  .check(
    z.refine((user) => Boolean(user.id ?? user._id), {
      message: 'user needs an id or _id',
      path: ['id'],
    }),
  );
export type AuthUser = z.infer<typeof AuthUser>;

export const AuthResponse = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  user: AuthUser,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const LoginRequest = z.object({
  email: boundedString(EMAIL_MAX, { min: 1 }),
  password: Password,
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RegisterRequest = z.object({
  email: emailAddress('not an e-mail address'),
  password: Password,
  isAffiliate: z.optional(z.boolean()),
  referralCode: z.nullish(ReferralCode),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const GoogleRequest = z.object({
  credential: GoogleCredential,
  referralCode: z.nullish(ReferralCode),
});
export type GoogleRequest = z.infer<typeof GoogleRequest>;

export const CurrentUserResponse = z.object({ email: z.string(), id: Id });
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;

export const RefreshTokenRequest = z.object({ refreshToken: RefreshToken });
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequest>;

/**
 * The spec answers `token` only. A server that rotates refresh tokens (the reference server does)
 * also sends the new `refreshToken`; the SDK keeps the old one when it is absent.
 */
export const RefreshTokenResponse = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.optional(z.string().check(z.minLength(1))),
});
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponse>;

export const authCalls = {
  login: defineCall({
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    body: LoginRequest,
    response: AuthResponse,
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/auth/register',
    auth: 'none',
    body: RegisterRequest,
    response: AuthResponse,
  }),
  google: defineCall({
    method: 'POST',
    path: '/api/auth/google',
    auth: 'none',
    body: GoogleRequest,
    response: AuthResponse,
  }),
  currentUser: defineCall({
    method: 'GET',
    path: '/api/auth/user',
    auth: 'required',
    response: CurrentUserResponse,
  }),
  refreshToken: defineCall({
    method: 'POST',
    path: '/api/auth/refresh-token',
    auth: 'none',
    body: RefreshTokenRequest,
    response: RefreshTokenResponse,
  }),
} as const;
