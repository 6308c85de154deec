import { lt } from 'drizzle-orm';
import { claimJobRun, withAdvisoryLock } from '../../platform/db/coordination';
import type { Database } from '../../platform/db/database';
import { emailVerifications, passwordResets, refreshTokens } from '../schema';

/** Expired tokens are deleted at most this often, across every instance (not a spec number). */
export const TOKEN_PURGE_INTERVAL_MS = 60 * 60 * 1000;
const JOB = 'token-purge';

export interface TokenPurge {
  /**
   * Deletes refresh tokens, e-mail verification tokens and password-reset links past expiry, unless some instance
   * did so less than TOKEN_PURGE_INTERVAL_MS ago or is doing it now. Answers how many rows went
   * (0 when skipped). One instance at a time (docs/decisions/032): the run holds the advisory lock
   * `token-purge` (try-lock: a second instance skips instead of waiting) and claims the interval
   * in `job_runs` in the same transaction. On PGlite (one instance) the same code runs unchanged.
   * An expired refresh token is refused whether its row exists or not, so deleting it changes
   * no answer; rotated tokens that have not expired stay, and with them reuse detection.
   */
  run(db: Database, nowMs: number): Promise<number>;
}

export function createTokenPurge(intervalMs = TOKEN_PURGE_INTERVAL_MS): TokenPurge {
  // A cheap local gate, so a busy instance does not ask the database on every sign-in.
  let lastLocal = Number.NEGATIVE_INFINITY;
  return {
    async run(db, nowMs) {
      if (nowMs - lastLocal < intervalMs) return 0;
      lastLocal = nowMs;
      const outcome = await withAdvisoryLock(
        db,
        JOB,
        async (tx) => {
          if (!(await claimJobRun(tx, JOB, intervalMs, nowMs))) return 0;
          const now = new Date(nowMs);
          const tokens = await tx
            .delete(refreshTokens)
            .where(lt(refreshTokens.expiresAt, now))
            .returning({ id: refreshTokens.id });
          const verifications = await tx
            .delete(emailVerifications)
            .where(lt(emailVerifications.expiresAt, now))
            .returning({ hash: emailVerifications.tokenHash });
          const resets = await tx
            .delete(passwordResets)
            .where(lt(passwordResets.expiresAt, now))
            .returning({ hash: passwordResets.tokenHash });
          return tokens.length + verifications.length + resets.length;
        },
        { wait: false },
      );
      return outcome.ran ? outcome.value : 0;
    },
  };
}
