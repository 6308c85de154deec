import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/db/database';
import { auditLog, users } from '../schema';

/**
 * Accounts that give the back office's users screens some variety (issue 18): one suspended by the
 * admin (with the audit entry that did it) and one that never verified its e-mail. Their passwords are listed in server/README.md.
 */
export const SEED_EXTRA_USERS = [
  { id: 'usr_suspended', email: 'suspended@reelcart.test', password: 'suspended-pass-1' },
  { id: 'usr_unverified', email: 'unverified@reelcart.test', password: 'unverified-pass-1' },
] as const;

export async function seedUsers(db: Database, demoPasswords = true): Promise<void> {
  const [suspendedHash, unverifiedHash] = demoPasswords
    ? await Promise.all(SEED_EXTRA_USERS.map((u) => hashPassword(u.password)))
    : [];
  const at = new Date('2026-02-01T00:00:00Z');
  await db.insert(users).values([
    {
      id: 'usr_suspended',
      email: 'suspended@reelcart.test',
      passwordHash: suspendedHash ?? null,
      displayName: 'suspended',
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      suspendedAt: at,
      version: 2,
      createdAt: new Date('2026-01-02T00:00:00Z'),
    },
    {
      id: 'usr_unverified',
      email: 'unverified@reelcart.test',
      passwordHash: unverifiedHash ?? null,
      displayName: null,
      emailVerifiedAt: null,
      createdAt: new Date('2026-01-03T00:00:00Z'),
    },
  ]);
  await db.insert(auditLog).values({
    actorId: 'usr_admin',
    actorEmail: 'admin@reelcart.test',
    entityType: 'user',
    entityId: 'usr_suspended',
    action: 'suspend',
    changes: [{ field: 'suspended', before: false, after: true }],
    at,
  });
}
