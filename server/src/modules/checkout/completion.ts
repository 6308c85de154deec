import {
  type CompleteCartRequest,
  type CompleteCartResponse,
  priceCart,
} from '@reelcart/contract/store';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound } from '../../platform/errors';
import {
  type CartRow,
  type CouponRow,
  CURRENT_STATES,
  cartProductIds,
  couponById,
  type LoadedProduct,
  loadProducts,
  validateProductIds,
} from '../cart';
import { checkCoupon, couponRefused } from '../coupons';
import type { OrderRow } from '../orders';
import { carts, orderItems, orders } from '../schema';

export async function orderByKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

export async function orderByCart(db: Database, cartId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row;
}

export interface PreparedCart {
  cart: CartRow;
  lines: LoadedProduct[];
  coupon: CouponRow | undefined;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** The checks every completion shares: the user's current cart at this version, non-empty, valid. */
export async function prepareCart(
  deps: Deps,
  userId: string,
  cartId: string,
  cartVersion: number,
): Promise<PreparedCart> {
  const { db } = deps;
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)));
  if (!cart) throw notFound('Cart not found');
  if (!(CURRENT_STATES as readonly string[]).includes(cart.state)) {
    throw new ApiError(409, `Cart is ${cart.state}`, { code: 'CART_NOT_ACTIVE' });
  }
  if (cart.version !== cartVersion) {
    throw new ApiError(409, 'Cart version conflict', {
      code: 'CART_VERSION_CONFLICT',
      field: 'cartVersion',
    });
  }
  const ids = await cartProductIds(db, cart.id);
  if (ids.length === 0) throw new ApiError(400, 'Cart is empty', { code: 'CART_EMPTY' });
  const loaded = await loadProducts(db, ids);
  const validationResult = await validateProductIds(db, userId, ids, loaded);
  if (validationResult.invalidProducts.length > 0) {
    throw new ApiError(400, 'Cart validation failed', {
      code: 'CART_VALIDATION_FAILED',
      validationResult,
    });
  }
  const row = await couponById(db, cart.couponId);
  const lines = ids.flatMap((id) => loaded.get(id) ?? []);
  const priced = priceCart(
    lines.map((l) => ({ id: l._id, priceCents: l.priceCents })),
    row,
  );
  const { subtotalCents } = priced;
  // A coupon whose minimum the cart fell below after it was applied takes nothing off (the money
  // rule): the cart showed the full price, the payment charges it, and the order has no coupon
  // (nor a use of it). Decision 045.
  const coupon = row && subtotalCents >= (row.minSubtotalCents ?? 0) ? row : undefined;
  if (coupon) {
    // Every rule but the gateway's, which the payment checks (decision 045).
    const found = await checkCoupon(db, coupon, {
      now: new Date(deps.clock.now()),
      userId,
      subtotalCents,
      exceptCartId: cart.id,
    });
    if (found) throw couponRefused(found);
  }
  // The money rule (decision 063): the figures the SDK's cart showed for these lines and coupon.
  return {
    cart,
    lines,
    coupon,
    subtotalCents,
    discountCents: priced.discountCents,
    totalCents: priced.totalCents,
  };
}

export const orderItemRows = (orderId: string, lines: readonly LoadedProduct[]) =>
  lines.map((l) => ({
    orderId,
    productId: l._id,
    videoId: l.videoId,
    orderType: l.orderType,
    resolution: l.resolution,
    priceCents: l.priceCents,
  }));

const completed = (order: OrderRow): CompleteCartResponse => ({
  orderId: order.id,
  cartId: order.cartId,
  state: 'completed',
});

/**
 * Completes a cart into a pending order. The same idempotency key returns the same order; of
 * concurrent completions of one cart only one wins the cart's version (the others get its order),
 * and `orders.cart_id` is unique besides.
 */
export async function completeCart(
  deps: Deps,
  userId: string,
  body: CompleteCartRequest,
): Promise<CompleteCartResponse> {
  const { db } = deps;
  const byKey = await orderByKey(db, userId, body.idempotencyKey);
  if (byKey) return completed(byKey);
  const [cart] = await db
    .select({ state: carts.state })
    .from(carts)
    .where(and(eq(carts.id, body.cartId), eq(carts.userId, userId)));
  if (cart?.state === 'completed') {
    const order = await orderByCart(db, body.cartId);
    if (order) return completed(order);
  }
  let prepared: Awaited<ReturnType<typeof prepareCart>>;
  try {
    prepared = await prepareCart(deps, userId, body.cartId, body.cartVersion);
  } catch (error) {
    // A concurrent completion (on this instance or another) may have completed the cart between
    // the read above and this one: its order is the answer, as for a duplicate.
    if (error instanceof ApiError && error.status === 409) {
      const order = await orderByCart(db, body.cartId);
      if (order && order.userId === userId) return completed(order);
    }
    throw error;
  }
  const order = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(carts)
      .set({ state: 'completed', version: sql`${carts.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(carts.id, body.cartId),
          eq(carts.version, body.cartVersion),
          inArray(carts.state, [...CURRENT_STATES]),
        ),
      )
      .returning({ id: carts.id });
    if (!won) return undefined;
    const [existing] = await tx.select().from(orders).where(eq(orders.cartId, body.cartId));
    if (existing) {
      const [updated] = await tx
        .update(orders)
        .set({
          idempotencyKey:
            existing.status === 'paid' ? existing.idempotencyKey : body.idempotencyKey,
        })
        .where(eq(orders.id, existing.id))
        .returning();
      return updated;
    }
    const id = newId('ord');
    const [created] = await tx
      .insert(orders)
      .values({
        id,
        userId,
        cartId: body.cartId,
        idempotencyKey: body.idempotencyKey,
        status: 'pending',
        couponId: prepared.coupon?.id ?? null,
        subtotalCents: prepared.subtotalCents,
        discountCents: prepared.discountCents,
        totalCents: prepared.totalCents,
      })
      .returning();
    await tx.insert(orderItems).values(orderItemRows(id, prepared.lines));
    return created;
  });
  if (order) return completed(order);
  const winner =
    (await orderByKey(db, userId, body.idempotencyKey)) ?? (await orderByCart(db, body.cartId));
  if (winner) return completed(winner);
  throw new ApiError(409, 'Cart version conflict', {
    code: 'CART_VERSION_CONFLICT',
    field: 'cartVersion',
  });
}
