// The signed-in user's profile as the API returns it.
import type { Profile } from '@reelcart/contract/store';
import type { UserRow } from './sessions';

export const TRACKING_RATE_LIMIT = { max: 120, windowMs: 60 * 1000 } as const;

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    role: user.role === 'admin' || user.role === 'manager' ? user.role : 'user',
    isAffiliate: user.isAffiliate,
    affiliateCode: user.affiliateCode,
    hasPaymentInfo: user.paymentInfo !== null,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
