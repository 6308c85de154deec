import type { PayoutRunLine, PayoutRunPreview } from '@reelcart/contract/admin';
import { and, eq, isNotNull } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';
import {
  affiliateAccounts,
  affiliateLedger,
  affiliatePayoutItems,
  affiliatePayouts,
  users,
} from '../schema';
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
    /**
     * 'simulate' (the cron and the older call): the transfer is simulated and the payout is paid
     * at once. 'open' (the admin's confirmed run, decision 049): the payout stays open until an
     * admin marks it paid with the transfer's reference.
     */
    settle?: 'simulate' | 'open';
  } = {},
): Promise<PayoutRunSummary> {
  const now = options.now ?? new Date();
  const runKey = options.runKey ?? payoutRunKey(now);
  const cutoff = Math.min(new Date(`${runKey}T00:00:00Z`).getTime(), now.getTime());
  // Only active affiliates with verified payment info are paid (decision 048); the others'
  // balances stay in the ledger for a later run.
  const accounts = await db
    .select()
    .from(affiliateAccounts)
    .where(
      and(
        isNotNull(affiliateAccounts.payoutMethod),
        isNotNull(affiliateAccounts.paymentVerifiedAt),
        eq(affiliateAccounts.status, 'active'),
      ),
    );
  const summary: PayoutRunSummary = { runKey, created: 0, totalCents: 0, skippedBelowMinimum: 0 };
  for (const account of accounts) {
    const method = account.payoutMethod as PayoutMethodKind;
    if (!(method in PAYOUT_MINIMUM_CENTS)) continue;
    try {
      const amount = await db.transaction(async (tx) => {
        // Lock the affiliate's commissions (in id order), then read in a statement of its own: a
        // refund of one (it locks it too) runs before this payout or after it, never beside it —
        // a voided commission is not paid, a paid one is clawed back (rollup.pg.test.ts).
        await tx
          .select({ id: affiliateLedger.id })
          .from(affiliateLedger)
          .where(
            and(
              eq(affiliateLedger.affiliateId, account.userId),
              eq(affiliateLedger.kind, 'commission'),
            ),
          )
          .orderBy(affiliateLedger.id)
          .for('update');
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
        if (options.settle === 'open') return selection.amountCents;
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

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What the run of `runKey` would do, per affiliate with something approved (decision 049): pay
 * (at or above the method's minimum, active, verified payment info), or why not. Affiliates the
 * run already paid show as 'in-run' with their payout. Reads only.
 */
export async function previewPayoutRun(
  db: Database,
  runKey: string,
  now: Date,
): Promise<PayoutRunPreview> {
  const cutoff = Math.min(new Date(`${runKey}T00:00:00Z`).getTime(), now.getTime());
  const [affiliates, ledger, items, inRun] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        code: users.affiliateCode,
        status: affiliateAccounts.status,
        method: affiliateAccounts.payoutMethod,
        masked: affiliateAccounts.payoutDetailsMasked,
        verifiedAt: affiliateAccounts.paymentVerifiedAt,
      })
      .from(users)
      .leftJoin(affiliateAccounts, eq(affiliateAccounts.userId, users.id))
      .where(isNotNull(users.affiliateCode)),
    db.select().from(affiliateLedger),
    db.select().from(affiliatePayoutItems),
    db.select().from(affiliatePayouts).where(eq(affiliatePayouts.runKey, runKey)),
  ]);
  const paid = new Map(items.map((i) => [i.entryId, i.payoutId]));
  const byAffiliate = new Map<string, ReturnType<typeof toEntry>[]>();
  for (const row of ledger) {
    const list = byAffiliate.get(row.affiliateId) ?? [];
    list.push(toEntry(row));
    byAffiliate.set(row.affiliateId, list);
  }
  const lines: PayoutRunLine[] = [];
  for (const a of affiliates) {
    const method = (a.method ?? null) as PayoutMethodKind | null;
    const known = method !== null && method in PAYOUT_MINIMUM_CENTS;
    const base = {
      affiliateId: a.id,
      email: a.email,
      code: a.code ?? '',
      method: known ? method : null,
      masked: known ? a.masked : null,
      minimumCents: known && method ? PAYOUT_MINIMUM_CENTS[method] : null,
    };
    const done = inRun.find((p) => p.affiliateId === a.id);
    if (done) {
      lines.push({
        ...base,
        outcome: 'in-run',
        amountCents: done.amountCents,
        feeCents: done.feeCents,
        entries: items.filter((i) => i.payoutId === done.id).length,
        payoutId: done.id,
      });
      continue;
    }
    const selection = selectPayout(byAffiliate.get(a.id) ?? [], paid, cutoff, 0);
    if (!selection) continue;
    const outcome: PayoutRunLine['outcome'] =
      a.status === 'suspended'
        ? 'suspended'
        : !known || !method
          ? 'no-payment-info'
          : !a.verifiedAt
            ? 'unverified'
            : selection.amountCents < PAYOUT_MINIMUM_CENTS[method]
              ? 'below-minimum'
              : 'pay';
    lines.push({
      ...base,
      outcome,
      amountCents: selection.amountCents,
      feeCents: known && method ? Math.min(PAYOUT_FEE_CENTS[method], selection.amountCents) : 0,
      entries: selection.entryIds.length,
      payoutId: null,
    });
  }
  const order: PayoutRunLine['outcome'][] = [
    'pay',
    'in-run',
    'below-minimum',
    'unverified',
    'no-payment-info',
    'suspended',
  ];
  lines.sort(
    (x, y) =>
      order.indexOf(x.outcome) - order.indexOf(y.outcome) ||
      y.amountCents - x.amountCents ||
      x.code.localeCompare(y.code),
  );
  const pay = lines.filter((l) => l.outcome === 'pay');
  return {
    runKey,
    periodStart: previousRunKey(runKey),
    lines,
    payCount: pay.length,
    payTotalCents: pay.reduce((sum, l) => sum + l.amountCents, 0),
  };
}
