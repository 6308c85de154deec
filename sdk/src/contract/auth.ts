import * as v from 'valibot';
import { defineCall } from './call';
import { Id } from './common';

export const AuthUser = v.pipe(
  v.object({
    id: v.optional(Id),
    _id: v.optional(Id),
    email: v.pipe(v.string(), v.minLength(1)),
    isAffiliate: v.optional(v.boolean(), false),
    affiliateCode: v.nullish(v.string()),
    hasPaymentInfo: v.optional(v.boolean(), false),
    /** Not in the spec's table: the reference server sends the role too (the token's claim is the source of truth). */
    role: v.optional(v.string()),
  }),
  v.forward(
    v.check((user) => Boolean(user.id ?? user._id), 'user needs an id or _id'),
    ['id'],
  ),
);
export type AuthUser = v.InferOutput<typeof AuthUser>;

export const AuthResponse = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
  user: AuthUser,
});
export type AuthResponse = v.InferOutput<typeof AuthResponse>;

export const LoginRequest = v.object({
  email: v.pipe(v.string(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

export const RegisterRequest = v.object({
  email: v.pipe(v.string(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
  isAffiliate: v.optional(v.boolean()),
  referralCode: v.nullish(v.string()),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>;

export const GoogleRequest = v.object({
  credential: v.pipe(v.string(), v.minLength(1)),
  referralCode: v.nullish(v.string()),
});
export type GoogleRequest = v.InferOutput<typeof GoogleRequest>;

export const CurrentUserResponse = v.object({ email: v.string(), id: Id });
export type CurrentUserResponse = v.InferOutput<typeof CurrentUserResponse>;

export const RefreshTokenRequest = v.object({ refreshToken: v.pipe(v.string(), v.minLength(1)) });
export type RefreshTokenRequest = v.InferOutput<typeof RefreshTokenRequest>;

/**
 * The spec answers `token` only. A server that rotates refresh tokens (the reference server does)
 * also sends the new `refreshToken`; the SDK keeps the old one when it is absent.
 */
export const RefreshTokenResponse = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type RefreshTokenResponse = v.InferOutput<typeof RefreshTokenResponse>;

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
