import { describe, expect, it } from 'vitest';
import { createCommerce } from './createCommerce';
import { createMemoryCookieJar } from './platform/cookieJar';
import { createRecordingNavigator } from './platform/navigator';
import { createFakeServer, DEFAULT_PASSWORD } from './testing/index';

function setup() {
  const server = createFakeServer();
  const navigator = createRecordingNavigator();
  const commerce = createCommerce({
    baseURL: 'http://fake-server.test',
    fetch: server.fetch,
    cookies: createMemoryCookieJar(),
    navigator,
  });
  return { server, commerce, navigator };
}

describe('createCommerce against the fake server of @reelcart/sdk/testing', () => {
  it('reads roles from the token: manager → userRole manager; admin → raw role only', async () => {
    const { commerce } = setup();
    const manager = await commerce.auth.signIn({
      email: 'manager@example.test',
      password: DEFAULT_PASSWORD,
    });
    expect(manager.data).toMatchObject({ userRole: 'manager', userid: 'u-manager' });
    expect(manager.data?.jwtExpiration).toEqual(expect.any(Number));
    commerce.auth.signOut();
    const admin = await commerce.auth.signIn({
      email: 'admin@example.test',
      password: DEFAULT_PASSWORD,
    });
    expect(admin.data).toMatchObject({ userRole: null, role: 'admin' });
  });

  it('greets an affiliate without payment info with the toast event', async () => {
    const { commerce } = setup();
    const toasts: unknown[] = [];
    commerce.auth.on('auth.paymentInfoMissing', ({ toast }) => toasts.push(toast.action.href));
    const { data } = await commerce.auth.signIn({
      email: 'affiliate@example.test',
      password: DEFAULT_PASSWORD,
    });
    expect(data).toMatchObject({ isAffiliate: true, affiliateCode: 'AFF123' });
    expect(toasts).toEqual(['/affiliate/payout-setup']);
  });

  it('signs in with Google and refuses a wrong password', async () => {
    const { commerce } = setup();
    const google = await commerce.auth.signInWithGoogle({ credential: 'google-credential-1' });
    expect(google.data?.username).toBe('google@example.test');
    commerce.auth.signOut();
    const wrong = await commerce.auth.signIn({ email: 'shopper@example.test', password: 'nope' });
    expect(wrong.error?.code).toBe('LOGIN_FAILED');
    expect(wrong.error?.status).toBe(401);
  });

  it('recovers from expired access tokens with one refresh for a burst of calls', async () => {
    const { server, commerce, navigator } = setup();
    await commerce.auth.signIn({ email: 'shopper@example.test', password: DEFAULT_PASSWORD });
    const before = commerce.auth.getSnapshot().session?.token;
    server.expireAccessTokens();
    server.clearRequests();
    const users = await Promise.all(
      Array.from({ length: 5 }, () => commerce.client.call('currentUser')),
    );
    expect(users.every((user) => user.email === 'shopper@example.test')).toBe(true);
    expect(server.count('POST /api/auth/refresh-token')).toBe(1);
    expect(commerce.auth.getSnapshot().session?.token).not.toBe(before);
    expect(navigator.redirects).toEqual([]);
  });
});
