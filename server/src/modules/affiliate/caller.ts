import type { AccessClaims } from '../../platform/auth/tokens';
import { unauthorized } from '../../platform/errors';

/** The affiliate a call is for: always the signed-in caller (never a parameter). */
export function affiliateId(auth: Pick<AccessClaims, 'id'> | null): string {
  if (!auth) throw unauthorized();
  return auth.id;
}
