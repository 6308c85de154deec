/**
 * A JWT carrying `claims` with a signature nobody checks: what the SDK reads from a session
 * (`exp`, `id`, `userRole`) without an API to sign it. A server refuses it.
 */
export const unsignedJwt = (claims: Record<string, unknown>) =>
  [{ alg: 'HS256', typ: 'JWT' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('c2ln')
    .join('.');
