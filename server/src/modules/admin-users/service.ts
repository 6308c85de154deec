import { type AdminUser, type AdminUserRow, contract } from '@reelcart/contract/admin';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import { withAdvisoryLock } from '../../platform/db/coordination';
import type { Executor } from '../../platform/db/database';
import { pageOf } from '../../platform/db/page';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound, staleVersion } from '../../platform/errors';
import type { UserRow } from '../accounts';
import { affiliateCodeFor, createResetLink, toProfile } from '../accounts';
import { historyOf, recordAudit } from '../audit';
import { notRefunded } from '../orders';
import { orderItems, orders, ownedProducts, refreshTokens, users, videos } from '../schema';

/** Every change of a role or a suspension runs under this lock, so the last admin always stays. */
const ADMIN_ROLES_LOCK = 'admin-roles';
/** The list's sort keys (the contract's `ADMIN_USER_SORTS`) and the column each sorts by. */
const USER_SORTS = { email: users.email, role: users.role, joined: users.createdAt } as const;
const toRow = (user: UserRow): AdminUserRow => ({
  ...toProfile(user),
  suspended: user.suspendedAt !== null,
});
const snapshot = (user: UserRow) => ({
  role: user.role,
  isAffiliate: user.isAffiliate,
  displayName: user.displayName,
});
/** `%` and `_` typed in a search are themselves, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const flag = (value: 'true' | 'false' | undefined, when: SQL) =>
  value === undefined ? undefined : value === 'true' ? when : sql`not (${when})`;
/** Admins other than `userId` who are not suspended. */
async function otherActiveAdmins(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId), isNull(users.suspendedAt)));
  return row?.n ?? 0;
}
const lastAdmin = (field: string, message: string) =>
  new ApiError(409, message, { code: 'LAST_ADMIN', field });

/** The back office's users, without HTTP: the registry mounts each on the admin call of its name (`mountAll`, decision 087). */
export function adminUserService(deps: Deps) {
  const { db } = deps;
  async function userById(id: string | undefined, executor: Executor = db): Promise<UserRow> {
    const [row] = await executor
      .select()
      .from(users)
      .where(eq(users.id, id ?? ''));
    if (!row) throw notFound('User not found');
    return row;
  }
  async function adminUser(row: UserRow): Promise<AdminUser> {
    const now = new Date(deps.clock.now());
    const [
      orderRows,
      [orderTotal],
      owned,
      referrals,
      [referralTotal],
      referrer,
      [sessions],
      history,
    ] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(eq(orders.userId, row.id))
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(20),
      db.select({ n: count() }).from(orders).where(eq(orders.userId, row.id)),
      db
        .select({
          slug: videos.slug,
          title: videos.title,
          orderType: ownedProducts.orderType,
          resolution: ownedProducts.resolution,
          expiresAt: ownedProducts.expiresAt,
        })
        .from(ownedProducts)
        .innerJoin(videos, eq(videos.id, ownedProducts.videoId))
        .where(and(eq(ownedProducts.userId, row.id), notRefunded))
        .orderBy(desc(ownedProducts.createdAt), videos.slug)
        .limit(50),
      db
        .select({ id: users.id, email: users.email, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.referredBy, row.id))
        .orderBy(desc(users.createdAt), users.id)
        .limit(20),
      db.select({ n: count() }).from(users).where(eq(users.referredBy, row.id)),
      row.referredBy
        ? db
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(eq(users.id, row.referredBy))
        : Promise.resolve([]),
      db
        .select({ n: countDistinct(refreshTokens.familyId) })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, row.id),
            isNull(refreshTokens.revokedAt),
            isNull(refreshTokens.rotatedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        ),
      historyOf(db, 'user', row.id),
    ]);
    const itemCounts =
      orderRows.length === 0
        ? []
        : await db
            .select({ orderId: orderItems.orderId, n: count() })
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                orderRows.map((o) => o.id),
              ),
            )
            .groupBy(orderItems.orderId);
    const itemsOf = new Map(itemCounts.map((r) => [r.orderId, r.n]));
    return {
      ...toRow(row),
      version: row.version,
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      activeSessions: sessions?.n ?? 0,
      referredBy: referrer[0] ?? null,
      orders: orderRows.map((o) => ({
        _id: o.id,
        orderNumber: String(o.number),
        status: o.status,
        totalCents: o.totalCents,
        createdAt: o.createdAt.toISOString(),
        items: itemsOf.get(o.id) ?? 0,
      })),
      orderCount: orderTotal?.n ?? 0,
      ownedVideos: owned.map((o) => ({
        slug: o.slug,
        title: o.title,
        orderType: o.orderType === 'rental' ? 'rental' : 'own',
        resolution: (['SD', 'HD', 'FHD', '4K'] as const).find((r) => r === o.resolution) ?? 'SD',
        expiresAt: o.expiresAt?.toISOString() ?? null,
      })),
      referrals: referrals.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      referralCount: referralTotal?.n ?? 0,
      history,
    };
  }
  return {
    adminListUsers: handles(contract.adminListUsers, async ({ query }) => {
      const q = query.q?.trim();
      const where = and(
        q ? ilike(users.email, likeText(q)) : undefined,
        query.role ? eq(users.role, query.role) : undefined,
        flag(query.affiliate, sql`${users.isAffiliate}`),
        flag(query.verified, sql`${users.emailVerifiedAt} is not null`),
        query.suspended === undefined
          ? undefined
          : query.suspended === 'true'
            ? isNotNull(users.suspendedAt)
            : isNull(users.suspendedAt),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(
            (query.dir === 'asc' ? asc : desc)(USER_SORTS[query.sort]),
            query.dir === 'asc' ? asc(users.id) : desc(users.id),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      const n = total?.n ?? 0;
      return pageOf(query, rows.map(toRow), n);
    }),
    adminGetUser: handles(contract.adminGetUser, async ({ params }) =>
      adminUser(await userById(params.id)),
    ),
    adminUpdateUser: handles(contract.adminUpdateUser, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const { version, ...input } = body;
      const values = { ...input, displayName: input.displayName?.trim() || null };
      const outcome = await withAdvisoryLock(db, ADMIN_ROLES_LOCK, async (tx) => {
        const current = await userById(params.id, tx);
        if (current.version !== version) throw staleVersion('user', current.version);
        if (
          current.role === 'admin' &&
          values.role !== 'admin' &&
          (await otherActiveAdmins(tx, current.id)) === 0
        )
          throw lastAdmin(
            'role',
            'This is the last admin: make another user an admin before changing this role.',
          );
        await tx
          .update(users)
          .set({
            ...values,
            affiliateCode:
              values.isAffiliate && !current.affiliateCode
                ? affiliateCodeFor(current.id)
                : current.affiliateCode,
            version: sql`${users.version} + 1`,
          })
          .where(and(eq(users.id, current.id), eq(users.version, version)));
        await recordAudit(tx, actor, {
          entityType: 'user',
          entityId: current.id,
          action: 'update',
          before: snapshot(current),
          after: values,
        });
        return current.id;
      });
      if (!outcome.ran) throw new Error('unreachable: a waiting advisory lock always runs');
      // The new role and flag apply to the user's very next call (decision 061).
      deps.access.invalidate(outcome.value);
      return adminUser(await userById(outcome.value));
    }),
    adminSuspendUser: handles(contract.adminSuspendUser, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const outcome = await withAdvisoryLock(db, ADMIN_ROLES_LOCK, async (tx) => {
        const current = await userById(params.id, tx);
        const was = current.suspendedAt !== null;
        if (was === body.suspended) return current.id;
        if (body.suspended) {
          if (current.id === actor.id)
            throw new ApiError(409, 'You cannot suspend your own account.', {
              code: 'SELF_SUSPEND',
              field: 'suspended',
            });
          if (current.role === 'admin' && (await otherActiveAdmins(tx, current.id)) === 0)
            throw lastAdmin('suspended', 'This is the last admin: it cannot be suspended.');
        }
        const now = new Date(deps.clock.now());
        await tx
          .update(users)
          .set({ suspendedAt: body.suspended ? now : null, version: sql`${users.version} + 1` })
          .where(eq(users.id, current.id));
        // A suspended user's sessions end: their next refresh is refused (decision 042).
        if (body.suspended)
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.userId, current.id), isNull(refreshTokens.revokedAt)));
        await recordAudit(tx, actor, {
          entityType: 'user',
          entityId: current.id,
          action: body.suspended ? 'suspend' : 'reinstate',
          before: { suspended: was },
          after: { suspended: body.suspended },
        });
        return current.id;
      });
      if (!outcome.ran) throw new Error('unreachable: a waiting advisory lock always runs');
      deps.access.invalidate(outcome.value);
      return adminUser(await userById(outcome.value));
    }),
    adminSignOutUser: handles(contract.adminSignOutUser, async ({ params, auth }) => {
      const actor = auth as AccessClaims;
      const user = await userById(params.id);
      const revokedSessions = await db.transaction(async (tx) => {
        const revoked = await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date(deps.clock.now()) })
          .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)))
          .returning({ familyId: refreshTokens.familyId });
        const n = new Set(revoked.map((r) => r.familyId)).size;
        await recordAudit(tx, actor, {
          entityType: 'user',
          entityId: user.id,
          action: 'sign-out',
          before: null,
          after: { revokedSessions: n },
        });
        return n;
      });
      return { revokedSessions };
    }),
    adminPasswordResetLink: handles(
      contract.adminPasswordResetLink,
      async ({ params, body, auth }) => {
        const actor = auth as AccessClaims;
        const user = await userById(params.id);
        const emailTo = body.email === true ? user.email : undefined;
        const { link, expiresAt } = await createResetLink(
          deps,
          user.id,
          actor.id,
          deps.clock.now(),
          emailTo,
        );
        await recordAudit(db, actor, {
          entityType: 'user',
          entityId: user.id,
          action: 'password-reset-link',
          before: null,
          after: { expiresAt, emailed: emailTo !== undefined },
        });
        return { link, expiresAt, emailedTo: emailTo ?? null };
      },
    ),
  };
}
