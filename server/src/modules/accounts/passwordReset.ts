import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import { hashToken, newOpaqueToken } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { ApiError, badRequest } from '../../platform/errors';
import { enqueueMail } from '../mail';
import { passwordResets, users } from '../schema';
import { revokeUserSessions } from './sessions';

export const RESET_TTL_MS = 24 * 60 * 60 * 1000;
export const MIN_PASSWORD = 8;

/**
 * A one-time password-reset link for a user (decision 042): only the token's hash is stored, the
 * link is answered once to the admin who asked for it (there is no mailer) and expires in 24 h.
 * Earlier unused links of the user stop working: only the newest one is valid. With `emailTo`, the
 * link is also mailed to the user through the outbox (decision 046), in the same transaction.
 */
export async function createResetLink(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: string,
  createdBy: string,
  nowMs: number,
  emailTo?: string,
): Promise<{ link: string; expiresAt: string; mailId: string | null }> {
  const token = newOpaqueToken();
  const now = new Date(nowMs);
  const expiresAt = new Date(nowMs + RESET_TTL_MS);
  const link = `${deps.config.publicBaseUrl}/reset-password?token=${token}`;
  const mailId = await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), userId, createdBy, expiresAt });
    if (!emailTo) return null;
    const mail = await enqueueMail(
      tx,
      {
        kind: 'password_reset',
        to: emailTo,
        subject: 'Reset your Reelcart password',
        text: `A password reset was requested for your Reelcart account.\n\nChoose a new password with this link (it works once, for 24 hours):\n${link}\n\nEvery session of your account ends when the new password is set.`,
        dedupeKey: `password_reset:${hashToken(token)}`,
      },
      nowMs,
    );
    return mail.id;
  });
  return { link, expiresAt: expiresAt.toISOString(), mailId };
}

/**
 * Spends a reset link: the new password is set and every session of the user ends. The token is
 * looked up first (decision 060): a bogus one costs a lookup, never a password hash, and counts
 * against the client address's failed attempts (20 an hour, then 429). The token is then claimed
 * by one conditional update, so of two concurrent uses only one sets a password.
 */
export async function resetPassword(
  deps: Deps,
  token: string,
  password: string,
  address: string,
): Promise<{ email: string }> {
  if (password.length < MIN_PASSWORD)
    throw badRequest('password', `Invalid password: at least ${MIN_PASSWORD} characters`);
  const limiter = deps.accountLimiter.reset;
  const limit = await limiter.attempt(address);
  if (!limit.allowed) {
    await limiter.forgive(address);
    throw new ApiError(
      429,
      'Too many attempts with reset links that do not work. Ask for a new link, or try again in an hour.',
    );
  }
  const now = new Date(deps.clock.now());
  const tokenHash = hashToken(token);
  const live = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
  const [found] = await deps.db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(live);
  if (!found) throw invalidLink();
  await limiter.forgive(address);
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResets.userId });
    if (!row) return null;
    const [updated] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, row.userId))
      .returning({ id: users.id, email: users.email });
    return updated ?? null;
  });
  if (!user) throw invalidLink();
  await revokeUserSessions(deps, user.id);
  return { email: user.email };
}

const invalidLink = () =>
  new ApiError(400, 'This reset link is invalid, used or expired', { field: 'token' });
