import { eq, isNotNull } from 'drizzle-orm';
import { newId } from '../../auth/tokens';
import type { Database } from '../../db/database';
import {
  affiliateAccounts,
  affiliateLedger,
  affiliatePayoutItems,
  affiliatePayouts,
} from '../../db/schema';
import { paidMap, toEntry } from './programme';
import {
  PAYOUT_FEE_CENTS,
  PAYOUT_MINIMUM_CENTS,
  type PayoutMethodKind,
  payoutRunKey,
  previousRunKey,
  selectPayout,
} from './rules';

/** Payout runs (decision 023), split out of programme.ts: the ledger's bookings stay there. */

export interface PayoutRunSummary {
  runKey: string;
  created: number;
  totalCents: number;
  skippedBelowMinimum: number;
}

/**
 * The payout run of a 1st or 16th (decision 023): for every affiliate with a payout method, the
 * approved entries (hold ended by the run date) bundled into one payout when they reach the
 * method's minimum. Idempotent: one payout per affiliate per run (unique), and an entry joins
 * at most one payout (primary key), so a second or concurrent run pays nothing twice.
 */
export async function runPayouts(
  db: Database,
  options: {
    runKey?: string;
    now?: Date;
    payoutId?: (affiliateId: string, runKey: string) => string;
  } = {},
): Promise<PayoutRunSummary> {
  const now = options.now ?? new Date();
  const runKey = options.runKey ?? payoutRunKey(now);
  const cutoff = Math.min(new Date(`${runKey}T00:00:00Z`).getTime(), now.getTime());
  const accounts = await db
    .select()
    .from(affiliateAccounts)
    .where(isNotNull(affiliateAccounts.payoutMethod));
  const summary: PayoutRunSummary = { runKey, created: 0, totalCents: 0, skippedBelowMinimum: 0 };
  for (const account of accounts) {
    const method = account.payoutMethod as PayoutMethodKind;
    if (!(method in PAYOUT_MINIMUM_CENTS)) continue;
    try {
      const amount = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(affiliateLedger)
          .where(eq(affiliateLedger.affiliateId, account.userId));
        const entries = rows.map(toEntry);
        const paid = await paidMap(
          tx,
          entries.map((e) => e.id),
        );
        const selection = selectPayout(entries, paid, cutoff, PAYOUT_MINIMUM_CENTS[method]);
        if (!selection) return null;
        const id = options.payoutId?.(account.userId, runKey) ?? newId('po');
        const [payout] = await tx
          .insert(affiliatePayouts)
          .values({
            id,
            affiliateId: account.userId,
            runKey,
            method,
            methodMasked: account.payoutDetailsMasked,
            amountCents: selection.amountCents,
            feeCents: Math.min(PAYOUT_FEE_CENTS[method], selection.amountCents),
            status: 'open',
            periodStart: previousRunKey(runKey),
            periodEnd: runKey,
          })
          .onConflictDoNothing()
          .returning({ id: affiliatePayouts.id });
        if (!payout) return 0;
        await tx
          .insert(affiliatePayoutItems)
          .values(selection.entryIds.map((entryId) => ({ entryId, payoutId: id })));
        // The transfer itself is simulated: the payout is sent and gets its reference.
        await tx
          .update(affiliatePayouts)
          .set({
            status: 'paid',
            paidAt: now,
            reference: `${method.toUpperCase()}-${runKey.replaceAll('-', '')}-${id.slice(-6).toUpperCase()}`,
          })
          .where(eq(affiliatePayouts.id, id));
        return selection.amountCents;
      });
      if (amount === null) {
        summary.skippedBelowMinimum += 1;
      } else if (amount > 0) {
        summary.created += 1;
        summary.totalCents += amount;
      }
    } catch (error) {
      // A concurrent run took an entry first (primary key): this affiliate is done by that run.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return summary;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
