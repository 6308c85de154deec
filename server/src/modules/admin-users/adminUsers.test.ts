import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startTestServer, type TestServer } from '../../testing/harness';
import { walkPages } from '../../testing/pages';
import { passwordResets } from '../schema';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionOf('admin')).token;
}, 120_000);
afterAll(() => server.close());

const as = (token: string | null) => ({
  get: (path: string) => server.request('GET', path, { token }),
  post: (path: string, body: unknown) => server.request('POST', path, { token, body }),
  put: (path: string, body: unknown) => server.request('PUT', path, { token, body }),
});

type Row = { id: string; email: string; role: string; suspended: boolean; emailVerified: boolean };
const emails = (json: Record<string, unknown>) => (json.items as Row[]).map((r) => r.email);

const login = (email: string, password: string) =>
  server.request('POST', '/api/auth/login', { body: { email, password } });
const refresh = (refreshToken: string) =>
  server.request('POST', '/api/auth/refresh-token', { body: { refreshToken } });

async function userOf(session: Session) {
  const res = await as(admin).get(`/api/admin/users/${session.user.id}`);
  expect(res.status, res.text).toBe(200);
  return res.json as Record<string, unknown> & { version: number; id: string };
}

describe('admin users: list', () => {
  it('searches by e-mail (any case, % literal) and filters by role, affiliate, verified, suspended', async () => {
    const byRole = await as(admin).get('/api/admin/users?role=admin');
    expect(emails(byRole.json)).toEqual(['admin@reelcart.test']);
    const search = await as(admin).get('/api/admin/users?q=AFFILIATE-N');
    expect(emails(search.json)).toEqual(['affiliate-new@reelcart.test']);
    expect((await as(admin).get('/api/admin/users?q=%25')).json.total).toBe(0);
    const suspended = await as(admin).get('/api/admin/users?suspended=true&q=%40reelcart.test');
    expect(emails(suspended.json)).toEqual(['suspended@reelcart.test']);
    const unverified = await as(admin).get('/api/admin/users?verified=false&q=%40reelcart.test');
    expect(emails(unverified.json)).toEqual(['unverified@reelcart.test']);
    const affiliates = await as(admin).get('/api/admin/users?affiliate=true&q=%40reelcart.test');
    expect(emails(affiliates.json).sort()).toEqual([
      'affiliate-hold@reelcart.test',
      'affiliate-new@reelcart.test',
      'affiliate-wire@reelcart.test',
      'affiliate@reelcart.test',
    ]);
    const none = await as(admin).get('/api/admin/users?role=manager&affiliate=true');
    expect(none.json).toMatchObject({ total: 0, totalPages: 0, items: [] });
  });

  // Invariant (issue 33's sortable columns): for any sort key, direction and page size, the pages
  // walked in turn hold every matching user exactly once, ordered by the key in that direction
  // (roles and join times compared as values; e-mails, whose order is the database collation's,
  // as the exact reverse of the other direction).
  it('sorts by e-mail, role or join date, either way, across pages', async () => {
    const q = '%40reelcart.test';
    const all = (sort: string, dir: string, limit: number) =>
      walkPages<Row & { createdAt: string }>(
        server,
        admin,
        `/api/admin/users?q=${q}&sort=${sort}&dir=${dir}`,
        limit,
      );
    const everyone = (await all('joined', 'desc', 100)).map((r) => r.email).sort();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('email', 'role', 'joined'),
        fc.constantFrom('asc', 'desc'),
        fc.integer({ min: 1, max: 7 }),
        async (sort, dir, limit) => {
          const rows = await all(sort, dir, limit);
          expect(rows.map((r) => r.email).sort()).toEqual(everyone);
          const sign = dir === 'asc' ? 1 : -1;
          const value = (r: Row & { createdAt: string }) =>
            sort === 'role' ? r.role : Date.parse(r.createdAt);
          if (sort !== 'email')
            for (let i = 1; i < rows.length; i += 1) {
              const [a, b] = [value(rows[i - 1] as never), value(rows[i] as never)];
              expect(a === b || (a < b ? 1 : -1) === sign).toBe(true);
            }
          else {
            const other = await all('email', dir === 'asc' ? 'desc' : 'asc', 100);
            expect(rows.map((r) => r.email)).toEqual(other.map((r) => r.email).reverse());
          }
        },
      ),
      { numRuns: 12 },
    );
    expect((await as(admin).get('/api/admin/users?sort=password')).status).toBe(400);
    expect((await as(admin).get('/api/admin/users?dir=up')).status).toBe(400);
  });

  it('refuses everyone but admins, and unknown filter values', async () => {
    expect((await as(null).get('/api/admin/users')).status).toBe(401);
    const manager = (await server.sessionOf('manager')).token;
    expect((await as(manager).get('/api/admin/users')).status).toBe(403);
    expect((await as(admin).get('/api/admin/users?role=owner')).status).toBe(400);
    expect((await as(admin).get('/api/admin/users?suspended=yes')).status).toBe(400);
  });
});

describe('admin users: detail', () => {
  it("shows a shopper's orders and owned videos, an affiliate's referrals, and a 404 for nobody", async () => {
    const shopper = (await as(admin).get('/api/admin/users/usr_shopper')).json;
    expect(shopper).toMatchObject({
      email: 'shopper@reelcart.test',
      orderCount: 1,
      suspended: false,
    });
    expect((shopper.orders as unknown[]).length).toBe(1);
    expect(
      (shopper.ownedVideos as Array<{ orderType: string }>).map((o) => o.orderType).sort(),
    ).toEqual(['own', 'rental']);
    const affiliate = (await as(admin).get('/api/admin/users/usr_affiliate')).json;
    expect(affiliate.referralCount).toBeGreaterThan(0);
    const referral = (affiliate.referrals as Array<{ id: string }>)[0];
    const referred = (await as(admin).get(`/api/admin/users/${referral?.id}`)).json;
    expect(referred.referredBy).toEqual({ id: 'usr_affiliate', email: 'affiliate@reelcart.test' });
    const suspended = (await as(admin).get('/api/admin/users/usr_suspended')).json;
    expect(suspended).toMatchObject({ suspended: true, suspendedAt: '2026-02-01T00:00:00.000Z' });
    expect((suspended.history as Array<{ action: string }>)[0]?.action).toBe('suspend');
    expect((await as(admin).get('/api/admin/users/usr_nobody')).status).toBe(404);
  });
});

describe('admin users: suspension', () => {
  it('a suspended user cannot sign in (a clear 403) and their session ends at the next refresh; reinstated, they can', async () => {
    const session = await server.newShopper();
    const email = session.user.email;
    expect((await userOf(session)).activeSessions).toBe(1);
    const res = await as(admin).post(`/api/admin/users/${session.user.id}/suspension`, {
      suspended: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ suspended: true, activeSessions: 0 });
    const refused = await login(email, 'long-enough-1');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: expect.stringContaining('suspended'),
    });
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(401);
    // A wrong password still says only that: suspension is not told to someone without it.
    expect((await login(email, 'wrong-password-1')).status).toBe(401);

    const back = await as(admin).post(`/api/admin/users/${session.user.id}/suspension`, {
      suspended: false,
    });
    expect(back.json).toMatchObject({ suspended: false, suspendedAt: null });
    expect((await login(email, 'long-enough-1')).status).toBe(200);
    const history = back.json.history as Array<{ action: string; actorEmail: string }>;
    expect(history.map((h) => h.action)).toEqual(['reinstate', 'suspend']);
    expect(history[0]?.actorEmail).toBe('admin@reelcart.test');
  });

  it('a suspended account cannot sign in with Google either', async () => {
    const google = {
      sub: 'google-suspended-1',
      email: 'g.suspended@example.test',
      email_verified: true,
    };
    const sign = async () =>
      server.request('POST', '/api/auth/google', {
        body: { credential: await server.google.sign(google) },
      });
    const first = await sign();
    expect(first.status, first.text).toBe(200);
    const id = (first.json.user as { id: string }).id;
    await as(admin).post(`/api/admin/users/${id}/suspension`, { suspended: true });
    const again = await sign();
    expect(again.status).toBe(403);
    expect(again.json.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('the seeded suspended account cannot sign in', async () => {
    const res = await login('suspended@reelcart.test', 'suspended-pass-1');
    expect(res.status).toBe(403);
  });

  it('refreshing after a suspension made while the token was valid also fails (checked at refresh)', async () => {
    const session = await server.newShopper();
    const id = session.user.id ?? '';
    const { users } = await import('../schema');
    // Suspended behind the admin call's back (no revocation): the refresh still refuses.
    await server.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id));
    const res = await refresh(session.refreshToken);
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Account suspended');
  });

  it('an admin cannot suspend their own account', async () => {
    const res = await as(admin).post('/api/admin/users/usr_admin/suspension', { suspended: true });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('SELF_SUSPEND');
  });
});

describe('admin users: role', () => {
  it('sets role, affiliate flag (a code is made) and name at the version; a stale version is a 409', async () => {
    const session = await server.newShopper();
    const before = await userOf(session);
    const path = `/api/admin/users/${before.id}`;
    const saved = await as(admin).put(path, {
      role: 'manager',
      isAffiliate: true,
      displayName: '  Pat  ',
      version: before.version,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({
      role: 'manager',
      isAffiliate: true,
      displayName: 'Pat',
      version: before.version + 1,
    });
    expect(saved.json.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    const history = saved.json.history as Array<{ changes: Array<{ field: string }> }>;
    expect(history[0]?.changes.map((c) => c.field).sort()).toEqual([
      'displayName',
      'isAffiliate',
      'role',
    ]);
    const stale = await as(admin).put(path, {
      role: 'user',
      isAffiliate: false,
      displayName: null,
      version: before.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('STALE_VERSION');
    // The new role rides in the next token: the refresh reads the database.
    const login2 = await login(session.user.email, 'long-enough-1');
    expect(login2.json.user).toMatchObject({ role: 'manager', isAffiliate: true });
  });

  it('the last admin cannot be demoted; with a second admin, one can', async () => {
    const me = (await as(admin).get('/api/admin/users/usr_admin')).json;
    const refused = await as(admin).put('/api/admin/users/usr_admin', {
      role: 'user',
      isAffiliate: false,
      displayName: me.displayName,
      version: me.version,
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'LAST_ADMIN', field: 'role' });

    const other = await server.newShopper();
    const o = await userOf(other);
    const path = `/api/admin/users/${o.id}`;
    const promoted = await as(admin).put(path, {
      role: 'admin',
      isAffiliate: false,
      displayName: null,
      version: o.version,
    });
    expect(promoted.json.role).toBe('admin');
    const demoted = await as(admin).put(path, {
      role: 'user',
      isAffiliate: false,
      displayName: null,
      version: o.version + 1,
    });
    expect(demoted.status, demoted.text).toBe(200);
    expect(demoted.json.role).toBe('user');
  });
});

describe('admin users: the last admin under concurrency', () => {
  it('of two admins demoting each other at once, exactly one succeeds', async () => {
    const setRole = async (by: string, id: string, role: string) => {
      const u = (await as(by).get(`/api/admin/users/${id}`)).json;
      return as(by).put(`/api/admin/users/${id}`, {
        role,
        isAffiliate: u.isAffiliate,
        displayName: u.displayName,
        version: u.version,
      });
    };
    const signIn = async (email: string) =>
      ((await login(email, 'long-enough-1')).json as { token: string }).token;
    const [a, b] = [await server.newShopper(), await server.newShopper()];
    const ids = [a.user.id ?? '', b.user.id ?? ''] as const;
    for (const id of ids) expect((await setRole(admin, id, 'admin')).status).toBe(200);
    const tokens = [await signIn(a.user.email), await signIn(b.user.email)] as const;
    // The seeded admin steps down (a role applies at once, decision 061): a and b remain.
    expect((await setRole(tokens[0], 'usr_admin', 'user')).status).toBe(200);
    let remaining = tokens[0];
    try {
      const versions = await Promise.all(
        ids.map(async (id) => (await as(tokens[0]).get(`/api/admin/users/${id}`)).json.version),
      );
      const demote = (by: string, id: string, version: unknown) =>
        as(by).put(`/api/admin/users/${id}`, {
          role: 'user',
          isAffiliate: false,
          displayName: null,
          version,
        });
      // a demotes b while b demotes a.
      const results = await Promise.all([
        demote(tokens[0], ids[1], versions[1]),
        demote(tokens[1], ids[0], versions[0]),
      ]);
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // The other is refused: the last admin (409), or no longer an admin by then (403).
      const refused = results.find((r) => r.status !== 200);
      expect([409, 403]).toContain(refused?.status);
      if (refused?.status === 409) expect(refused.json.code).toBe('LAST_ADMIN');
      remaining = statuses[0] === 200 ? tokens[0] : tokens[1];
      const admins = await as(remaining).get('/api/admin/users?role=admin');
      expect(admins.json.total).toBe(1);
    } finally {
      expect((await setRole(remaining, 'usr_admin', 'admin')).status).toBe(200);
    }
  });
});

describe('admin users: sessions and password reset', () => {
  it('signs a user out everywhere: every refresh token is revoked', async () => {
    const session = await server.newShopper();
    const second = (await login(session.user.email, 'long-enough-1')).json as {
      refreshToken: string;
    };
    const res = await as(admin).post(`/api/admin/users/${session.user.id}/sign-out`, {});
    expect(res.json).toEqual({ revokedSessions: 2 });
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
    const user = await userOf(session);
    expect(user.activeSessions).toBe(0);
    expect((user.history as Array<{ action: string }>)[0]?.action).toBe('sign-out');
  });

  it('a reset link sets a new password once, ends every session, and only the newest link works', async () => {
    const session = await server.newShopper();
    const path = `/api/admin/users/${session.user.id}/password-reset`;
    const first = (await as(admin).post(path, {})).json as { link: string; expiresAt: string };
    const made = await as(admin).post(path, {});
    expect(made.status, made.text).toBe(200);
    const link = new URL(made.json.link as string);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token');
    const oldToken = new URL(first.link).searchParams.get('token');
    const reset = (t: string | null, password = 'brand-new-pass-1') =>
      server.request('POST', '/api/auth/reset-password', { body: { token: t, password } });

    expect((await reset(oldToken)).status).toBe(400);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.json.field).toBe('password');
    const ok = await reset(token);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toEqual({ email: session.user.email });
    expect((await reset(token)).status).toBe(400);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await login(session.user.email, 'long-enough-1')).status).toBe(401);
    expect((await login(session.user.email, 'brand-new-pass-1')).status).toBe(200);
    const history = (await userOf(session)).history as Array<{ action: string }>;
    expect(history.map((h) => h.action)).toContain('password-reset-link');
  });

  it('an expired reset link is refused', async () => {
    const session = await server.newShopper();
    const made = await as(admin).post(`/api/admin/users/${session.user.id}/password-reset`, {});
    const token = new URL(made.json.link as string).searchParams.get('token');
    await server.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, session.user.id ?? ''));
    const res = await server.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-pass-1' },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/invalid, used or expired/);
  });
});
