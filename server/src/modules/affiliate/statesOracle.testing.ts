import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { affiliateLedger } from '../schema';
import type { Period } from './figures';

/**
 * The test oracle of the commission states and balance (decision 111): the SQL the overview ran
 * before `affiliate_ledger_daily` — every ledger row of the affiliate (of the period) with its
 * status by two correlated `exists` per row — kept unchanged, a deliberate copy of `statusSql` and
 * the former `statusSums`, so the oracle stays independent of the code it checks.
 */

const int = (value: unknown) => Number(value ?? 0);

/** Status of a ledger row in SQL: voided, paid, pending or approved (as `statusSql` was). */
const oracleStatusSql = (now: Date) => sql<string>`case
  when "affiliate_ledger"."kind" = 'void' or exists (select 1 from "affiliate_ledger" v where v.refers_to = "affiliate_ledger"."id" and v.kind = 'void') then 'voided'
  when exists (select 1 from "affiliate_payout_items" pi where pi.entry_id = "affiliate_ledger"."id") then 'paid'
  when "affiliate_ledger"."available_at" > ${now.toISOString()}::timestamptz then 'pending'
  else 'approved' end`;

export async function statusSums(
  db: Database,
  affiliateId: string,
  now: Date,
  period: Period | null,
) {
  const status = oracleStatusSql(now);
  const rows = await db
    .select({ status, cents: sql<string>`coalesce(sum(${affiliateLedger.amountCents}), 0)` })
    .from(affiliateLedger)
    .where(
      and(
        eq(affiliateLedger.affiliateId, affiliateId),
        period
          ? sql`${affiliateLedger.createdAt} >= ${period.start.toISOString()}::timestamptz and ${affiliateLedger.createdAt} < ${period.end.toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .groupBy(sql`1`);
  const of = (s: string) => int(rows.find((r) => r.status === s)?.cents);
  return { pendingCents: of('pending'), approvedCents: of('approved'), paidCents: of('paid') };
}
