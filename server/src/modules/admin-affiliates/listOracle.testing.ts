import { type SQL, sql } from 'drizzle-orm';
import type { ListStates } from '../affiliate';

/**
 * The test oracle of the back office list's commission columns (decision 114): the SQL the list ran
 * before it read `affiliate_ledger_daily` — for each column a sum over every ledger row of the
 * affiliate (of the period) with its status by two correlated `exists` per row — kept unchanged, a
 * deliberate copy of `statusSql` and the former `ledgerSum`, so the oracle stays independent of the
 * code it checks.
 */

/** Status of a ledger row in SQL: voided, paid, pending or approved (as `statusSql` was). */
const oracleStatusSql = (now: Date) => sql<string>`case
  when "affiliate_ledger"."kind" = 'void' or exists (select 1 from "affiliate_ledger" v where v.refers_to = "affiliate_ledger"."id" and v.kind = 'void') then 'voided'
  when exists (select 1 from "affiliate_payout_items" pi where pi.entry_id = "affiliate_ledger"."id") then 'paid'
  when "affiliate_ledger"."available_at" > ${now.toISOString()}::timestamptz then 'pending'
  else 'approved' end`;

/** Ledger sums of one affiliate by status (the former `ledgerSum`, correlated on `affiliate`). */
const ledgerSum = (affiliate: SQL, now: Date, statuses: string[], period: SQL | null) =>
  sql`(select coalesce(sum(amount_cents), 0) from "affiliate_ledger" where "affiliate_ledger"."affiliate_id" = ${affiliate} ${
    period ? sql`and ${period}` : sql``
  } and (${oracleStatusSql(now)}) in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

/**
 * The list's columns as the former SQL computed them: every entry, two `exists` each; the
 * commission the service sorted by was pending + approved + paid, as here.
 */
export const oracleListStates: ListStates = (affiliate, now, period) => {
  const inLedger = sql`"affiliate_ledger".created_at >= ${period.start.toISOString()}::timestamptz and "affiliate_ledger".created_at < ${period.end.toISOString()}::timestamptz`;
  const pending = ledgerSum(affiliate, now, ['pending'], inLedger);
  const approved = ledgerSum(affiliate, now, ['approved'], inLedger);
  const paid = ledgerSum(affiliate, now, ['paid'], inLedger);
  return {
    pending,
    approved,
    paid,
    commission: sql`(${pending} + ${approved} + ${paid})`,
    balance: ledgerSum(affiliate, now, ['pending', 'approved'], null),
  };
};
