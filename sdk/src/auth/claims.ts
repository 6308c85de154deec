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
  /** The `hasPaymentInfo` claim when the server sends one (so a refresh updates it), else null. */
  hasPaymentInfo: boolean | null;
}

/**
 * A compact JWS's payload, unverified: three dot-separated base64url parts, the middle one UTF-8
 * JSON of an object. Throws on anything else.
 *
 * Written here rather than imported from jose (`decodeJwt`, which it matches: see the property
 * test) because that import cost 0.55 KB gzip of the SDK core's 30 KB budget, for a decode that
 * verifies nothing either way: the server is the authority on tokens.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  const encoded = parts[1];
  if (parts.length !== 3 || !encoded || !/^[A-Za-z0-9_-]+$/.test(encoded)) {
    throw new TypeError('not a compact JWS');
  }
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new TypeError('the JWT payload is not an object');
  }
  return payload as Record<string, unknown>;
}

/** Reads a JWT's claims. Null when the token is not a decodable JWT. Never throws. */
export function readClaims(token: string): TokenClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = decodeJwtPayload(token);
  } catch {
    return null;
  }
  const role = typeof payload.userRole === 'string' ? payload.userRole : null;
  return {
    exp: typeof payload.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp : null,
    userRole: role === 'manager' ? 'manager' : null,
    role,
    subject: typeof payload.sub === 'string' ? payload.sub : null,
    hasPaymentInfo: typeof payload.hasPaymentInfo === 'boolean' ? payload.hasPaymentInfo : null,
  };
}

/** True when the token's expiry (seconds) has passed at `nowMs`. A token without `exp` never expires. */
export function isExpired(jwtExpiration: number | null, nowMs: number): boolean {
  return jwtExpiration !== null && jwtExpiration * 1000 <= nowMs;
}
