import { describe, expect, it } from 'vitest';
import { isExpired, readClaims } from './claims';
import { sessionAfterRefresh, sessionFromAuthResponse } from './session';
import { fakeAuthAnswer, fakeJwt } from './testTokens.testing';

describe('readClaims', () => {
  it('takes jwtExpiration from exp', () => {
    expect(readClaims(fakeJwt({ exp: 1_700_000_000 }))?.exp).toBe(1_700_000_000);
    expect(readClaims(fakeJwt({}))?.exp).toBeNull();
    expect(readClaims(fakeJwt({ exp: 'soon' }))?.exp).toBeNull();
  });

  it("says 'manager' only when the userRole claim says manager, and keeps the raw role", () => {
    expect(readClaims(fakeJwt({ userRole: 'manager' }))).toMatchObject({
      userRole: 'manager',
      role: 'manager',
    });
    expect(readClaims(fakeJwt({ userRole: 'admin' }))).toMatchObject({
      userRole: null,
      role: 'admin',
    });
    expect(readClaims(fakeJwt({ userRole: 'Manager' }))?.userRole).toBeNull();
    expect(readClaims(fakeJwt({ userRole: 7 }))).toMatchObject({ userRole: null, role: null });
    expect(readClaims(fakeJwt({}))).toMatchObject({ userRole: null, role: null });
  });

  it('returns null for anything that is not a JWT, without throwing', () => {
    for (const token of ['', 'abc', 'a.b.c', 'x.%%%.y', `${fakeJwt({})}.extra`]) {
      expect(readClaims(token)).toBeNull();
    }
  });

  it('knows when a token has expired', () => {
    expect(isExpired(100, 100_000)).toBe(true);
    expect(isExpired(100, 99_999)).toBe(false);
    expect(isExpired(null, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('sessionFromAuthResponse', () => {
  it('maps the answer onto the auth state of spec §3', () => {
    const answer = fakeAuthAnswer({
      claims: { exp: 1_800_000_000, userRole: 'manager' },
      user: { isAffiliate: true, affiliateCode: 'AFF1', hasPaymentInfo: true },
    });
    expect(sessionFromAuthResponse(answer)).toEqual({
      token: answer.token,
      refreshToken: 'refresh-1',
      username: 'ann@example.com',
      userid: 'u1',
      jwtExpiration: 1_800_000_000,
      isAffiliate: true,
      affiliateCode: 'AFF1',
      hasPaymentInfo: true,
      userRole: 'manager',
      role: 'manager',
    });
  });

  it('takes the user id from id, else from _id', () => {
    const withId = fakeAuthAnswer({ user: { id: 'a', _id: 'b' } });
    expect(sessionFromAuthResponse(withId)?.userid).toBe('a');
    const mongo = fakeAuthAnswer({ user: { id: undefined, _id: 'mongo-1' } });
    expect(sessionFromAuthResponse(mongo)?.userid).toBe('mongo-1');
  });

  it('refuses an answer whose token is not a JWT', () => {
    expect(sessionFromAuthResponse({ ...fakeAuthAnswer(), token: 'opaque' })).toBeNull();
  });

  it('re-reads the claims after a refresh and keeps the refresh token unless rotated', () => {
    const session = sessionFromAuthResponse(fakeAuthAnswer());
    if (!session) throw new Error('no session');
    const token = fakeJwt({ exp: 1_900_000_000, userRole: 'manager' });
    expect(sessionAfterRefresh(session, { token })).toMatchObject({
      token,
      refreshToken: 'refresh-1',
      jwtExpiration: 1_900_000_000,
      userRole: 'manager',
    });
    expect(sessionAfterRefresh(session, { token, refreshToken: 'refresh-2' })?.refreshToken).toBe(
      'refresh-2',
    );
  });
});

describe('the hasPaymentInfo claim', () => {
  const token = (payload: object) =>
    `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;
  it('is read when the server sends it, null otherwise', () => {
    expect(readClaims(token({ exp: 1, hasPaymentInfo: true }))?.hasPaymentInfo).toBe(true);
    expect(readClaims(token({ exp: 1, hasPaymentInfo: false }))?.hasPaymentInfo).toBe(false);
    expect(readClaims(token({ exp: 1 }))?.hasPaymentInfo).toBeNull();
  });

  it('updates the session at a refresh (the spec §6 toast stops once payout details are saved)', () => {
    const before = sessionFromAuthResponse(fakeAuthAnswer());
    if (!before) throw new Error('no session');
    const stale = { ...before, hasPaymentInfo: false };
    const after = sessionAfterRefresh(stale, { token: token({ exp: 9, hasPaymentInfo: true }) });
    expect(after?.hasPaymentInfo).toBe(true);
    const without = sessionAfterRefresh(stale, { token: token({ exp: 9 }) });
    expect(without?.hasPaymentInfo).toBe(false);
  });
});
