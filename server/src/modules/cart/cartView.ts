import type { CartProduct, CartResponse, ValidationResult } from '@reelcart/contract/store';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/database';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { artUrl } from '../catalogue';
import { type Holding, holdingsOf, ownershipReason } from '../orders';
import { cartItems, carts, coupons, products, videos } from '../schema';

export type CartRow = typeof carts.$inferSelect;
/** The database or a transaction of it. */
export type CouponRow = typeof coupons.$inferSelect;
export type LoadedProduct = CartProduct & {
  videoId: string;
  priceCents: number;
  rentalHours: number | null;
};

export const CURRENT_STATES = ['active', 'checkout'] as const;
export const PRODUCT_NOT_FOUND = 'Product not found';

type ProductRow = Pick<
  typeof products.$inferSelect,
  'id' | 'priceCents' | 'resolution' | 'orderType' | 'download' | 'stream' | 'rentalHours'
>;
type VideoRow = Pick<typeof videos.$inferSelect, 'id' | 'title' | 'slug' | 'dvdId'>;
/** A product with its video as the one-statement reads answer it in JSON (cartRead, pushRead). */
export interface ProductJson {
  id: string;
  orderType: string;
  resolution: string;
  priceCents: number;
  download: boolean;
  stream: boolean;
  rentalHours: number | null;
  videoId: string;
  title: string;
  slug: string;
  dvdId: string | null;
}

/** `json_build_object`'s arguments for a `ProductJson` (a product joined with its video). */
export const productJsonFields = sql`'id', ${products.id}, 'orderType', ${products.orderType},
  'resolution', ${products.resolution}, 'priceCents', ${products.priceCents},
  'download', ${products.download}, 'stream', ${products.stream},
  'rentalHours', ${products.rentalHours}, 'videoId', ${videos.id}, 'title', ${videos.title},
  'slug', ${videos.slug}, 'dvdId', ${videos.dvdId}`;

/** A `ProductJson` as the cart's loaded product. */
export const loadedOf = (p: ProductJson): LoadedProduct => toLoaded(p, { ...p, id: p.videoId });

const videoColumns = { id: videos.id, title: videos.title, slug: videos.slug, dvdId: videos.dvdId };

export function toLoaded(product: ProductRow, video: VideoRow): LoadedProduct {
  return {
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
  };
}

export async function loadProducts(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, LoadedProduct>> {
  const found = new Map<string, LoadedProduct>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ product: products, video: videoColumns })
    .from(products)
    .innerJoin(videos, eq(videos.id, products.videoId))
    .where(
      and(inArray(products.id, [...ids]), eq(products.enabled, true), eq(videos.published, true)),
    );
  for (const { product, video } of rows) found.set(product.id, toLoaded(product, video));
  return found;
}

/**
 * Inserts a new current cart for the user, pointing back at their latest cart. Answers undefined,
 * inserting nothing, when the user already has a current cart: `carts_current_per_user` allows one,
 * so concurrent creators cannot make two. Both `POST /api/cart` and `GET /api/cart` create carts here.
 */
export async function insertCurrentCart(
  db: Executor,
  userId: string,
  values: Pick<CartRow, 'version' | 'state' | 'couponId' | 'lastActiveAt'> &
    Partial<Pick<CartRow, 'updatedAt'>>,
): Promise<CartRow | undefined> {
  const [previous] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, userId))
    .orderBy(desc(carts.createdAt))
    .limit(1);
  const [cart] = await db
    .insert(carts)
    .values({ id: newId('cart'), userId, previousCartId: previous?.id ?? null, ...values })
    .onConflictDoNothing()
    .returning();
  return cart;
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
  return validationOf(unique, found, holdings, new Date());
}

/** The rule of `validateProductIds` once its reads are done: unknown ids, then ownership. */
export function validationOf(
  ids: readonly string[],
  found: ReadonlyMap<string, LoadedProduct>,
  holdings: readonly Holding[],
  now: Date,
): ValidationResult {
  const errors: ValidationResult['errors'] = [];
  for (const id of new Set(ids)) {
    const product = found.get(id);
    const reason = product ? ownershipReason(product, holdings, now) : PRODUCT_NOT_FOUND;
    if (reason) errors.push({ productId: id, reason });
  }
  return { invalidProducts: errors.map((e) => e.productId), errors };
}

const selectCurrentCart = preparedPerDatabase(
  (db, name) =>
    db
      .select()
      .from(carts)
      .where(
        and(eq(carts.userId, sql.placeholder('userId')), inArray(carts.state, [...CURRENT_STATES])),
      )
      .prepare(name),
  'cart_current',
);

export async function currentCart(db: Database, userId: string): Promise<CartRow | undefined> {
  const [row] = await selectCurrentCart(db).execute({ userId });
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

/** The coupon's fields a cart's answer shows. */
export type CartCoupon = Pick<
  CouponRow,
  'id' | 'code' | 'appliesToGateway' | 'percentOff' | 'amountOffCents' | 'minSubtotalCents'
>;

export function toCoupon(row: CartCoupon) {
  return {
    _id: row.id,
    code: row.code,
    appliesToGateway: row.appliesToGateway,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents === null ? null : row.amountOffCents / 100,
    minSubtotal: row.minSubtotalCents === null ? null : row.minSubtotalCents / 100,
  };
}

export async function couponById(db: Database, id: string | null): Promise<CouponRow | undefined> {
  if (!id) return undefined;
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** A loaded product as the cart's line answers it (without what only the server reads). */
export function cartLineOf(p: LoadedProduct): CartProduct {
  const { videoId: _v, priceCents: _c, rentalHours: _r, ...line } = p;
  return line;
}

/** The contract's CartResponse for a cart row: its lines, coupon and a fresh validation. */
export async function cartResponse(
  db: Database,
  cart: CartRow,
  userCountry: string,
  preloaded?: {
    ids: string[];
    loaded: Map<string, LoadedProduct>;
    validationResult?: ValidationResult;
    /** The cart's coupon when already read (null: none). */
    coupon?: CartCoupon | null;
  },
): Promise<CartResponse> {
  const ids = preloaded?.ids ?? (await cartProductIds(db, cart.id));
  const loaded = preloaded?.loaded ?? (await loadProducts(db, ids));
  const [coupon, validationResult] = await Promise.all([
    preloaded?.coupon !== undefined ? preloaded.coupon : couponById(db, cart.couponId),
    preloaded?.validationResult ?? validateProductIds(db, cart.userId, ids, loaded),
  ]);
  const lines: CartProduct[] = [];
  for (const id of ids) {
    const p = loaded.get(id);
    if (p) lines.push(cartLineOf(p));
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
