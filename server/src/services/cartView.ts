import type { CartProduct, CartResponse, ValidationResult } from '@reelcart/sdk/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cartItems, carts, coupons, products, videos } from '../db/schema';
import { artUrl } from './art';
import { holdingsOf, ownershipReason } from './ownership';

export type CartRow = typeof carts.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type LoadedProduct = CartProduct & {
  videoId: string;
  priceCents: number;
  rentalHours: number | null;
};

export const CURRENT_STATES = ['active', 'checkout'] as const;
export const PRODUCT_NOT_FOUND = 'Product not found';

export async function loadProducts(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, LoadedProduct>> {
  const found = new Map<string, LoadedProduct>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ product: products, video: videos })
    .from(products)
    .innerJoin(videos, eq(videos.id, products.videoId))
    .where(inArray(products.id, [...ids]));
  for (const { product, video } of rows) {
    found.set(product.id, {
      _id: product.id,
      currentPrice: product.priceCents / 100,
      resolution: product.resolution as CartProduct['resolution'],
      orderType: product.orderType as CartProduct['orderType'],
      download: product.download,
      stream: product.stream,
      video: {
        _id: video.id,
        title: video.title,
        thumbnail: artUrl('videos', video.slug, 'thumbnail'),
        cover: artUrl('videos', video.slug, 'cover'),
        dvdId: video.dvdId,
        slug: video.slug,
      },
      videoId: video.id,
      priceCents: product.priceCents,
      rentalHours: product.rentalHours,
    });
  }
  return found;
}

/** Unknown ids and the ownership rules of spec §5, for one user. */
export async function validateProductIds(
  db: Database,
  userId: string,
  ids: readonly string[],
  loaded?: Map<string, LoadedProduct>,
): Promise<ValidationResult> {
  const unique = [...new Set(ids)];
  const [found, holdings] = await Promise.all([
    loaded ?? loadProducts(db, unique),
    holdingsOf(db, userId),
  ]);
  const now = new Date();
  const errors: ValidationResult['errors'] = [];
  for (const id of unique) {
    const product = found.get(id);
    const reason = product ? ownershipReason(product, holdings, now) : PRODUCT_NOT_FOUND;
    if (reason) errors.push({ productId: id, reason });
  }
  return { invalidProducts: errors.map((e) => e.productId), errors };
}

export async function currentCart(db: Database, userId: string): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), inArray(carts.state, [...CURRENT_STATES])));
  return row;
}

export async function cartProductIds(db: Database, cartId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.position));
  return rows.map((r) => r.productId);
}

export function toCoupon(row: CouponRow) {
  return {
    _id: row.id,
    code: row.code,
    appliesToGateway: row.appliesToGateway,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents === null ? null : row.amountOffCents / 100,
  };
}

export async function couponById(db: Database, id: string | null): Promise<CouponRow | undefined> {
  if (!id) return undefined;
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** The contract's CartResponse for a cart row: its lines, coupon and a fresh validation. */
export async function cartResponse(
  db: Database,
  cart: CartRow,
  userCountry: string,
): Promise<CartResponse> {
  const ids = await cartProductIds(db, cart.id);
  const [loaded, coupon] = await Promise.all([
    loadProducts(db, ids),
    couponById(db, cart.couponId),
  ]);
  const validationResult = await validateProductIds(db, cart.userId, ids, loaded);
  const lines: CartProduct[] = [];
  for (const id of ids) {
    const p = loaded.get(id);
    if (p) {
      const { videoId: _v, priceCents: _c, rentalHours: _r, ...line } = p;
      lines.push(line);
    }
  }
  return {
    cart: {
      _id: cart.id,
      version: cart.version,
      appliedCoupon: coupon ? toCoupon(coupon) : null,
      state: cart.state as CartResponse['cart']['state'],
      lastActiveAt: cart.lastActiveAt,
      previousCart: cart.previousCartId,
      products: lines,
    },
    validationResult,
    userCountry,
  };
}
