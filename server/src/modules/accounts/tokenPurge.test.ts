import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newId } from '../../platform/auth/tokens';
import { startTestServer, type TestServer } from '../../testing/harness';
import { emailVerifications, passwordResets, refreshTokens, users } from '../schema';
import { createTokenPurge, TOKEN_PURGE_INTERVAL_MS } from './tokenPurge';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const HOUR = 3_600_000;

async function shopperId(): Promise<string> {
  const [row] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'shopper@reelcart.test'));
  if (!row) throw new Error('no seeded shopper');
  return row.id;
}

async function addTokens(userId: string, expiresAt: Date) {
  const id = newId('rt');
  await server.db.insert(refreshTokens).values({
    id,
    userId,
    familyId: newId('fam'),
    tokenHash: hashToken(id),
    expiresAt,
  });
  const hash = hashToken(`verify-${id}`);
  await server.db.insert(emailVerifications).values({ tokenHash: hash, userId, expiresAt });
  await server.db
    .insert(passwordResets)
    .values({ tokenHash: hash, userId, createdBy: 'usr_admin', expiresAt });
  return { id, hash };
}

const exists = async (id: string, hash: string) => ({
  token: (await server.db.select().from(refreshTokens).where(eq(refreshTokens.id, id))).length,
  verification: (
    await server.db.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, hash))
  ).length,
  reset: (await server.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hash)))
    .length,
});

describe('expired token purge', () => {
  it('deletes expired refresh, verification and reset tokens, keeps live ones, at most once an hour', async () => {
    const userId = await shopperId();
    const now = Date.parse('2026-11-21T12:00:00Z');
    const expired = await addTokens(userId, new Date(now - HOUR));
    const live = await addTokens(userId, new Date(now + HOUR));
    const purge = createTokenPurge();
    expect(await purge.run(server.db, now)).toBeGreaterThanOrEqual(3);
    expect(await exists(expired.id, expired.hash)).toEqual({ token: 0, verification: 0, reset: 0 });
    expect(await exists(live.id, live.hash)).toEqual({ token: 1, verification: 1, reset: 1 });
    // Within the hour nothing is deleted, even what has expired since.
    const later = await addTokens(userId, new Date(now));
    expect(await purge.run(server.db, now + TOKEN_PURGE_INTERVAL_MS - 1)).toBe(0);
    expect(await exists(later.id, later.hash)).toEqual({ token: 1, verification: 1, reset: 1 });
    expect(await purge.run(server.db, now + TOKEN_PURGE_INTERVAL_MS)).toBeGreaterThanOrEqual(3);
    expect(await exists(later.id, later.hash)).toEqual({ token: 0, verification: 0, reset: 0 });
  });

  it('runs on a sign-in', async () => {
    const userId = await shopperId();
    const expired = await addTokens(userId, new Date(Date.now() - HOUR));
    const login = await server.request('POST', '/api/auth/login', {
      body: { email: 'shopper@reelcart.test', password: 'shopper-pass-1' },
    });
    expect(login.status).toBe(200);
    expect(await exists(expired.id, expired.hash)).toEqual({ token: 0, verification: 0, reset: 0 });
  });
});
