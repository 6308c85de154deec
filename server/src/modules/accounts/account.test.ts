import { Order, SessionsRevokedResponse } from '@reelcart/contract/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const PASSWORD = 'long-enough-1';
const signIn = async (email: string, password = PASSWORD) =>
  server.request('POST', '/api/auth/login', { body: { email, password } });
const refresh = (refreshToken: string) =>
  server.request('POST', '/api/auth/refresh-token', { body: { refreshToken } });
const changePassword = (session: Session, body: Record<string, unknown>) =>
  server.request('POST', '/api/auth/change-password', { token: session.token, body });

describe('POST /api/auth/change-password', () => {
  it('changes the password, revokes the other sessions and keeps this one', async () => {
    const me = await server.newShopper();
    const other = (await signIn(me.user.email)).json as unknown as Session;
    const res = await changePassword(me, {
      currentPassword: PASSWORD,
      newPassword: 'a-new-password-2',
      refreshToken: me.refreshToken,
    });
    expect(res.status, res.text).toBe(200);
    expect(SessionsRevokedResponse.parse(res.json)).toEqual({ revokedSessions: 1 });

    // The other device's refresh token is refused; this session's still rotates.
    expect((await refresh(other.refreshToken)).status).toBe(401);
    const mine = await refresh(me.refreshToken);
    expect(mine.status, mine.text).toBe(200);
    expect((await server.request('GET', '/api/auth/user', { token: me.token })).status).toBe(200);

    expect((await signIn(me.user.email)).status).toBe(401);
    expect((await signIn(me.user.email, 'a-new-password-2')).status).toBe(200);
  });

  it('without this session’s refresh token, revokes them all', async () => {
    const me = await server.newShopper();
    const res = await changePassword(me, {
      currentPassword: PASSWORD,
      newPassword: 'other-pass-3',
    });
    expect(res.status, res.text).toBe(200);
    expect((await refresh(me.refreshToken)).status).toBe(401);
  });

  it('refuses a wrong current password with 400 naming the field, and a short new one', async () => {
    const me = await server.newShopper();
    const wrong = await changePassword(me, {
      currentPassword: 'not-my-password',
      newPassword: 'whatever-long',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ field: 'currentPassword' });
    const short = await changePassword(me, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ field: 'newPassword' });
    // Nothing changed: the old password still signs in and the session still refreshes.
    expect((await signIn(me.user.email)).status).toBe(200);
    expect((await refresh(me.refreshToken)).status).toBe(200);
  });

  it('never takes another user’s refresh token as this session', async () => {
    const me = await server.newShopper();
    const stranger = await server.newShopper();
    const res = await changePassword(me, {
      currentPassword: PASSWORD,
      newPassword: 'another-pass-4',
      refreshToken: stranger.refreshToken,
    });
    expect(res.status).toBe(200);
    expect((await refresh(me.refreshToken)).status).toBe(401);
    expect((await refresh(stranger.refreshToken)).status).toBe(200);
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  it('revokes every refresh token of the user and no one else’s', async () => {
    const me = await server.newShopper();
    const other = (await signIn(me.user.email)).json as unknown as Session;
    const stranger = await server.newShopper();
    const res = await server.request('POST', '/api/auth/sign-out-everywhere', { token: me.token });
    expect(res.status, res.text).toBe(200);
    expect(SessionsRevokedResponse.parse(res.json)).toEqual({ revokedSessions: 2 });
    expect((await refresh(me.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await refresh(stranger.refreshToken)).status).toBe(200);
  });
});

describe('GET /api/orders/{orderNumber}', () => {
  it('answers the seeded order with its rental period, and 404 to anyone else', async () => {
    const shopper = await server.sessionOf('shopper');
    const list = await server.request('GET', '/api/orders', { token: shopper.token });
    const first = (list.json.items as unknown[])[0];
    const order = Order.parse(first);
    const detail = await server.request('GET', `/api/orders/${order.orderNumber}`, {
      token: shopper.token,
    });
    expect(detail.status).toBe(200);
    // The seeded order adds up: its lines at the catalogue's prices make its subtotal and total.
    const seeded = Order.parse(detail.json);
    const cents = seeded.items.reduce((sum, i) => sum + Math.round(i.price * 100), 0);
    expect(Math.round(seeded.subtotal * 100)).toBe(cents);
    expect(seeded.total).toBe(seeded.subtotal);
    expect(Date.parse(seeded.createdAt)).toBeLessThanOrEqual(Date.parse(seeded.paidAt ?? ''));
    const rental = seeded.items.find((i) => i.orderType === 'rental');
    expect(rental?.rentalHours).toBe(72);
    expect(Order.parse(detail.json).items.find((i) => i.orderType === 'own')?.rentalHours).toBe(
      null,
    );

    const stranger = await server.newShopper();
    const theirs = await server.request('GET', `/api/orders/${order.orderNumber}`, {
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
  });
});

describe('POST /api/account/affiliate (join the programme)', () => {
  it('makes the account an affiliate with a code and answers a new token pair', async () => {
    const session = await server.newShopper();
    expect(
      (await server.request('GET', '/api/affiliate/summary', { token: session.token })).status,
    ).toBe(403);
    const refused = await server.request('POST', '/api/account/affiliate', {
      token: session.token,
      body: { acceptTerms: false },
    });
    expect(refused.status).toBe(400);
    const joined = await server.request('POST', '/api/account/affiliate', {
      token: session.token,
      body: { acceptTerms: true },
    });
    expect(joined.status, joined.text).toBe(200);
    const user = joined.json.user as { isAffiliate: boolean; affiliateCode: string };
    expect(user.isAffiliate).toBe(true);
    expect(user.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    // A new session (the access token may equal the old one within the same second: the
    // affiliate flag is not one of its claims; the answer's user carries it).
    expect(joined.json.refreshToken).not.toBe(session.refreshToken);
    // The new refresh token works, and the affiliate calls answer.
    expect((await refresh(joined.json.refreshToken as string)).status).toBe(200);
    const summary = await server.request('GET', '/api/affiliate/summary', {
      token: joined.json.token as string,
    });
    expect(summary.status).toBe(200);
    expect(summary.json.affiliateCode).toBe(user.affiliateCode);
    // Joining again keeps the code.
    const again = await server.request('POST', '/api/account/affiliate', {
      token: joined.json.token as string,
      body: { acceptTerms: true },
    });
    expect((again.json.user as { affiliateCode: string }).affiliateCode).toBe(user.affiliateCode);
  });
});
