import type { AuthResponse } from '@reelcart/contract/store/auth';
import type { AuthSession } from './session';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');

/** An unsigned JWT with the given claims: the SDK only decodes tokens, it never verifies them. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/** A login/register/Google answer for tests. */
export function fakeAuthAnswer(
  overrides: { claims?: Record<string, unknown>; user?: Partial<AuthResponse['user']> } = {},
): AuthResponse {
  return {
    token: fakeJwt({ sub: 'u1', exp: 2_000_000_000, userRole: 'user', ...overrides.claims }),
    refreshToken: 'refresh-1',
    user: {
      id: 'u1',
      email: 'ann@example.com',
      isAffiliate: false,
      affiliateCode: null,
      hasPaymentInfo: false,
      ...overrides.user,
    },
  };
}

/** A signed-in session for tests. */
export function fakeSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    token: fakeJwt({ sub: 'u1', exp: 2_000_000_000, userRole: 'user' }),
    refreshToken: 'refresh-1',
    username: 'ann@example.com',
    userid: 'u1',
    jwtExpiration: 2_000_000_000,
    isAffiliate: false,
    affiliateCode: null,
    hasPaymentInfo: false,
    userRole: null,
    role: 'user',
    ...overrides,
  };
}
