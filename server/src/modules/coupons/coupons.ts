import { COUPON_REASONS, type CouponReason, formatMessage } from '@reelcart/contract/store';
import {
  and,
  count,
  countDistinct,
  eq,
  gt,
  inArray,
  isNotNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database';
import { ApiError } from '../../platform/errors';
import { type CouponRow, cartProductIds, currentCart, loadProducts } from '../cart';
import { coupons, orders } from '../schema';

/**
 * Coupon rules (decision 045). The rules are pure functions over a coupon row and what is known
 * of the use (when, the cart's subtotal, the payment gateway, the uses so far); the database
 * parts (finding a coupon, counting its uses, the lock that makes the limits hold) are below them.
 */

export async function couponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, sql`upper(${code.trim()})`));
  return row;
}

/** A coupon code as stored: trimmed, upper case (codes are unique case-insensitively). */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

/** A coupon's uses so far: by every customer, and by the customer at hand. */
export interface CouponUses {
  total: number;
  byUser: number;
}

export interface CouponUse {
  now: Date;
  /** The cart's subtotal in cents; unknown (undefined) skips the minimum. */
  subtotalCents?: number | undefined;
  /** The payment gateway chosen; unknown (undefined) skips the gateway rule. */
  billerId?: string | undefined;
  /** Uses so far; unknown (undefined) skips the limits. `byUser` only counts for a known user. */
  uses?: CouponUses | undefined;
}

export interface CouponProblem {
  reason: CouponReason;
  message: string;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const problem = (reason: CouponReason, values: Record<string, string> = {}): CouponProblem => ({
  reason,
  message: formatMessage(COUPON_REASONS[reason], values),
});

/**
 * Why a coupon cannot be used, or null; the first failing rule, in this order (decision 045):
 * unknown or inactive, not yet valid, expired, total usage limit, per-user limit, minimum
 * subtotal, payment gateway. What nobody can fix comes first, then what this customer cannot fix,
 * then what they can (add to the cart, choose another gateway).
 */
export function couponRuleProblem(
  coupon: CouponRow | undefined,
  use: CouponUse,
): CouponProblem | null {
  if (!coupon?.active) return problem('invalid');
  const now = use.now.getTime();
  if (coupon.startsAt && coupon.startsAt.getTime() > now)
    return problem('notYetValid', { date: coupon.startsAt.toISOString().slice(0, 10) });
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now) return problem('expired');
  if (use.uses) {
    if (coupon.usageLimit !== null && use.uses.total >= coupon.usageLimit)
      return problem('usageLimit');
    if (coupon.perUserLimit !== null && use.uses.byUser >= coupon.perUserLimit)
      return problem('perUser');
  }
  if (
    use.subtotalCents !== undefined &&
    coupon.minSubtotalCents !== null &&
    use.subtotalCents < coupon.minSubtotalCents
  )
    return problem('minSubtotal', { amount: usd(coupon.minSubtotalCents) });
  if (use.billerId !== undefined && !couponSuitsGateway(coupon, use.billerId))
    return problem('gateway');
  return null;
}

/** Why a coupon cannot be used now (its state and dates only), or null. */
export function couponProblem(coupon: CouponRow | undefined, now = new Date()): string | null {
  return couponRuleProblem(coupon, { now })?.message ?? null;
}

/** Spec §5: an empty gateway list means every gateway. */
export const couponSuitsGateway = (coupon: Pick<CouponRow, 'appliesToGateway'>, billerId: string) =>
  coupon.appliesToGateway.length === 0 || coupon.appliesToGateway.includes(billerId);

/** A payment claim older than this is abandoned (checkout.ts), and its use with it. */
export const STALE_CLAIM_MS = 5 * 60_000;

/**
 * The orders that use a coupon: paid once (a refund does not give the use back) or with a payment
 * under way (a fresh claim). Pending, declined and abandoned attempts do not use it.
 */
export function usingOrders(couponId: string): SQL {
  // Claims are stamped with the wall clock (checkout.ts), so their age is measured with it too.
  const fresh = new Date(Date.now() - STALE_CLAIM_MS);
  return and(
    eq(orders.couponId, couponId),
    or(isNotNull(orders.paidAt), and(eq(orders.status, 'processing'), gt(orders.claimedAt, fresh))),
  ) as SQL;
}

/** A coupon's uses, by everyone and by `userId`, leaving out the order of cart `exceptCartId`. */
export async function couponUses(
  db: Executor,
  couponId: string,
  userId: string | null,
  exceptCartId?: string,
): Promise<CouponUses> {
  const base = exceptCartId
    ? and(usingOrders(couponId), ne(orders.cartId, exceptCartId))
    : usingOrders(couponId);
  const [row] = await db
    .select({
      total: count(),
      byUser: sql<number>`count(*) filter (where ${orders.userId} = ${userId ?? ''})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(base);
  return { total: row?.total ?? 0, byUser: row?.byUser ?? 0 };
}

/** Usage figures of the back office: per coupon, paid uses, customers, discount and revenue. */
export async function couponUsageFigures(db: Executor, couponIds: readonly string[]) {
  return db
    .select({
      couponId: orders.couponId,
      timesUsed: count(),
      distinctUsers: countDistinct(orders.userId),
      discountCents: sql<number>`coalesce(sum(${orders.discountCents}), 0)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.couponId, [...couponIds]), isNotNull(orders.paidAt)))
    .groupBy(orders.couponId);
}

/**
 * Serialises the uses of one coupon (decision 045): the transaction-scoped advisory lock
 * `coupon:<id>`, taken before counting the uses and claiming the payment in the same transaction,
 * so of two checkouts racing for a coupon's last use the second counts the first's claim. On
 * PGlite (one connection) transactions are serial anyway; on PostgreSQL the lock makes them so
 * for one coupon across every instance (read committed: the count after the lock sees the
 * winner's committed claim).
 */
export async function lockCouponUses(tx: Executor, couponId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon:${couponId}`}))`);
}

/**
 * Every rule for one use of a coupon, counting its uses when it has a limit. `exceptCartId`: the
 * cart being paid for, whose own order (a retry) is not another use.
 */
export async function checkCoupon(
  db: Executor,
  coupon: CouponRow | undefined,
  use: Omit<CouponUse, 'uses'> & { userId: string | null; exceptCartId?: string },
): Promise<CouponProblem | null> {
  const early = couponRuleProblem(coupon, { now: use.now });
  if (early || !coupon) return early;
  const limited = coupon.usageLimit !== null || (coupon.perUserLimit !== null && use.userId);
  const uses = limited ? await couponUses(db, coupon.id, use.userId, use.exceptCartId) : undefined;
  return couponRuleProblem(coupon, {
    now: use.now,
    subtotalCents: use.subtotalCents,
    billerId: use.billerId,
    uses: uses && !use.userId ? { ...uses, byUser: 0 } : uses,
  });
}

/** A refused coupon as the API answers it: 400, COUPON_INVALID, the reason's message. */
export const couponRefused = (found: CouponProblem, field = 'appliedCoupon') =>
  new ApiError(400, found.message, { code: 'COUPON_INVALID', field });

/** The subtotal in cents of a user's current cart (0 without one), for the minimum-subtotal rule. */
export async function currentSubtotalCents(db: Database, userId: string): Promise<number> {
  const cart = await currentCart(db, userId);
  if (!cart) return 0;
  const ids = await cartProductIds(db, cart.id);
  const loaded = await loadProducts(db, ids);
  return ids.reduce((sum, id) => sum + (loaded.get(id)?.priceCents ?? 0), 0);
}
