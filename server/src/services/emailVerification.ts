import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { emailVerifications, users } from '../db/schema';
import type { Deps } from '../http/context';
import { ApiError } from '../http/errors';

const TTL_MS = 24 * 60 * 60 * 1000;

/** Creates a verification link. There is no mailer here: development logs the link. */
export async function sendVerificationEmail(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  user: { id: string; email: string },
): Promise<string> {
  const token = newOpaqueToken();
  await deps.db.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + TTL_MS),
  });
  const link = `${deps.config.publicBaseUrl}/verify-email?token=${token}`;
  if (deps.config.env !== 'production')
    deps.log.info(`verification link for ${user.email}: ${link}`);
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
