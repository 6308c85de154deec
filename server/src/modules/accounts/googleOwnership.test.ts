import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { mailOutbox } from '../schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const login = (email: string, password: string) =>
  server.request('POST', '/api/auth/login', { body: { email, password } });

/** Signs in with a Google ID token for `email` (verified by Google), one identity per e-mail. */
const withGoogle = async (email: string) =>
  server.request('POST', '/api/auth/google', {
    body: {
      credential: await server.google.sign({ sub: `google-${email}`, email, email_verified: true }),
    },
  });

// Issue 29 item 3: someone registers victim@… with their own password (never verified); the victim
// later signs in with Google; the identity was linked and the attacker's password still worked.
describe('Google sign-in of an e-mail whose account was never verified', () => {
  it('makes the Google-verified owner the owner: the password and every session end', async () => {
    const email = `victim-${Date.now().toString(36)}@example.test`;
    const planted = await server.request('POST', '/api/auth/register', {
      body: { email, password: 'attackers-password-1', isAffiliate: true },
    });
    expect(planted.status).toBe(200);
    const attacker = planted.json as { token: string; refreshToken: string; user: { id: string } };
    const saved = await server.request('PUT', '/api/affiliate/payout-method', {
      token: attacker.token,
      body: { method: 'paxum', email: 'attacker@evil.example' },
    });
    expect(saved.status, saved.text).toBe(200);

    const google = await withGoogle(email);
    expect(google.status).toBe(200);
    const owner = google.json as { token: string; user: { id: string; hasPaymentInfo: boolean } };
    expect(owner.user.id).toBe(attacker.user.id);

    expect((await login(email, 'attackers-password-1')).status).toBe(401);
    const refreshed = await server.request('POST', '/api/auth/refresh-token', {
      body: { refreshToken: attacker.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    // Payout details the planter may have saved are gone with the password.
    expect(owner.user.hasPaymentInfo).toBe(false);
    const profile = await server.request('GET', '/api/user/profile', { token: owner.token });
    expect(profile.json.emailVerified).toBe(true);
    // The owner hears what happened, and Google keeps working.
    const notes = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'account_secured')));
    expect(notes).toHaveLength(1);
    const again = await withGoogle(email);
    expect(again.status).toBe(200);
  });

  it('links a verified account as before: its own password keeps working', async () => {
    const google = await withGoogle('manager@reelcart.test');
    expect(google.status).toBe(200);
    expect((await login('manager@reelcart.test', 'manager-pass-1')).status).toBe(200);
  });
});
