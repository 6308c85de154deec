import { eq, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import { users } from '../schema';
import { createResetLink } from './passwordReset';
import { normaliseEmail } from './users';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Who the audit log names for a change made on the command line. */
const OPERATOR = {
  id: 'operator',
  email: 'npm run admin:create',
  userRole: 'admin',
  exp: 0,
} as const;

/**
 * The first admin of a store that seeds no account (production, decision 059): the account of
 * `email` — made without a password if there is none — becomes an admin, and a one-time link
 * (24 h) lets its owner choose the password. The link is for the operator's terminal only.
 */
export async function bootstrapAdmin(
  deps: { db: Database; config: Config },
  rawEmail: string,
  nowMs: number,
): Promise<{ userId: string; created: boolean; link: string; expiresAt: string }> {
  const email = normaliseEmail(rawEmail);
  if (!EMAIL.test(email)) throw new Error(`Not an e-mail address: ${rawEmail}`);
  const { userId, created } = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    const id = existing?.id ?? newId('usr');
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'admin', version: sql`${users.version} + 1` })
        .where(eq(users.id, id));
    } else {
      await tx.insert(users).values({ id, email, role: 'admin', emailVerifiedAt: new Date(nowMs) });
    }
    await recordAudit(tx, OPERATOR, {
      entityType: 'user',
      entityId: id,
      action: existing ? 'update' : 'create',
      before: existing ? { role: existing.role } : null,
      after: { role: 'admin' },
    });
    return { userId: id, created: !existing };
  });
  const reset = await createResetLink(deps, userId, OPERATOR.id, nowMs);
  return { userId, created, link: reset.link, expiresAt: reset.expiresAt };
}
