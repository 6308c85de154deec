import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newOpaqueToken } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { ApiError } from '../../platform/errors';
import { enqueueMail } from '../mail';
import { emailVerifications, users } from '../schema';

const TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Creates a verification link and queues its mail in the outbox (decision 046), in one
 * transaction: the token exists only if its mail is queued. Nothing of it is logged.
 */
export async function sendVerificationEmail(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  user: { id: string; email: string },
): Promise<string> {
  const token = newOpaqueToken();
  const link = `${deps.config.publicBaseUrl}/verify-email?token=${token}`;
  await deps.db.transaction(async (tx) => {
    await tx.insert(emailVerifications).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + TTL_MS),
    });
    await enqueueMail(tx, {
      kind: 'verification',
      to: user.email,
      subject: 'Confirm your e-mail address',
      text: `Welcome to Reelcart.\n\nConfirm your e-mail address by opening this link (it works for 24 hours):\n${link}\n\nIf you did not create an account, ignore this mail.`,
      dedupeKey: `verification:${hashToken(token)}`,
    });
  });
  // Never the link (nor the address) in the log, in any mode (issue 29 item 13): without SMTP it
  // is read at /admin/mail, the development viewer of the outbox.
  return link;
}

export async function verifyEmailToken(deps: Deps, token: string): Promise<{ email: string }> {
  const now = new Date();
  const [row] = await deps.db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId });
  if (!row) throw new ApiError(400, 'Invalid or expired verification link', { field: 'token' });
  const [user] = await deps.db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(eq(users.id, row.userId))
    .returning({ email: users.email });
  if (!user) throw new ApiError(400, 'Invalid or expired verification link', { field: 'token' });
  return user;
}
