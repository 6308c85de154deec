import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../platform/auth/passwords';
import { startTestServer, type TestServer } from '../../testing/harness';
import { mailOutbox } from '../schema';

/** Issue 29 item 8: limits on sign-ups, reset attempts and verification mails; a sign-up answer for a known e-mail. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    authLimits: {
      registrationsPerAddress: 3,
      resetFailuresPerAddress: 4,
      verificationMailsPerUser: 2,
      windowMs: 60 * 60 * 1000,
    },
  });
}, 120_000);
afterAll(() => server.close());

const from = (client: string) => ({ 'x-forwarded-for': client });
let n = 0;
const fresh = () => `limits-${Date.now().toString(36)}-${++n}@example.test`;

describe('sign-ups per address', () => {
  it('refuses the fourth sign-up from one address within the hour, not from another', async () => {
    const register = (client: string) =>
      server.request('POST', '/api/auth/register', {
        body: { email: fresh(), password: 'long-enough-1' },
        headers: from(client),
      });
    for (let i = 0; i < 3; i++) expect((await register('198.51.100.80')).status).toBe(200);
    const refused = await register('198.51.100.80');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(/Try again/);
    expect((await register('198.51.100.81')).status).toBe(200);
  });
});

describe('a sign-up with a known e-mail', () => {
  it('creates nothing, tells the owner by mail once a day, and answers without naming the account', async () => {
    const attempt = () =>
      server.request('POST', '/api/auth/register', {
        body: { email: 'Shopper@Reelcart.test', password: 'someone-elses-1' },
        headers: from('198.51.100.90'),
      });
    const first = await attempt();
    expect(first.status).toBe(409);
    expect(first.json.message).toBe(
      'We could not create an account with this e-mail. If it is yours, log in (or continue with Google); we have sent that address a note.',
    );
    await attempt();
    const notes = await server.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, 'shopper@reelcart.test'), eq(mailOutbox.kind, 'signup_attempt')),
      );
    expect(notes).toHaveLength(1);
    expect(notes[0]?.text).toMatch(/tried to create a Reelcart account with this address/);
    // The owner's password still works.
    const login = await server.request('POST', '/api/auth/login', {
      body: { email: 'shopper@reelcart.test', password: 'shopper-pass-1' },
    });
    expect(login.status).toBe(200);
  });
});

describe('password resets with bogus tokens', () => {
  it('looks the token up before hashing the new password, and limits failures per address', async () => {
    const hash = vi.spyOn(passwords, 'hashPassword');
    try {
      const reset = (client: string) =>
        server.request('POST', '/api/auth/reset-password', {
          body: { token: 'not-a-real-token-at-all', password: 'long-enough-1' },
          headers: from(client),
        });
      for (let i = 0; i < 4; i++) expect((await reset('198.51.100.100')).status).toBe(400);
      expect(hash).not.toHaveBeenCalled();
      const refused = await reset('198.51.100.100');
      expect(refused.status).toBe(429);
      expect((await reset('198.51.100.101')).status).toBe(400);
    } finally {
      hash.mockRestore();
    }
  });
});

describe('verification mails', () => {
  it('sends at most two more per user an hour, then answers 429', async () => {
    const session = await server.newShopper();
    const resend = () =>
      server.request('POST', '/api/auth/resend-verification', { token: session.token, body: {} });
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/inbox/);
    const mails = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, session.user.email), eq(mailOutbox.kind, 'verification')));
    // The sign-up's own mail and two resends.
    expect(mails).toHaveLength(3);
  });
});
