import {
  type CheckoutRequest,
  type CheckoutResponse,
  COUPON_REASONS,
} from '@reelcart/contract/store';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { ApiError, badRequest } from '../../platform/errors';
import { bookCommission, type Visitor } from '../affiliate';
import {
  checkCoupon,
  couponRefused,
  couponSuitsGateway,
  lockCouponUses,
  STALE_CLAIM_MS,
} from '../coupons';
import { formatOrderNumber, type OrderRow } from '../orders';
import { recordSalesFacts } from '../reports';
import { carts, orderItems, orders, ownedProducts, payments } from '../schema';
import { orderByCart, orderByKey, orderItemRows, prepareCart } from './completion';
import type { ChargeResult } from './gateway';

const respond = (order: OrderRow, message?: string | null): CheckoutResponse => ({
  orderId: order.id,
  orderNumber: formatOrderNumber(order.number),
  status: order.status as CheckoutResponse['status'],
  total: order.totalCents / 100,
  currency: 'USD',
  redirectTo: order.status === 'paid' ? `/checkout/success/${order.id}` : '/checkout/failed',
  message: message ?? null,
});

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** 409 TOTAL_CHANGED: the total to charge is not the one the shopper was shown. */
export const totalChanged = (shownCents: number, totalCents: number) =>
  new ApiError(
    409,
    `The total changed from ${usd(shownCents)} to ${usd(totalCents)} since it was shown. Review your cart and pay again.`,
    { code: 'TOTAL_CHANGED', field: 'expectedTotalCents' },
  );

/**
 * Pays for the user's validated cart through one biller. At most one payment attempt per cart runs
 * at a time (the order row is claimed by a conditional update); a paid order grants its products
 * and completes the cart in one transaction. The same idempotency key answers the same result.
 */
export async function checkout(
  deps: Deps,
  userId: string,
  body: CheckoutRequest,
  visitor: Visitor | null = null,
): Promise<CheckoutResponse> {
  const { db, gateway } = deps;
  const byKey = await orderByKey(db, userId, body.idempotencyKey);
  if (byKey && byKey.cartId !== body.cartId) {
    throw new ApiError(409, 'This idempotency key was used for another cart', {
      field: 'idempotencyKey',
    });
  }
  if (byKey && byKey.status !== 'pending') {
    if (byKey.status === 'processing') throw new ApiError(409, 'Checkout already in progress');
    return respond(byKey);
  }
  if (!gateway.billers().some((b) => b.id === body.billerId)) {
    throw badRequest('billerId', 'Invalid billerId: unknown payment gateway');
  }
  const [cartState] = await db
    .select({ state: carts.state })
    .from(carts)
    .where(and(eq(carts.id, body.cartId), eq(carts.userId, userId)));
  if (cartState?.state === 'completed') {
    const order = await orderByCart(db, body.cartId);
    if (order?.status === 'paid') return respond(order);
  }
  const prepared = await prepareCart(deps, userId, body.cartId, body.cartVersion);
  const { coupon } = prepared;
  if (coupon && !couponSuitsGateway(coupon, body.billerId)) {
    throw couponRefused({ reason: 'gateway', message: COUPON_REASONS.gateway }, 'billerId');
  }
  if (body.expectedTotalCents !== undefined && body.expectedTotalCents !== prepared.totalCents) {
    // What the shopper was shown is what is charged, or nothing is (decision 063).
    throw totalChanged(body.expectedTotalCents, prepared.totalCents);
  }
  const totals = {
    billerId: body.billerId,
    idempotencyKey: body.idempotencyKey,
    couponId: prepared.coupon?.id ?? null,
    subtotalCents: prepared.subtotalCents,
    discountCents: prepared.discountCents,
    totalCents: prepared.totalCents,
  };
  const claimed = await db.transaction(async (tx) => {
    if (coupon) {
      // The usage limits hold under concurrency (decision 045): under the coupon's lock, count
      // the uses again (this cart's own order left out) and claim the payment in this transaction.
      await lockCouponUses(tx, coupon.id);
      const found = await checkCoupon(tx, coupon, {
        now: new Date(deps.clock.now()),
        userId,
        subtotalCents: prepared.subtotalCents,
        billerId: body.billerId,
        exceptCartId: body.cartId,
      });
      if (found) throw couponRefused(found);
    }
    const [existing] = await tx.select().from(orders).where(eq(orders.cartId, body.cartId));
    let order: OrderRow | undefined;
    if (existing) {
      [order] = await tx
        .update(orders)
        .set({ ...totals, status: 'processing', claimedAt: new Date() })
        .where(
          and(
            eq(orders.id, existing.id),
            or(
              inArray(orders.status, ['pending', 'declined']),
              // A payment attempt that died mid-way (process crash) must not lock the cart forever.
              and(
                eq(orders.status, 'processing'),
                lt(orders.claimedAt, new Date(Date.now() - STALE_CLAIM_MS)),
              ),
            ),
          ),
        )
        .returning();
      if (order) await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
    } else {
      [order] = await tx
        .insert(orders)
        .values({
          id: newId('ord'),
          userId,
          cartId: body.cartId,
          status: 'processing',
          claimedAt: new Date(),
          ...totals,
        })
        .onConflictDoNothing()
        .returning();
    }
    if (order) await tx.insert(orderItems).values(orderItemRows(order.id, prepared.lines));
    return order;
  });
  if (!claimed) throw new ApiError(409, 'Checkout already in progress');

  let result: ChargeResult;
  try {
    result = await gateway.charge({
      orderId: claimed.id,
      billerId: body.billerId,
      amountCents: claimed.totalCents,
      currency: 'USD',
      details: body.paymentDetails ?? {},
    });
  } catch (error) {
    deps.log.error('payment gateway failed', { error: String(error) });
    result = { status: 'declined', reference: null, message: 'Payment gateway unavailable' };
  }
  const now = new Date();
  const paid = await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      id: newId('pay'),
      orderId: claimed.id,
      billerId: body.billerId,
      status: result.status,
      reference: result.reference,
      message: result.status === 'declined' ? result.message : null,
      amountCents: claimed.totalCents,
    });
    if (result.status === 'declined') {
      const [declined] = await tx
        .update(orders)
        .set({ status: 'declined' })
        .where(eq(orders.id, claimed.id))
        .returning();
      return declined;
    }
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now })
      .where(eq(orders.id, claimed.id))
      .returning();
    await tx
      .insert(ownedProducts)
      .values(
        prepared.lines.map((l) => ({
          userId,
          productId: l._id,
          orderId: claimed.id,
          videoId: l.videoId,
          orderType: l.orderType,
          resolution: l.resolution,
          expiresAt:
            l.orderType === 'rental'
              ? new Date(now.getTime() + (l.rentalHours ?? 72) * 3_600_000)
              : null,
        })),
      )
      .onConflictDoNothing();
    await tx
      .update(carts)
      .set({ state: 'completed', version: sql`${carts.version} + 1`, updatedAt: now })
      .where(eq(carts.id, body.cartId));
    // The order's sales facts and roll-ups, in the payment's transaction (decision 084).
    await recordSalesFacts(tx, [claimed.id]);
    return order;
  });
  if (!paid) throw new ApiError(500, 'An unexpected error occurred.', { code: 'INTERNAL' });
  if (paid.status === 'paid') {
    // The affiliate's commission (decision 022): booked once per order; never fails the payment.
    try {
      await bookCommission(
        db,
        { id: paid.id, userId, totalCents: paid.totalCents, paidAt: paid.paidAt ?? now },
        body.referral ?? null,
        visitor,
      );
    } catch (error) {
      deps.log.error('affiliate commission not booked', { orderId: paid.id, error: String(error) });
    }
  }
  return respond(paid, result.status === 'declined' ? result.message : null);
}
