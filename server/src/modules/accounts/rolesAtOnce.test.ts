import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startTestServer, type TestServer } from '../../testing/harness';

/**
 * Issue 29, "Also": a suspended or demoted user kept their role for up to 15 minutes (roles came
 * from the access token). Roles, the affiliate flag and suspension now take effect at once for
 * admin, manager and affiliate calls (decision 061), on the token the user already holds.
 */
let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
}, 120_000);
afterAll(() => server.close());

const asAdmin = (method: string, path: string, body?: unknown) =>
  server.request(method, path, { token: admin.token, body });

async function setAccount(id: string, change: { role?: string; isAffiliate?: boolean }) {
  const current = (await asAdmin('GET', `/api/admin/users/${id}`)).json as {
    role: string;
    isAffiliate: boolean;
    displayName: string | null;
    version: number;
  };
  const { role, isAffiliate, displayName, version } = current;
  const res = await asAdmin('PUT', `/api/admin/users/${id}`, {
    role,
    isAffiliate,
    displayName,
    version,
    ...change,
  });
  expect(res.status, res.text).toBe(200);
}

const suspend = async (id: string, suspended: boolean) =>
  expect((await asAdmin('POST', `/api/admin/users/${id}/suspension`, { suspended })).status).toBe(
    200,
  );

/** A new account made `role` (and affiliate) by the admin, signed in after the change. */
async function member(change: { role?: string; isAffiliate?: boolean }) {
  const fresh = await server.newShopper();
  const id = fresh.user.id ?? '';
  await setAccount(id, change);
  const res = await server.request('POST', '/api/auth/login', {
    body: { email: fresh.user.email, password: 'long-enough-1' },
  });
  expect(res.status).toBe(200);
  return { id, token: (res.json as unknown as Session).token };
}

const CALLS = {
  admin: '/api/admin/dashboard',
  manager: '/api/manager/reports/overview',
  affiliate: '/api/affiliate/overview',
} as const;

describe.each([
  ['admin', { role: 'admin' }, { role: 'user' }],
  ['manager', { role: 'manager' }, { role: 'user' }],
  ['affiliate', { isAffiliate: true }, { isAffiliate: false }],
] as const)('a %s', (kind, grant, revoke) => {
  const call = (token: string) => server.request('GET', CALLS[kind], { token });

  it('demoted: the very next call with the same token is refused', async () => {
    const who = await member(grant);
    expect((await call(who.token)).status).toBe(200);
    await setAccount(who.id, revoke);
    expect((await call(who.token)).status).toBe(403);
    await setAccount(who.id, grant);
    expect((await call(who.token)).status).toBe(200);
  });

  it('suspended: the very next call is refused as signed out, and works again once reinstated', async () => {
    const who = await member(grant);
    expect((await call(who.token)).status).toBe(200);
    await suspend(who.id, true);
    const refused = await call(who.token);
    expect(refused.status).toBe(401);
    expect(refused.json.message).toBe('Account suspended');
    await suspend(who.id, false);
    expect((await call(who.token)).status).toBe(200);
  });
});
