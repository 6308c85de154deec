import { decodeJwt } from 'jose';

/** The manager role of spec §3/§6: the only role the auth state names. */
export type UserRole = 'manager';

/** What the SDK reads from an access token. Nothing here is verified: the server is the authority. */
export interface TokenClaims {
  /** The `exp` claim: seconds since the epoch, or null when the token has none. */
  exp: number | null;
  /** 'manager' only when the `userRole` claim says manager, otherwise null (spec §3). */
  userRole: UserRole | null;
  /** The raw `userRole` claim (e.g. 'admin'), kept for the admin check. */
  role: string | null;
  /** The `sub` claim, if any. */
  subject: string | null;
}

/** Reads a JWT's claims. Null when the token is not a decodable JWT. Never throws. */
export function readClaims(token: string): TokenClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = decodeJwt(token);
  } catch {
    return null;
  }
  const role = typeof payload.userRole === 'string' ? payload.userRole : null;
  return {
    exp: typeof payload.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp : null,
    userRole: role === 'manager' ? 'manager' : null,
    role,
    subject: typeof payload.sub === 'string' ? payload.sub : null,
  };
}

/** True when the token's expiry (seconds) has passed at `nowMs`. A token without `exp` never expires. */
export function isExpired(jwtExpiration: number | null, nowMs: number): boolean {
  return jwtExpiration !== null && jwtExpiration * 1000 <= nowMs;
}
