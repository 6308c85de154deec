import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { bootstrapAdmin } from './adminBootstrap';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

describe('bootstrapAdmin (the first admin of a store that seeds no account)', () => {
  it('makes a new account an admin whose owner chooses the password through a one-time link', async () => {
    const email = `owner-${Date.now().toString(36)}@example.test`;
    const made = await bootstrapAdmin(server, email, Date.now());
    expect(made.created).toBe(true);
    const token = new URL(made.link).searchParams.get('token');
    // No password until the owner sets one.
    const before = await server.request('POST', '/api/auth/login', {
      body: { email, password: 'chosen-password-1' },
    });
    expect(before.status).toBe(401);
    const reset = await server.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'chosen-password-1' },
    });
    expect(reset.status, reset.text).toBe(200);
    const login = await server.request('POST', '/api/auth/login', {
      body: { email, password: 'chosen-password-1' },
    });
    expect(login.status).toBe(200);
    const dashboard = await server.request('GET', '/api/admin/dashboard', {
      token: (login.json as { token: string }).token,
    });
    expect(dashboard.status).toBe(200);
  });

  it('promotes an existing account, and refuses what is not an e-mail', async () => {
    const shopper = await server.newShopper();
    const made = await bootstrapAdmin(server, shopper.user.email.toUpperCase(), Date.now());
    expect(made).toMatchObject({ created: false, userId: shopper.user.id });
    await expect(bootstrapAdmin(server, 'not-an-email', Date.now())).rejects.toThrow(/e-mail/);
  });
});
