import * as v from 'valibot';
import type { AuthResponse, RefreshTokenResponse } from '../contract/auth';
import { readClaims } from './claims';

/**
 * The auth state of spec §3, as persisted in the auth cookie. `userRole`, `role` and
 * `jwtExpiration` always come from the token's claims, never from what a cookie says.
 */
export const AuthSession = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.nullable(v.pipe(v.string(), v.minLength(1))),
  /** The e-mail. */
  username: v.string(),
  /** The user's id (`id` or `_id` in the server's answer). */
  userid: v.pipe(v.string(), v.minLength(1)),
  /** The token's `exp` claim, seconds since the epoch. */
  jwtExpiration: v.nullable(v.number()),
  isAffiliate: v.boolean(),
  affiliateCode: v.nullable(v.string()),
  hasPaymentInfo: v.boolean(),
  userRole: v.nullable(v.literal('manager')),
  /** The raw `userRole` claim, for the admin check. */
  role: v.nullable(v.string()),
});
export type AuthSession = v.InferOutput<typeof AuthSession>;

/** A session from a login/register/Google answer. Null when the token is not a JWT. */
export function sessionFromAuthResponse(answer: AuthResponse): AuthSession | null {
  const claims = readClaims(answer.token);
  const userid = answer.user.id ?? answer.user._id;
  if (!claims || !userid) return null;
  return {
    token: answer.token,
    refreshToken: answer.refreshToken,
    username: answer.user.email,
    userid,
    jwtExpiration: claims.exp,
    isAffiliate: answer.user.isAffiliate,
    affiliateCode: answer.user.affiliateCode ?? null,
    hasPaymentInfo: answer.user.hasPaymentInfo,
    userRole: claims.userRole,
    role: claims.role,
  };
}

/** The session after a refresh: the new token's claims; the rotated refresh token when sent. */
export function sessionAfterRefresh(
  session: AuthSession,
  answer: RefreshTokenResponse,
): AuthSession | null {
  const claims = readClaims(answer.token);
  if (!claims) return null;
  return {
    ...session,
    token: answer.token,
    refreshToken: answer.refreshToken ?? session.refreshToken,
    jwtExpiration: claims.exp,
    userRole: claims.userRole,
    role: claims.role,
  };
}

/** Re-derives the claim fields from the token; null when the token is not a JWT. */
export function withTokenClaims(session: AuthSession): AuthSession | null {
  const claims = readClaims(session.token);
  if (!claims) return null;
  return { ...session, jwtExpiration: claims.exp, userRole: claims.userRole, role: claims.role };
}
