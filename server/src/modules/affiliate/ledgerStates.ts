import type { AffiliateOverview } from '@reelcart/contract/affiliate';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';

type CommissionSums = AffiliateOverview['period'];
/** Whole UTC days: `from`…`to` inclusive, `start`…`end` exclusive (figures.ts's `Period`). */
interface Days {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/**
 * The commission states of an affiliate's period and the balance (decision 111): open, paid and
 * voided cents per day from `affiliate_ledger_daily` (kept by the ledger's and the payout items'
 * triggers, migration 0020), so a period reads at most its days. Pending depends on the instant:
 * the open entries not available yet — only the holding period's — come from the ledger through
 * `affiliate_ledger_available_idx`, and approved is open less pending. The same answers as the
 * former per-entry SQL (`statesOracle.testing.ts`) for any instant and any whole-day period.
 */
export async function commissionStates(
  db: Database,
  affiliateId: string,
  now: Date,
  period: Days,
): Promise<{ period: CommissionSums; balance: CommissionSums }> {
  const at = now.toISOString();
  const inPeriod = sql`l.created_at >= ${period.start.toISOString()}::timestamptz
    and l.created_at < ${period.end.toISOString()}::timestamptz`;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with days as (
        select coalesce(sum(open_cents), 0) as open, coalesce(sum(paid_cents), 0) as paid,
          coalesce(sum(open_cents) filter (where day >= ${period.from}::date and day <= ${period.to}::date), 0) as period_open,
          coalesce(sum(paid_cents) filter (where day >= ${period.from}::date and day <= ${period.to}::date), 0) as period_paid
        from affiliate_ledger_daily where affiliate_id = ${affiliateId}),
      pending as (
        select coalesce(sum(l.amount_cents), 0) as pending,
          coalesce(sum(l.amount_cents) filter (where ${inPeriod}), 0) as period_pending
        from affiliate_ledger l
        where l.affiliate_id = ${affiliateId} and l.available_at > ${at}::timestamptz
          and l.kind <> 'void'
          and not exists (select 1 from affiliate_ledger v where v.refers_to = l.id and v.kind = 'void')
          and not exists (select 1 from affiliate_payout_items i where i.entry_id = l.id))
      select * from days, pending`,
  );
  const sums = (open: unknown, paid: unknown, pending: unknown): CommissionSums => ({
    pendingCents: int(pending),
    approvedCents: int(open) - int(pending),
    paidCents: int(paid),
  });
  return {
    period: sums(row?.period_open, row?.period_paid, row?.period_pending),
    balance: sums(row?.open, row?.paid, row?.pending),
  };
}
