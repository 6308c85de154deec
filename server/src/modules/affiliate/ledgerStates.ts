import type { AffiliateOverview } from '@reelcart/contract/affiliate';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import type { Period } from './period';

type CommissionSums = AffiliateOverview['period'];

/**
 * The commission states of an affiliate's period and the balance (decision 111): open, paid and
 * voided cents per day of the entry × day it becomes available, from `affiliate_ledger_daily`
 * (kept by the ledger's and the payout items' triggers, migration 0020), so a period reads at most
 * its days. Pending depends on the instant: the open cents available after its UTC day from the
 * roll-up, plus the open entries becoming available later on that same day from the ledger
 * (`affiliate_ledger_available_idx`: one day of entries); approved is open less pending. The same
 * answers as the former per-entry SQL (`statesOracle.testing.ts`) for any instant and any whole-day
 * period.
 */
export async function commissionStates(
  db: Database,
  affiliateId: string,
  now: Date,
  period: Period,
): Promise<{ period: CommissionSums; balance: CommissionSums }> {
  const today = now.toISOString().slice(0, 10);
  const tomorrow = new Date(`${today}T00:00:00Z`).getTime() + 86_400_000;
  const inDays = sql`day >= ${period.from}::date and day <= ${period.to}::date`;
  const inPeriod = sql`l.created_at >= ${period.start.toISOString()}::timestamptz
    and l.created_at < ${period.end.toISOString()}::timestamptz`;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with days as (
        select coalesce(sum(open_cents), 0) as open, coalesce(sum(paid_cents), 0) as paid,
          coalesce(sum(open_cents) filter (where available_day > ${today}::date), 0) as later,
          coalesce(sum(open_cents) filter (where ${inDays}), 0) as period_open,
          coalesce(sum(paid_cents) filter (where ${inDays}), 0) as period_paid,
          coalesce(sum(open_cents) filter (where ${inDays} and available_day > ${today}::date), 0) as period_later
        from affiliate_ledger_daily where affiliate_id = ${affiliateId}),
      today as (
        select coalesce(sum(l.amount_cents), 0) as pending,
          coalesce(sum(l.amount_cents) filter (where ${inPeriod}), 0) as period_pending
        from affiliate_ledger l
        where l.affiliate_id = ${affiliateId} and l.available_at > ${now.toISOString()}::timestamptz
          and l.available_at < ${new Date(tomorrow).toISOString()}::timestamptz
          and l.kind <> 'void'
          and not exists (select 1 from affiliate_ledger v where v.refers_to = l.id and v.kind = 'void')
          and not exists (select 1 from affiliate_payout_items i where i.entry_id = l.id))
      select * from days, today`,
  );
  const sums = (open: unknown, paid: unknown, pending: number): CommissionSums => ({
    pendingCents: pending,
    approvedCents: int(open) - pending,
    paidCents: int(paid),
  });
  return {
    period: sums(
      row?.period_open,
      row?.period_paid,
      int(row?.period_later) + int(row?.period_pending),
    ),
    balance: sums(row?.open, row?.paid, int(row?.later) + int(row?.pending)),
  };
}
