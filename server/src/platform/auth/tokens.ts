import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { verifyHs256 } from './hs256';

export type UserRole = 'user' | 'manager' | 'admin';

export interface AccessClaims {
  id: string;
  email: string;
  userRole: UserRole;
  exp: number;
}

const ISSUER = 'reelcart';
const AUDIENCE = 'reelcart-api';

export interface TokenService {
  signAccess(user: {
    id: string;
    email: string;
    role: string;
    paymentInfo?: unknown;
  }): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const hmacKey = Buffer.from(key);
  return {
    signAccess(user) {
      // hasPaymentInfo rides in the token so a refresh updates the client's session (spec §6).
      const hasPaymentInfo = user.paymentInfo !== null && user.paymentInfo !== undefined;
      return new SignJWT({ id: user.id, email: user.email, userRole: user.role, hasPaymentInfo })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verifyAccess(token) {
      const payload = verifyHs256(token, hmacKey, {
        issuer: ISSUER,
        audience: AUDIENCE,
        nowSeconds: Math.floor(Date.now() / 1000),
      });
      if (!payload) return null;
      const { id, email, userRole, exp } = payload;
      if (typeof id !== 'string' || typeof email !== 'string' || typeof exp !== 'number') {
        return null;
      }
      const role: UserRole = userRole === 'admin' || userRole === 'manager' ? userRole : 'user';
      return { id, email, userRole: role, exp };
    },
  };
}

/** An opaque random token; only its SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The refresh token that replaces `token` when it is rotated: derived from it with a key only
 * the server holds (decision 062), so presenting the old token again within the reuse interval
 * can answer the very same successor although only hashes are stored.
 */
export function successorToken(secret: string, token: string): string {
  const key = createHmac('sha256', secret).update('reelcart refresh successor').digest();
  return createHmac('sha256', key).update(token).digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
