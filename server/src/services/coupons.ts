import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coupons } from '../db/schema';
import type { CouponRow } from './cartView';

export async function couponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, sql`upper(${code.trim()})`));
  return row;
}

/** Why a coupon cannot be used now, or null. */
export function couponProblem(coupon: CouponRow | undefined, now = new Date()): string | null {
  if (!coupon?.active) return 'Invalid coupon';
  const expiresAt = coupon.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (expiresAt <= now.getTime()) return 'Coupon has expired';
  return null;
}

/** Spec §5: an empty gateway list means every gateway. */
export const couponSuitsGateway = (coupon: CouponRow, billerId: string) =>
  coupon.appliesToGateway.length === 0 || coupon.appliesToGateway.includes(billerId);

export function discountCents(coupon: CouponRow | undefined, subtotalCents: number): number {
  if (!coupon) return 0;
  if (coupon.percentOff) return Math.floor((subtotalCents * coupon.percentOff) / 100);
  if (coupon.amountOffCents) return Math.min(coupon.amountOffCents, subtotalCents);
  return 0;
}
