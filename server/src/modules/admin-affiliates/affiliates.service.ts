import { contract } from '@reelcart/contract/admin';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import { pageOf } from '../../platform/db/page';
import { int } from '../../platform/db/rows';
import type { Deps } from '../../platform/deps';
import { ApiError, staleVersion } from '../../platform/errors';
import { commissionLines, periodOf } from '../affiliate';
import { recordAudit } from '../audit';
import { affiliateAccounts, affiliateLedger } from '../schema';
import { affiliateLookups, likeText } from './lookups';

/** The back office's affiliates: the list with figures, one affiliate, its status and rate, payment verification, its ledger. */
export function adminAffiliateService(deps: Deps) {
  const { db } = deps;
  const { now, rows, affiliateById, detail } = affiliateLookups(deps);
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
        commission: 'f.commission',
        balance: 'f.balance',
        joined: 'f.created_at',
      } as const;
      const sort = query.sort ?? 'joined';
      const dir = query.dir ?? (sort === 'code' || sort === 'email' ? 'asc' : 'desc');
      const order = sql.raw(`${columns[sort]} ${dir}, f.id asc`);
      const [items, count] = await Promise.all([
        rows(where, order, query.limit, (query.page - 1) * query.limit, period),
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
        ...pageOf(query, items, total),
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
      return pageOf(query, all.slice((query.page - 1) * query.limit), total);
    }),
  };
}
