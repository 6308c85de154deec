import type { AuthResponse, RefreshTokenResponse } from '@reelcart/contract/store/auth';
import * as z from 'zod/mini';
import { readClaims } from './claims';

/**
 * The auth state of spec §3, as persisted in the auth cookie. `userRole`, `role` and
 * `jwtExpiration` always come from the token's claims, never from what a cookie says.
 */
export const AuthSession = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.nullable(z.string().check(z.minLength(1))),
  /** The e-mail. */
  username: z.string(),
  /** The user's id (`id` or `_id` in the server's answer). */
  userid: z.string().check(z.minLength(1)),
  /** The token's `exp` claim, seconds since the epoch. */
  jwtExpiration: z.nullable(z.number()),
  isAffiliate: z.boolean(),
  affiliateCode: z.nullable(z.string()),
  hasPaymentInfo: z.boolean(),
  userRole: z.nullable(z.literal('manager')),
  /** The raw `userRole` claim, for the admin check. */
  role: z.nullable(z.string()),
});
export type AuthSession = z.infer<typeof AuthSession>;

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
    // Saving payout details is seen at the next refresh (spec §6 toast): the claim wins when sent.
    hasPaymentInfo: claims.hasPaymentInfo ?? session.hasPaymentInfo,
  };
}

/** Re-derives the claim fields from the token; null when the token is not a JWT. */
export function withTokenClaims(session: AuthSession): AuthSession | null {
  const claims = readClaims(session.token);
  if (!claims) return null;
  return { ...session, jwtExpiration: claims.exp, userRole: claims.userRole, role: claims.role };
}
