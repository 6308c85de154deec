import type { PayoutMethodRequest, PayoutMethodView } from '@reelcart/contract/affiliate';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import { affiliateAccounts, users } from '../schema';
import { maskDetails } from './programme';
import {
  PAYOUT_FEE_CENTS,
  PAYOUT_METHODS,
  PAYOUT_MINIMUM_CENTS,
  type PayoutMethodKind,
} from './rules';
import { decryptDetails, encryptDetails } from './secrets';

export function payoutMethodView(method: string | null, masked: string | null): PayoutMethodView {
  const kind = (PAYOUT_METHODS as readonly string[]).includes(method ?? '')
    ? (method as PayoutMethodKind)
    : null;
  return {
    method: kind,
    masked: kind ? masked : null,
    hasPaymentInfo: kind !== null,
    minimums: { ...PAYOUT_MINIMUM_CENTS },
    fees: { ...PAYOUT_FEE_CENTS },
  };
}

/**
 * Saves an affiliate's payout method, encrypted (decision 024), and marks the account as having
 * payment info: `users.payment_info` keeps only the method and its mask, which is what the
 * tokens' `hasPaymentInfo` and the profile read.
 */
export async function savePayoutMethod(
  db: Database,
  config: Pick<Config, 'payoutDetailsKey'>,
  userId: string,
  details: PayoutMethodRequest,
): Promise<PayoutMethodView> {
  const masked = maskDetails(details);
  const values = {
    payoutMethod: details.method,
    payoutDetailsEncrypted: encryptDetails(config.payoutDetailsKey, details),
    payoutDetailsMasked: masked,
    updatedAt: new Date(),
    // New details are unverified until an admin checks them (decision 048).
    paymentVerifiedAt: null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(affiliateAccounts)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: affiliateAccounts.userId,
        set: { ...values, version: sql`${affiliateAccounts.version} + 1` },
      });
    await tx
      .update(users)
      .set({ paymentInfo: { method: details.method, masked } })
      .where(eq(users.id, userId));
  });
  return payoutMethodView(details.method, masked);
}

export async function readPayoutDetails(
  db: Database,
  config: Pick<Config, 'payoutDetailsKey'>,
  userId: string,
): Promise<PayoutMethodRequest | null> {
  const [row] = await db
    .select({ enc: affiliateAccounts.payoutDetailsEncrypted })
    .from(affiliateAccounts)
    .where(eq(affiliateAccounts.userId, userId));
  return row?.enc
    ? (decryptDetails(config.payoutDetailsKey, row.enc) as PayoutMethodRequest)
    : null;
}

/** The affiliate's payout method as the dashboard shows it (masked). */
export async function payoutMethodOf(db: Database, affiliateId: string): Promise<PayoutMethodView> {
  const [row] = await db
    .select({
      method: affiliateAccounts.payoutMethod,
      masked: affiliateAccounts.payoutDetailsMasked,
    })
    .from(affiliateAccounts)
    .where(eq(affiliateAccounts.userId, affiliateId));
  return payoutMethodView(row?.method ?? null, row?.masked ?? null);
}
