import {
  type AdminAffiliate,
  type AdminAffiliatePayout,
  type AdminAffiliateRow,
  contract,
} from '@reelcart/contract/admin';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Executor } from '../../platform/db/database';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound, staleVersion } from '../../platform/errors';
import {
  commissionLines,
  DEFAULT_RATE_BP,
  payoutRunKey,
  periodOf,
  previewPayoutRun,
  runPayouts,
  statusSql,
  stillEarningSql,
} from '../affiliate';
import { historyOf, recordAudit } from '../audit';
import { affiliateAccounts, affiliateLedger, affiliatePayouts, users } from '../schema';

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const int = (v: unknown) => Number(v ?? 0);
type PayoutRow = typeof affiliatePayouts.$inferSelect;
const toPayout = (p: PayoutRow): AdminAffiliatePayout => ({
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
/** Ledger sums of one affiliate (`u.id`) by status, for the list's correlated subqueries. */
const ledgerSum = (now: Date, statuses: string[], period: SQL | null) =>
  sql`(select coalesce(sum(amount_cents), 0) from "affiliate_ledger" where "affiliate_ledger"."affiliate_id" = u.id ${
    period ? sql`and ${period}` : sql``
  } and (${statusSql(now)}) in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

/** The calls `adminAffiliateRoutes` mounts (affiliates.routes.ts), without HTTP. */
export function adminAffiliateService(deps: Deps) {
  const { db } = deps;
  const now = () => new Date(deps.clock.now());
  async function rows(where: SQL, order: SQL, limit: number, offset: number, period: SQL[]) {
    const at = now();
    const [inEvents, inReferrals, inLedger] = period as [SQL, SQL, SQL];
    const result = (await db.execute(sql`
      select * from (
        select u.id, u.email, u.affiliate_code as code, coalesce(a.status, 'active') as status,
          a.commission_rate_bp as rate_bp, u.created_at,
          (select count(*) from "affiliate_events" e where e.affiliate_id = u.id and e.action = 'click' and ${inEvents}) as clicks,
          (select count(*) from "affiliate_referrals" r where r.affiliate_id = u.id and r.via = 'register' and ${inReferrals}) as signups,
          (select count(*) from "affiliate_ledger" where "affiliate_ledger"."affiliate_id" = u.id and kind = 'commission' and ${inLedger}
            and ${stillEarningSql}) as sales,
          ${ledgerSum(at, ['pending'], inLedger)} as pending,
          ${ledgerSum(at, ['approved'], inLedger)} as approved,
          ${ledgerSum(at, ['paid'], inLedger)} as paid,
          ${ledgerSum(at, ['pending', 'approved'], null)} as balance
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
  const periodSql = (start: Date, end: Date) =>
    ['e', 'r', '"affiliate_ledger"'].map(
      (t) =>
        sql`${sql.raw(t)}.created_at >= ${start.toISOString()}::timestamptz and ${sql.raw(t)}.created_at < ${end.toISOString()}::timestamptz`,
    );
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
      rows(sql`f.id = ${user.id}`, sql`f.id`, 1, 0, periodSql(period.start, period.end)),
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
  return {
    adminListAffiliates: handles(contract.adminListAffiliates, async ({ query }) => {
      const period = periodOf(query, now());
      const q = query.q?.trim();
      const where = and(
        sql`true`,
        q ? sql`(f.code ilike ${likeText(q)} or f.email ilike ${likeText(q)})` : undefined,
        query.status ? sql`f.status = ${query.status}` : undefined,
      ) as SQL;
      const columns = {
        code: 'f.code',
        email: 'f.email',
        clicks: 'f.clicks',
        signups: 'f.signups',
        sales: 'f.sales',
        commission: '(f.pending + f.approved + f.paid)',
        balance: 'f.balance',
        joined: 'f.created_at',
      } as const;
      const sort = query.sort ?? 'joined';
      const dir = query.dir ?? (sort === 'code' || sort === 'email' ? 'asc' : 'desc');
      const order = sql.raw(`${columns[sort]} ${dir}, f.id asc`);
      const [items, count] = await Promise.all([
        rows(
          where,
          order,
          query.limit,
          (query.page - 1) * query.limit,
          periodSql(period.start, period.end),
        ),
        db.execute(sql`
        select count(*) as n from (
          select u.id, u.email, u.affiliate_code as code, coalesce(a.status, 'active') as status
          from "users" u left join "affiliate_accounts" a on a.user_id = u.id
          where u.affiliate_code is not null and (u.is_affiliate or a.user_id is not null)
        ) f where ${where}`) as unknown as Promise<{ rows: { n: unknown }[] }>,
      ]);
      const total = int(count.rows[0]?.n);
      return {
        from: period.from,
        to: period.to,
        items,
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.ceil(total / query.limit),
      };
    }),
    adminGetAffiliate: handles(contract.adminGetAffiliate, async ({ params }) =>
      detail(params.id ?? ''),
    ),
    adminUpdateAffiliate: handles(contract.adminUpdateAffiliate, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const rateBp =
        body.commissionPercent === null ? null : Math.round(body.commissionPercent * 100);
      const id = await db.transaction(async (tx) => {
        const { user, account } = await affiliateById(params.id, tx);
        const version = account?.version ?? 1;
        if (version !== body.version) throw staleVersion('affiliate', version);
        const before = {
          status: account?.status ?? 'active',
          commissionRateBp: account?.commissionRateBp ?? null,
        };
        const after = { status: body.status, commissionRateBp: rateBp };
        const suspendedAt =
          body.status === 'suspended' ? (account?.suspendedAt ?? now()) : (null as Date | null);
        const values = { ...after, suspendedAt, updatedAt: now() };
        // Compare-and-set on the version, one statement (decision 029); the row may not exist yet.
        const updated = account
          ? await tx
              .update(affiliateAccounts)
              .set({ ...values, version: sql`${affiliateAccounts.version} + 1` })
              .where(
                and(
                  eq(affiliateAccounts.userId, user.id),
                  eq(affiliateAccounts.version, body.version),
                ),
              )
              .returning({ version: affiliateAccounts.version })
          : await tx
              .insert(affiliateAccounts)
              .values({ userId: user.id, ...values, version: 2 })
              .onConflictDoNothing()
              .returning({ version: affiliateAccounts.version });
        if (updated.length === 0) throw staleVersion('affiliate', version + 1);
        const action =
          before.status !== after.status
            ? after.status === 'suspended'
              ? 'suspend'
              : 'reinstate'
            : 'update';
        await recordAudit(tx, actor, {
          entityType: 'affiliate',
          entityId: user.id,
          action,
          before,
          after,
        });
        return user.id;
      });
      return detail(id);
    }),
    adminVerifyAffiliatePayment: handles(
      contract.adminVerifyAffiliatePayment,
      async ({ params, body, auth }) => {
        const actor = auth as AccessClaims;
        const id = await db.transaction(async (tx) => {
          const { user, account } = await affiliateById(params.id, tx);
          if (!account?.payoutMethod)
            throw new ApiError(409, 'This affiliate has not saved payment info yet.', {
              code: 'NO_PAYMENT_INFO',
              field: 'verified',
            });
          if (account.version !== body.version) throw staleVersion('affiliate', account.version);
          const updated = await tx
            .update(affiliateAccounts)
            .set({
              paymentVerifiedAt: body.verified ? now() : null,
              version: sql`${affiliateAccounts.version} + 1`,
            })
            .where(
              and(
                eq(affiliateAccounts.userId, user.id),
                eq(affiliateAccounts.version, body.version),
              ),
            )
            .returning({ version: affiliateAccounts.version });
          if (updated.length === 0) throw staleVersion('affiliate', account.version + 1);
          await recordAudit(tx, actor, {
            entityType: 'affiliate',
            entityId: user.id,
            action: body.verified ? 'verify-payment' : 'unverify-payment',
            before: { paymentVerified: account.paymentVerifiedAt !== null },
            // The mask only: the clear details never reach the log.
            after: { paymentVerified: body.verified, payment: account.payoutDetailsMasked },
          });
          return user.id;
        });
        return detail(id);
      },
    ),
    adminAffiliateLedger: handles(contract.adminAffiliateLedger, async ({ params, query }) => {
      const { user } = await affiliateById(params.id);
      const where = eq(affiliateLedger.affiliateId, user.id);
      const [[count], all] = await Promise.all([
        db.select({ n: sql<string>`count(*)` }).from(affiliateLedger).where(where),
        commissionLines(db, where, now(), query.page * query.limit),
      ]);
      const total = int(count?.n);
      return {
        items: all.slice((query.page - 1) * query.limit),
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.ceil(total / query.limit),
      };
    }),
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
