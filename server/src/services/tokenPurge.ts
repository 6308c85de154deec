import { lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailVerifications, refreshTokens } from '../db/schema';

/** Expired tokens are deleted at most this often per app instance (not a spec number). */
export const TOKEN_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface TokenPurge {
  /**
   * Deletes refresh tokens and e-mail verification tokens past their expiry, unless that was done
   * less than TOKEN_PURGE_INTERVAL_MS ago. Answers how many rows went (0 when skipped).
   * An expired refresh token is refused whether its row exists or not, so deleting it changes
   * no answer; rotated tokens that have not expired stay, and with them reuse detection.
   */
  run(db: Database, nowMs: number): Promise<number>;
}

export function createTokenPurge(intervalMs = TOKEN_PURGE_INTERVAL_MS): TokenPurge {
  let last = Number.NEGATIVE_INFINITY;
  return {
    async run(db, nowMs) {
      if (nowMs - last < intervalMs) return 0;
      last = nowMs;
      const now = new Date(nowMs);
      const [tokens, verifications] = await Promise.all([
        db
          .delete(refreshTokens)
          .where(lt(refreshTokens.expiresAt, now))
          .returning({ id: refreshTokens.id }),
        db
          .delete(emailVerifications)
          .where(lt(emailVerifications.expiresAt, now))
          .returning({ hash: emailVerifications.tokenHash }),
      ]);
      return tokens.length + verifications.length;
    },
  };
}
