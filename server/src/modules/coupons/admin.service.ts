import {
  type AdminCoupon,
  type AdminCouponInput,
  type AdminCouponRow,
  type CouponState,
  type CouponUsage,
  contract,
} from '@reelcart/contract/admin';
import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Executor } from '../../platform/db/database';
import { pageOf } from '../../platform/db/page';
import type { Deps } from '../../platform/deps';
import { ApiError, badRequest, notFound, staleVersion } from '../../platform/errors';
import { historyOf, recordAudit } from '../audit';
import type { CouponRow } from '../cart';
import { coupons } from '../schema';
import { couponUsageFigures, couponUses, normaliseCouponCode } from './coupons';

/** The list's sort keys (the contract's `ADMIN_COUPON_SORTS`) and the column each sorts by. */
const COUPON_SORTS = {
  code: coupons.code,
  created: coupons.createdAt,
  expires: coupons.expiresAt,
} as const;

const NO_USAGE: CouponUsage = { timesUsed: 0, distinctUsers: 0, discountCents: 0, revenueCents: 0 };
/** `%` and `_` typed in a search are themselves, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** What a shopper meets now (decision 045): the switch, then the dates, then the total limit. */
export function couponState(row: CouponRow, usedTotal: number, now: Date): CouponState {
  if (!row.active) return 'inactive';
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'scheduled';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.usageLimit !== null && usedTotal >= row.usageLimit) return 'used-up';
  return 'active';
}
/** The audited fields of a coupon, as the form edits them. */
const snapshot = (row: CouponRow) => ({
  code: row.code,
  percentOff: row.percentOff,
  amountOffCents: row.amountOffCents,
  appliesToGateway: row.appliesToGateway,
  startsAt: row.startsAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  perUserLimit: row.perUserLimit,
  minSubtotalCents: row.minSubtotalCents,
  active: row.active,
});
const codeTaken = (code: string) =>
  new ApiError(409, `A coupon with the code ${code} already exists: choose another code.`, {
    code: 'COUPON_CODE_TAKEN',
    field: 'code',
  });
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The back office's coupons (issue 18, decision 045: list with usage, detail, create, edit), without HTTP: the registry mounts each on the admin call of its name (`mountAll`, decision 087). */
export function adminCouponService(deps: Deps) {
  const { db } = deps;
  const now = () => new Date(deps.clock.now());
  function columnsOf(input: AdminCouponInput) {
    const known = new Set(deps.gateway.billers().map((b) => b.id));
    const unknown = input.appliesToGateway.find((g) => !known.has(g));
    if (unknown)
      throw badRequest('appliesToGateway', `Invalid appliesToGateway: unknown gateway ${unknown}`);
    return {
      code: normaliseCouponCode(input.code),
      percentOff: input.discountType === 'percent' ? input.percentOff : null,
      amountOffCents: input.discountType === 'amount' ? input.amountOffCents : null,
      appliesToGateway: [...new Set(input.appliesToGateway)],
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      usageLimit: input.usageLimit,
      perUserLimit: input.perUserLimit,
      minSubtotalCents: input.minSubtotalCents,
      active: input.active,
    };
  }
  async function codeIsFree(executor: Executor, code: string, exceptId?: string) {
    const [row] = await executor
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.code, code), exceptId ? ne(coupons.id, exceptId) : undefined));
    if (row) throw codeTaken(code);
  }
  function toRow(row: CouponRow, usage: CouponUsage, usedTotal: number): AdminCouponRow {
    return {
      _id: row.id,
      ...snapshot(row),
      discountType: row.amountOffCents !== null ? 'amount' : 'percent',
      state: couponState(row, usedTotal, now()),
      usage,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  async function rowsWithUsage(rows: CouponRow[]): Promise<AdminCouponRow[]> {
    if (rows.length === 0) return [];
    const figures = new Map(
      (
        await couponUsageFigures(
          db,
          rows.map((r) => r.id),
        )
      ).map((f) => [f.couponId, f]),
    );
    const limited = rows.filter((r) => r.usageLimit !== null);
    const totals = new Map(
      await Promise.all(
        limited.map(async (r) => [r.id, (await couponUses(db, r.id, null)).total] as const),
      ),
    );
    return rows.map((r) => {
      const f = figures.get(r.id);
      const usage = f
        ? {
            timesUsed: f.timesUsed,
            distinctUsers: f.distinctUsers,
            discountCents: f.discountCents,
            revenueCents: f.revenueCents,
          }
        : NO_USAGE;
      return toRow(r, usage, totals.get(r.id) ?? usage.timesUsed);
    });
  }
  async function couponById(id: string | undefined, executor: Executor = db): Promise<CouponRow> {
    const [row] = await executor
      .select()
      .from(coupons)
      .where(eq(coupons.id, id ?? ''));
    if (!row) throw notFound('Coupon not found');
    return row;
  }
  async function adminCoupon(row: CouponRow): Promise<AdminCoupon> {
    const [[listed], history] = await Promise.all([
      rowsWithUsage([row]),
      historyOf(db, 'coupon', row.id),
    ]);
    if (!listed) throw notFound('Coupon not found');
    return { ...listed, history };
  }
  return {
    adminListCoupons: handles(contract.adminListCoupons, async ({ query }) => {
      const q = query.q?.trim();
      const where = and(
        q ? ilike(coupons.code, likeText(q)) : undefined,
        query.active === undefined ? undefined : eq(coupons.active, query.active === 'true'),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(coupons)
          .where(where)
          .orderBy(
            (query.dir === 'asc' ? asc : desc)(COUPON_SORTS[query.sort]),
            query.dir === 'asc' ? asc(coupons.code) : desc(coupons.code),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(coupons).where(where),
      ]);
      const n = total?.n ?? 0;
      return pageOf(query, await rowsWithUsage(rows), n);
    }),
    adminGetCoupon: handles(contract.adminGetCoupon, async ({ params }) =>
      adminCoupon(await couponById(params.id)),
    ),
    adminCreateCoupon: handles(contract.adminCreateCoupon, async ({ body, auth }) => {
      const actor = auth as AccessClaims;
      const values = columnsOf(body);
      try {
        const created = await db.transaction(async (tx) => {
          await codeIsFree(tx, values.code);
          const [row] = await tx
            .insert(coupons)
            .values({ id: newId('cpn'), ...values })
            .returning();
          if (!row) throw new ApiError(500, 'An unexpected error occurred.', { code: 'INTERNAL' });
          await recordAudit(tx, actor, {
            entityType: 'coupon',
            entityId: row.id,
            action: 'create',
            before: null,
            after: snapshot(row),
          });
          return row;
        });
        return adminCoupon(created);
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(values.code);
        throw error;
      }
    }),
    adminUpdateCoupon: handles(contract.adminUpdateCoupon, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const { version, ...input } = body;
      const values = columnsOf(input);
      try {
        const saved = await db.transaction(async (tx) => {
          const current = await couponById(params.id, tx);
          if (current.version !== version) throw staleVersion('coupon', current.version);
          await codeIsFree(tx, values.code, current.id);
          const [row] = await tx
            .update(coupons)
            .set({ ...values, version: sql`${coupons.version} + 1`, updatedAt: now() })
            .where(and(eq(coupons.id, current.id), eq(coupons.version, version)))
            .returning();
          if (!row) throw staleVersion('coupon', version + 1);
          await recordAudit(tx, actor, {
            entityType: 'coupon',
            entityId: row.id,
            action: 'update',
            before: snapshot(current),
            after: snapshot(row),
          });
          return row;
        });
        return adminCoupon(saved);
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(values.code);
        throw error;
      }
    }),
  };
}
