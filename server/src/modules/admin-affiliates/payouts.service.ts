import { contract } from '@reelcart/contract/admin';
import { and, desc, eq } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound } from '../../platform/errors';
import { previewPayoutRun, runPayouts } from '../affiliate';
import { recordAudit } from '../audit';
import { affiliateAccounts, affiliatePayouts } from '../schema';

import { affiliateLookups, toPayout } from './lookups';

/** The back office's payouts: one marked paid, the payout run previewed and confirmed (decision 049). */
export function adminPayoutService(deps: Deps) {
  const { db } = deps;
  const { now, checkRunKey } = affiliateLookups(deps);
  return {
    adminMarkPayoutPaid: handles(contract.adminMarkPayoutPaid, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const reference = body.reference.trim();
      return db.transaction(async (tx) => {
        const [payout] = await tx
          .select()
          .from(affiliatePayouts)
          .where(eq(affiliatePayouts.id, params.id ?? ''));
        if (!payout) throw notFound('Payout not found');
        if (payout.status === 'paid') {
          // The same reference again is the same payment: answered as it is (idempotent).
          if (payout.reference === reference) return toPayout(payout);
          throw new ApiError(409, `This payout was already paid (reference ${payout.reference}).`, {
            code: 'ALREADY_PAID',
            field: 'reference',
          });
        }
        const [account] = await tx
          .select({ status: affiliateAccounts.status })
          .from(affiliateAccounts)
          .where(eq(affiliateAccounts.userId, payout.affiliateId));
        if (account?.status === 'suspended')
          throw new ApiError(409, 'This affiliate is suspended: their payouts are held.', {
            code: 'AFFILIATE_SUSPENDED',
            field: 'reference',
          });
        // Conditional on `open`: of two concurrent marks only one changes the row.
        const [updated] = await tx
          .update(affiliatePayouts)
          .set({ status: 'paid', reference, paidAt: now() })
          .where(and(eq(affiliatePayouts.id, payout.id), eq(affiliatePayouts.status, 'open')))
          .returning();
        if (!updated) {
          const [again] = await tx
            .select()
            .from(affiliatePayouts)
            .where(eq(affiliatePayouts.id, payout.id));
          if (again?.reference === reference) return toPayout(again);
          throw new ApiError(409, 'This payout was just paid by someone else.', {
            code: 'ALREADY_PAID',
            field: 'reference',
          });
        }
        await recordAudit(tx, actor, {
          entityType: 'affiliate',
          entityId: payout.affiliateId,
          action: 'payout-paid',
          before: { payout: payout.id, status: 'open' },
          after: { payout: payout.id, status: 'paid', reference, amountCents: payout.amountCents },
        });
        return toPayout(updated);
      });
    }),
    adminPreviewPayoutRun: handles(contract.adminPreviewPayoutRun, async ({ query }) =>
      previewPayoutRun(db, checkRunKey(query.runKey), now()),
    ),
    adminConfirmPayoutRun: handles(contract.adminConfirmPayoutRun, async ({ body, auth }) => {
      const actor = auth as AccessClaims;
      const runKey = checkRunKey(body.runKey);
      const summary = await runPayouts(db, { runKey, now: now(), settle: 'open' });
      const payouts = await db
        .select()
        .from(affiliatePayouts)
        .where(eq(affiliatePayouts.runKey, runKey))
        .orderBy(desc(affiliatePayouts.amountCents), affiliatePayouts.id);
      if (summary.created > 0)
        await recordAudit(db, actor, {
          entityType: 'payout-run',
          entityId: runKey,
          action: 'confirm',
          before: null,
          after: { created: summary.created, totalCents: summary.totalCents },
        });
      return {
        runKey,
        created: summary.created,
        totalCents: summary.totalCents,
        payouts: payouts.map((p) => ({ ...toPayout(p), affiliateId: p.affiliateId })),
      };
    }),
  };
}
