import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config';
import type { Tx } from '../../platform/db/coordination';
import type { Database } from '../../platform/db/database';
import { enqueueMail } from '../mail';
import {
  affiliateAccounts,
  emailVerifications,
  passwordResets,
  refreshTokens,
  users,
} from '../schema';
import type { UserRow } from './sessions';

/**
 * Links a Google identity to the account of its e-mail (decision 061). Google vouches that the
 * signer owns the mailbox. An account whose e-mail was verified belongs to that owner already:
 * linked as it is. An account whose e-mail was never verified may have been planted by someone
 * else (account pre-hijacking, as Supabase and Auth0 treat it): the Google-verified owner becomes
 * its owner — the password someone set is removed, every session and pending link ends, payout
 * details go, and the owner is told by mail. Answers the account as it is now.
 */
export async function linkGoogleIdentity(
  db: Database,
  config: Pick<Config, 'publicBaseUrl'>,
  account: UserRow,
  sub: string,
  nowMs: number,
): Promise<UserRow> {
  const now = new Date(nowMs);
  const link = async (handle: Database | Tx) => {
    const [linked] = await handle
      .update(users)
      .set({ googleSub: sub })
      .where(eq(users.id, account.id))
      .returning();
    return linked ?? account;
  };
  if (account.emailVerifiedAt) return link(db);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(users)
      .set({
        googleSub: sub,
        emailVerifiedAt: now,
        passwordHash: null,
        paymentInfo: null,
        version: sql`${users.version} + 1`,
      })
      .where(and(eq(users.id, account.id), isNull(users.emailVerifiedAt)))
      .returning();
    // Verified meanwhile by its owner: an ordinary link.
    if (!claimed) return link(tx);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, account.id), isNull(refreshTokens.revokedAt)));
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, account.id), isNull(emailVerifications.usedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, account.id), isNull(passwordResets.usedAt)));
    await tx
      .update(affiliateAccounts)
      .set({
        payoutMethod: null,
        payoutDetailsEncrypted: null,
        payoutDetailsMasked: null,
        paymentVerifiedAt: null,
        version: sql`${affiliateAccounts.version} + 1`,
      })
      .where(eq(affiliateAccounts.userId, account.id));
    await enqueueMail(
      tx,
      {
        kind: 'account_secured',
        to: claimed.email,
        subject: 'Your Reelcart account now signs in with Google',
        text: `You signed in with Google as ${claimed.email}. An account with this address already existed but its address had never been confirmed, so we could not tell who set it up.\n\nTo keep it yours, we removed its password, ended every other session and cleared any payout details. Sign in with Google from now on (${config.publicBaseUrl}/login), or ask support for a password-reset link to set a password of your own.`,
        dedupeKey: `account_secured:${account.id}:${sub}`,
      },
      nowMs,
    );
    return claimed;
  });
}
