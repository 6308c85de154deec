import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashToken, newId, newOpaqueToken, successorToken } from '../../platform/auth/tokens';
import { type Tx, withAdvisoryLock } from '../../platform/db/coordination';
import type { Deps } from '../../platform/deps';
import { ApiError, unauthorized } from '../../platform/errors';
import { refreshTokens, users } from '../schema';

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

async function storeRefreshToken(
  deps: Deps,
  userId: string,
  familyId: string,
  db: Deps['db'] | Tx = deps.db,
  token: string = newOpaqueToken(),
): Promise<string> {
  await db.insert(refreshTokens).values({
    id: newId('rt'),
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + deps.config.refreshTokenTtlDays * 86_400_000),
  });
  return token;
}

export const SUSPENDED_MESSAGE =
  'This account is suspended. Contact support if you think this is a mistake.';

/** A suspended account signs in nowhere (decision 042): a 403 with its own code, never a 401. */
export const accountSuspended = () =>
  new ApiError(403, SUSPENDED_MESSAGE, { code: 'ACCOUNT_SUSPENDED' });

/**
 * A new session: an access token and the first refresh token of a new family. A suspended user
 * gets none, whatever the way in (password, Google, a sign-up flow).
 */
export async function startSession(deps: Deps, user: UserRow) {
  if (user.suspendedAt) throw accountSuspended();
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

/** How many rotations past a reused token the reuse interval follows to the live one. */
const MAX_SUCCESSOR_STEPS = 5;

type Rotation = { refused: string } | { user: UserRow; refreshToken: string };

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Runs `work` on the stored row of `presented` under its family's advisory lock (decision 032),
 * the row read again inside the lock; `{ found: false }` when no token has that hash.
 */
async function underFamilyLock<T>(
  db: Deps['db'],
  presented: string,
  work: (tx: Tx, row: RefreshTokenRow | undefined) => Promise<T>,
): Promise<{ found: false } | { found: true; value: T }> {
  const tokenHash = hashToken(presented);
  const [found] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!found) return { found: false };
  const outcome = await withAdvisoryLock(db, `refresh-family:${found.familyId}`, async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return work(tx, row);
  });
  if (!outcome.ran) throw new Error('unreachable: a waiting advisory lock always runs');
  return { found: true, value: outcome.value };
}

/**
 * Rotates a refresh token: the presented one is spent and its successor, of the same family, is
 * issued (derived from it, decision 062). Presenting a spent token again within the reuse
 * interval (REFRESH_TOKEN_REUSE_INTERVAL_SECONDS, 10) answers the family's live token — the same
 * new pair for two tabs refreshing at once; later it is treated as theft and the whole family is
 * revoked. Every rotation of a family runs under the family's advisory lock (decision 032), so of
 * concurrent uses on any instances one rotates and the others, after it, see the rotation.
 */
export async function rotateRefreshToken(deps: Deps, presented: string) {
  const outcome = await underFamilyLock(deps.db, presented, async (tx, row): Promise<Rotation> => {
    if (!row) return { refused: 'Invalid refresh token' };
    if (row.revokedAt) return { refused: 'Refresh token revoked' };
    const now = deps.clock.now();
    const revokeFamily = async () => {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date(now) })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    };
    if (row.rotatedAt) {
      const withinInterval =
        now - row.rotatedAt.getTime() <= deps.config.refreshTokenReuseIntervalSeconds * 1000;
      const live = withinInterval ? await liveSuccessor(deps, tx, presented, row.familyId) : null;
      if (live) return live;
      await revokeFamily();
      deps.log.warn('refresh token reused: family revoked', { familyId: row.familyId });
      return { refused: 'Refresh token reused' };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { refused: 'Refresh token expired' };
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) return { refused: 'Unknown user' };
    if (user.suspendedAt) {
      await revokeFamily();
      return { refused: 'Account suspended' };
    }
    // Issued inside the lock: a later reuse outside the interval revokes it with the family.
    const next = successorToken(deps.config.jwtSecret, presented);
    // Already issued once, by a rotation since withdrawn (`withdrawRotation`): the same token
    // again while it is unused; used or revoked, the presented token is a reused one.
    const [issued] = await tx
      .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(next)));
    if (issued && (issued.rotatedAt || issued.revokedAt)) {
      await revokeFamily();
      deps.log.warn('refresh token reused: family revoked', { familyId: row.familyId });
      return { refused: 'Refresh token reused' };
    }
    await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date(now) })
      .where(eq(refreshTokens.id, row.id));
    return {
      user,
      refreshToken: issued ? next : await storeRefreshToken(deps, user.id, row.familyId, tx, next),
    };
  });
  if (!outcome.found) throw unauthorized('Invalid refresh token');
  if ('refused' in outcome.value) throw unauthorized(outcome.value.refused);
  const { user, refreshToken } = outcome.value;
  return { token: await deps.tokens.signAccess(user), refreshToken };
}

/**
 * Withdraws the rotation of `presented` whose answer is known never to have reached its client:
 * the store's server refreshed during a page render that the browser left before the response's
 * headers (issue 28, decision 122), so the browser's cookie still holds `presented`. Presented
 * again after the reuse interval, a spent token is taken for theft and the family revoked; so
 * the rotation is forgotten and `presented` is live again. Its successor stays issued and unused:
 * it is what the next rotation of `presented` answers (successors are derived), so a tab that was
 * answered it meanwhile (a refresh within the interval) keeps a working session.
 *
 * Only while the successor is unused: once it has been rotated, someone holds the session past
 * it, and nothing is withdrawn. True when withdrawn. Never exposed over HTTP — the rule "the
 * answer was not delivered" is the server's own knowledge, not a client's claim.
 */
export async function withdrawRotation(
  deps: Pick<Deps, 'db' | 'config'>,
  presented: string,
): Promise<boolean> {
  const outcome = await underFamilyLock(deps.db, presented, async (tx, row): Promise<boolean> => {
    if (!row?.rotatedAt || row.revokedAt) return false;
    const [next] = await tx
      .select()
      .from(refreshTokens)
      .where(
        eq(refreshTokens.tokenHash, hashToken(successorToken(deps.config.jwtSecret, presented))),
      );
    if (!next || next.familyId !== row.familyId || next.rotatedAt || next.revokedAt) return false;
    await tx.update(refreshTokens).set({ rotatedAt: null }).where(eq(refreshTokens.id, row.id));
    return true;
  });
  return outcome.found && outcome.value;
}

/**
 * The family's live token reached from `presented` by its successors (at most a few rotations
 * on), or null when there is none: revoked, expired, or the chain left the family.
 */
async function liveSuccessor(
  deps: Deps,
  tx: Tx,
  presented: string,
  familyId: string,
): Promise<Rotation | null> {
  let token = presented;
  for (let step = 0; step < MAX_SUCCESSOR_STEPS; step++) {
    token = successorToken(deps.config.jwtSecret, token);
    const [next] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (!next || next.familyId !== familyId || next.revokedAt) return null;
    if (next.rotatedAt) continue;
    if (next.expiresAt.getTime() <= Date.now()) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, next.userId));
    if (!user || user.suspendedAt) return null;
    return { user, refreshToken: token };
  }
  return null;
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
