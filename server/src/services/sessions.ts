import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashToken, newId, newOpaqueToken } from '../auth/tokens';
import { refreshTokens, users } from '../db/schema';
import type { Deps } from '../http/context';
import { unauthorized } from '../http/errors';

export type UserRow = typeof users.$inferSelect;

export function toAuthUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    isAffiliate: user.isAffiliate,
    affiliateCode: user.affiliateCode,
    hasPaymentInfo: user.paymentInfo !== null && user.paymentInfo !== undefined,
    role: user.role,
  };
}

async function storeRefreshToken(deps: Deps, userId: string, familyId: string): Promise<string> {
  const token = newOpaqueToken();
  await deps.db.insert(refreshTokens).values({
    id: newId('rt'),
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + deps.config.refreshTokenTtlDays * 86_400_000),
  });
  return token;
}

/** A new session: an access token and the first refresh token of a new family. */
export async function startSession(deps: Deps, user: UserRow) {
  // Housekeeping, at most once an hour: a failure is logged, never the user's problem.
  try {
    const removed = await deps.tokenPurge.run(deps.db, Date.now());
    if (removed > 0) deps.log.info('expired tokens deleted', { removed });
  } catch (error) {
    deps.log.error('deleting expired tokens failed', { error: String(error) });
  }
  const [token, refreshToken] = await Promise.all([
    deps.tokens.signAccess(user),
    storeRefreshToken(deps, user.id, newId('fam')),
  ]);
  return { token, refreshToken, user: toAuthUser(user) };
}

async function revokeFamily(deps: Deps, familyId: string): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is issued.
 * Presenting a spent (rotated) token again is treated as theft: the whole family is revoked.
 */
export async function rotateRefreshToken(deps: Deps, presented: string) {
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row) throw unauthorized('Invalid refresh token');
  if (row.revokedAt) throw unauthorized('Refresh token revoked');
  if (row.rotatedAt) {
    await revokeFamily(deps, row.familyId);
    deps.log.warn('refresh token reused: family revoked', { familyId: row.familyId });
    throw unauthorized('Refresh token reused');
  }
  if (row.expiresAt.getTime() <= Date.now()) throw unauthorized('Refresh token expired');
  // Spend it atomically: of two concurrent uses, only one wins; the other counts as reuse.
  const spent = await deps.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(deps, row.familyId);
    throw unauthorized('Refresh token reused');
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw unauthorized('Unknown user');
  const [token, refreshToken] = await Promise.all([
    deps.tokens.signAccess(user),
    storeRefreshToken(deps, user.id, row.familyId),
  ]);
  return { token, refreshToken };
}

/**
 * Ends sessions of a user: every refresh token not yet revoked is revoked, except those of the
 * family of `keep` (this session's refresh token) when it is the user's own. Answers how many
 * families were ended.
 */
export async function revokeUserSessions(
  deps: Deps,
  userId: string,
  keep: string | null = null,
): Promise<number> {
  let keepFamily: string | null = null;
  if (keep) {
    const [row] = await deps.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, hashToken(keep)), eq(refreshTokens.userId, userId)));
    keepFamily = row?.familyId ?? null;
  }
  const revoked = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(revoked.map((r) => r.familyId)).size;
}
