import { createRequestCookieJar, writeAuthCookie } from '@reelcart/sdk';

/**
 * A JWT carrying `claims` with a signature nobody checks: what the SDK reads from a session
 * (`exp`, `id`, `userRole`) without an API to sign it. A server refuses it.
 */
export const unsignedJwt = (claims: Record<string, unknown>) =>
  [{ alg: 'HS256', typ: 'JWT' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('c2ln')
    .join('.');

/**
 * The Cookie header (`name=value`) of a signed-in browser whose access token expired long ago:
 * the SDK refreshes with `refreshToken` before any call. The token is never sent, so unsigned.
 */
export function expiredSessionCookie(user: { id: string; email: string; refreshToken: string }) {
  const jar = createRequestCookieJar('');
  writeAuthCookie(jar, {
    token: unsignedJwt({ sub: user.id, id: user.id, exp: 1, userRole: 'user' }),
    refreshToken: user.refreshToken,
    username: user.email,
    userid: user.id,
    jwtExpiration: 1,
    isAffiliate: false,
    affiliateCode: null,
    hasPaymentInfo: false,
    userRole: null,
    role: 'user',
  });
  return jar.setCookieHeaders()[0]?.split(';')[0] ?? '';
}
