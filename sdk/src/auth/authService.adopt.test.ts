import { contract } from '@reelcart/contract/store/calls';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../constants';
import { createClient } from '../http/client';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createRecordingNavigator } from '../platform/navigator';
import { readAuthCookie, serializeSession } from './authCookie';
import { createAuthService } from './authService';
import { fakeJwt, fakeSession } from './testTokens';

function service(signedIn = true) {
  const cookies = createMemoryCookieJar(
    signedIn ? { [AUTH_COOKIE_NAME]: serializeSession(fakeSession()) } : {},
  );
  const auth = createAuthService({
    client: createClient({ baseURL: 'http://x', calls: contract }),
    cookies,
    navigator: createRecordingNavigator(),
  });
  return { auth, cookies };
}

/** What POST /api/account/affiliate answers: a new token pair and the user as an affiliate. */
const joined = (id = 'u1') => ({
  token: fakeJwt({ sub: id, exp: 2_000_000_100, userRole: 'user' }),
  refreshToken: 'refresh-joined',
  user: {
    id,
    email: 'ann@example.com',
    isAffiliate: true,
    affiliateCode: 'NEWCODE1',
    hasPaymentInfo: false,
  },
});

describe('AuthService.adoptSession', () => {
  it('adopts a token pair for the signed-in user: view, token and cookie change at once', () => {
    const { auth, cookies } = service();
    const seen: boolean[] = [];
    auth.subscribe((view) => seen.push(view.session?.isAffiliate ?? false));
    expect(auth.adoptSession(joined())).toBe(true);
    const { session } = auth.getSnapshot();
    expect(session).toMatchObject({
      isAffiliate: true,
      affiliateCode: 'NEWCODE1',
      refreshToken: 'refresh-joined',
      jwtExpiration: 2_000_000_100,
    });
    expect(auth.getToken()).toBe(joined().token);
    expect(readAuthCookie(cookies)).toEqual(session);
    expect(seen.at(-1)).toBe(true);
    auth.stop();
  });

  it('refuses another user, a malformed token, or no session', () => {
    const { auth } = service();
    expect(auth.adoptSession(joined('u2'))).toBe(false);
    expect(auth.adoptSession({ ...joined(), token: 'not-a-jwt' })).toBe(false);
    expect(auth.getSnapshot().session?.isAffiliate).toBe(false);
    auth.stop();
    const signedOut = service(false);
    expect(signedOut.auth.adoptSession(joined())).toBe(false);
    expect(signedOut.auth.getSnapshot().isSignedIn).toBe(false);
    signedOut.auth.stop();
  });
});
