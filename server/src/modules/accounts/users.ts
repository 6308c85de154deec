import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { users } from '../schema';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A short, stable, upper-case referral code derived from the user id. */
export function affiliateCodeFor(userId: string): string {
  return createHash('sha256')
    .update(userId)
    .digest('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 8)
    .toUpperCase();
}

/** The affiliate a referral code belongs to, if any (unknown codes are ignored). */
export async function referrerOf(
  deps: Deps,
  code: string | null | undefined,
): Promise<string | null> {
  if (!code) return null;
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.affiliateCode, code.trim().toUpperCase()));
  return row?.id ?? null;
}
