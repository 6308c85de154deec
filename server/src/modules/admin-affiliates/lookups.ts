import type {
  AdminAffiliate,
  AdminAffiliatePayout,
  AdminAffiliateRow,
} from '@reelcart/contract/admin';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { int } from '../../platform/db/rows';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound } from '../../platform/errors';
import {
  DEFAULT_RATE_BP,
  daysOf,
  type ListStates,
  listStates,
  type Period,
  payoutRunKey,
  periodOf,
} from '../affiliate';
import { historyOf } from '../audit';
import { affiliateAccounts, affiliatePayouts, users } from '../schema';

export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export type PayoutRow = typeof affiliatePayouts.$inferSelect;
export const toPayout = (p: PayoutRow): AdminAffiliatePayout => ({
  id: p.id,
  runKey: p.runKey,
  periodStart: p.periodStart,
  periodEnd: p.periodEnd,
  method: p.method as AdminAffiliatePayout['method'],
  methodMasked: p.methodMasked,
  amountCents: p.amountCents,
  feeCents: p.feeCents,
  status: p.status as AdminAffiliatePayout['status'],
  reference: p.reference,
  paidAt: p.paidAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
});
/** What the affiliates' calls share: the list's rows, one affiliate, its detail, a payout run's key. */
export function affiliateLookups(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db } = deps;
  const now = () => new Date(deps.clock.now());
  /**
   * The list's rows over a period's whole UTC days: clicks, sign-ups and sales from the affiliate
   * figures' daily roll-up (decision 101); pending, approved and paid of the period and the balance
   * from the ledger's daily states (decision 114; `states` is for the benchmark's comparison).
   */
  async function rows(
    where: SQL,
    order: SQL,
    limit: number,
    offset: number,
    period: Period,
    states: ListStates = listStates,
  ) {
    const inDays = daysOf(period, sql`d.day`);
    const daily = (column: string) =>
      sql`(select coalesce(sum(d.${sql.raw(column)}), 0) from affiliate_daily d where d.affiliate_id = u.id and ${inDays})`;
    const commission = states(sql`u.id`, now(), period);
    const result = (await db.execute(sql`
      select * from (
        select u.id, u.email, u.affiliate_code as code, coalesce(a.status, 'active') as status,
          a.commission_rate_bp as rate_bp, u.created_at,
          ${daily('clicks')} as clicks,
          ${daily('signups')} as signups,
          ${daily('sales')} as sales,
          ${commission.pending} as pending,
          ${commission.approved} as approved,
          ${commission.paid} as paid,
          ${commission.commission} as commission,
          ${commission.balance} as balance
        from "users" u left join "affiliate_accounts" a on a.user_id = u.id
        where u.affiliate_code is not null and (u.is_affiliate or a.user_id is not null)
      ) f
      where ${where}
      order by ${order}
      limit ${limit} offset ${offset}`)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map(
      (r): AdminAffiliateRow => ({
        id: String(r.id),
        email: String(r.email),
        code: String(r.code),
        status: r.status === 'suspended' ? 'suspended' : 'active',
        rateBp: r.rate_bp === null || r.rate_bp === undefined ? null : int(r.rate_bp),
        clicks: int(r.clicks),
        signups: int(r.signups),
        sales: int(r.sales),
        pendingCents: int(r.pending),
        approvedCents: int(r.approved),
        paidCents: int(r.paid),
        balanceCents: int(r.balance),
        createdAt: new Date(r.created_at as string).toISOString(),
      }),
    );
  }
  async function affiliateById(id: string | undefined, executor: Executor = db) {
    const [row] = await executor
      .select({ user: users, account: affiliateAccounts })
      .from(users)
      .leftJoin(affiliateAccounts, eq(affiliateAccounts.userId, users.id))
      .where(and(eq(users.id, id ?? ''), isNotNull(users.affiliateCode)));
    if (!row) throw notFound('Affiliate not found');
    return row;
  }
  async function detail(id: string): Promise<AdminAffiliate> {
    const { user, account } = await affiliateById(id);
    const period = periodOf({}, now());
    const [[row], payouts, history] = await Promise.all([
      rows(sql`f.id = ${user.id}`, sql`f.id`, 1, 0, period),
      db
        .select()
        .from(affiliatePayouts)
        .where(eq(affiliatePayouts.affiliateId, user.id))
        .orderBy(desc(affiliatePayouts.periodEnd), desc(affiliatePayouts.createdAt)),
      historyOf(db, 'affiliate', user.id),
    ]);
    if (!row) throw notFound('Affiliate not found');
    const method = account?.payoutMethod ?? null;
    return {
      ...row,
      version: account?.version ?? 1,
      defaultRateBp: DEFAULT_RATE_BP,
      suspendedAt: account?.suspendedAt?.toISOString() ?? null,
      payment: {
        method: method as AdminAffiliate['payment']['method'],
        masked: method ? (account?.payoutDetailsMasked ?? null) : null,
        verified: Boolean(method && account?.paymentVerifiedAt),
        verifiedAt: method ? (account?.paymentVerifiedAt?.toISOString() ?? null) : null,
      },
      payouts: payouts.map(toPayout),
      history,
    };
  }
  const checkRunKey = (runKey: string | undefined) => {
    const key = runKey ?? payoutRunKey(now());
    if (!/^\d{4}-\d{2}-(01|16)$/.test(key) || Number.isNaN(Date.parse(`${key}T00:00:00Z`)))
      throw new ApiError(400, 'Invalid runKey: payouts run on the 1st and the 16th', {
        field: 'runKey',
      });
    if (Date.parse(`${key}T00:00:00Z`) > now().getTime())
      throw new ApiError(400, "Invalid runKey: that run's date has not come yet", {
        field: 'runKey',
      });
    return key;
  };
  return { now, rows, affiliateById, detail, checkRunKey };
}
