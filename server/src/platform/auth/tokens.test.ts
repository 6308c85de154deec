import { createHmac } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { jwtVerify } from 'jose';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

// One fixed instant for the service and jose alike (the cases below are built with it): an expiry
// on a second's edge is the same for both.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-11-26T12:00:00.400Z'));

const SECRET = `tokens-test-${'s'.repeat(40)}`;
const KEY = new TextEncoder().encode(SECRET);
const service = createTokenService(SECRET, 900);
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed by hand: any header, any payload, HMAC-SHA256 or -SHA512 with any secret. */
function hand(header: object, payload: object, secret = SECRET, hash = 'sha256') {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(hash, secret).update(input).digest('base64url')}`;
}
const claims = (extra: object = {}) => ({
  id: 'usr_1',
  email: 'a@example.test',
  userRole: 'user',
  iss: 'reelcart',
  aud: 'reelcart-api',
  sub: 'usr_1',
  iat: now(),
  exp: now() + 600,
  ...extra,
});
/** The reference: jose's own verification with the service's options, and its claim mapping. */
async function reference(token: string) {
  try {
    const { payload } = await jwtVerify(token, KEY, {
      issuer: 'reelcart',
      audience: 'reelcart-api',
      algorithms: ['HS256'],
    });
    const { id, email, userRole, exp } = payload;
    if (typeof id !== 'string' || typeof email !== 'string' || typeof exp !== 'number') return null;
    const role = userRole === 'admin' || userRole === 'manager' ? userRole : 'user';
    return { id, email, userRole: role, exp };
  } catch {
    return null;
  }
}

afterAll(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies what it signs, with the claims it carries', async () => {
    const token = await service.signAccess({
      id: 'usr_9',
      email: 'b@example.test',
      role: 'manager',
    });
    expect(await service.verifyAccess(token)).toEqual({
      id: 'usr_9',
      email: 'b@example.test',
      userRole: 'manager',
      exp: expect.any(Number),
    });
  });

  it.each([
    ['an expired token', hand({ alg: 'HS256', typ: 'JWT' }, claims({ exp: now() - 1 }))],
    ['a token expiring this second', hand({ alg: 'HS256' }, claims({ exp: now() }))],
    ['a token not valid yet', hand({ alg: 'HS256' }, claims({ nbf: now() + 60 }))],
    ['another issuer', hand({ alg: 'HS256' }, claims({ iss: 'someone' }))],
    ['another audience', hand({ alg: 'HS256' }, claims({ aud: 'other-api' }))],
    ['alg none', `${b64({ alg: 'none' })}.${b64(claims())}.`],
    ['HS512 with the same key', hand({ alg: 'HS512' }, claims(), SECRET, 'sha512')],
    ['an HS256 header over an HS512 signature', hand({ alg: 'HS256' }, claims(), SECRET, 'sha512')],
    ['RS256 in the header', hand({ alg: 'RS256' }, claims())],
    ['another key', hand({ alg: 'HS256' }, claims(), `other-${SECRET}`)],
    [
      'a critical header it does not know',
      hand({ alg: 'HS256', crit: ['exp2'], exp2: 1 }, claims()),
    ],
    ['no exp', hand({ alg: 'HS256' }, { ...claims(), exp: undefined })],
    ['a string exp', hand({ alg: 'HS256' }, claims({ exp: String(now() + 600) }))],
    ['two parts', `${b64({ alg: 'HS256' })}.${b64(claims())}`],
    ['not JSON', 'a.b.c'],
    ['empty', ''],
  ])('refuses %s, as jose does', async (_name, token) => {
    expect(await reference(token)).toBeNull();
    expect(await service.verifyAccess(token)).toBeNull();
  });

  it('refuses a tampered payload', async () => {
    const token = await service.signAccess({ id: 'usr_1', email: 'a@example.test', role: 'user' });
    const [header, , signature] = token.split('.');
    const forged = `${header}.${b64(claims({ userRole: 'admin' }))}.${signature}`;
    expect(await service.verifyAccess(forged)).toBeNull();
  });

  it('refuses a signature in a non-canonical encoding, which jose would take', async () => {
    const token = hand({ alg: 'HS256' }, claims({ n: 1 }));
    const last = token.at(-1) ?? '';
    // 32 bytes in 43 characters leave the last character's 2 low bits unused.
    const index = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(last);
    const other = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[index ^ 1];
    const loose = `${token.slice(0, -1)}${other}`;
    expect(await reference(loose)).not.toBeNull();
    expect(await service.verifyAccess(loose)).toBeNull();
  });

  // For any token built from a valid one by changing claims, header fields or bytes, the service's
  // answer equals jose's verification with the same options (the model): same claims or both refuse.
  test.prop([
    fc.record({
      iss: fc.constantFrom('reelcart', 'reelcart ', 'x', undefined),
      aud: fc.constantFrom('reelcart-api', ['reelcart-api', 'x'], ['x'], 'x', undefined),
      exp: fc.oneof(
        fc.integer({ min: -120, max: 120 }).map((d) => now() + d),
        fc.constant(undefined),
      ),
      nbf: fc.oneof(
        fc.integer({ min: -120, max: 120 }).map((d) => now() + d),
        fc.constant(undefined),
      ),
      iat: fc.oneof(
        fc.integer({ min: -120, max: 120 }).map((d) => now() + d),
        fc.constant(undefined),
      ),
      id: fc.constantFrom('usr_1', 7, undefined),
      userRole: fc.constantFrom('user', 'admin', 'manager', 'root', undefined),
    }),
    fc.record({
      alg: fc.constantFrom('HS256', 'HS384', 'none', 'hs256'),
      typ: fc.constantFrom('JWT', 'jwt', 'at+jwt', undefined),
      b64: fc.constantFrom(true, false, undefined),
    }),
    fc.option(fc.nat(), { nil: undefined }),
  ])('answers as jose does', async (changed, header, flip) => {
    const payload = { ...claims(), ...changed, email: 'a@example.test' };
    let token = hand(header, payload);
    if (flip !== undefined) {
      // Header and payload bytes only: the signature's own encoding is the one place the service
      // is stricter than jose (next test).
      const i = flip % token.lastIndexOf('.');
      const swapped = token[i] === 'A' ? 'B' : 'A';
      token = token.slice(0, i) + swapped + token.slice(i + 1);
    }
    expect(await service.verifyAccess(token)).toEqual(await reference(token));
  });
});
