import type { CartResponse } from '@reelcart/contract/store';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { holdingsFromJson, holdingsJson } from '../orders';
import { cartItems, carts, coupons, products, videos } from '../schema';
import {
  CURRENT_STATES,
  cartResponse,
  insertCurrentCart,
  type LoadedProduct,
  loadedOf,
  type ProductJson,
  productJsonFields,
  validationOf,
} from './cartView';

/** A line as the statement answers it; `sellable`: enabled, of a published video (decision 030). */
interface LineJson extends ProductJson {
  sellable: boolean;
}

const lines = sql<LineJson[]>`(select coalesce(json_agg(json_build_object(${productJsonFields},
    'sellable', ${products.enabled} and ${videos.published}) order by ${cartItems.position}), '[]'::json)
  from ${cartItems}
  join ${products} on ${products.id} = ${cartItems.productId}
  join ${videos} on ${videos.id} = ${products.videoId}
  where ${cartItems.cartId} = ${carts.id})`;

/** The videos of the cart's lines: the only holdings its validation looks at. */
const lineVideos = sql`(select ${products.videoId} from ${cartItems}
  join ${products} on ${products.id} = ${cartItems.productId}
  where ${cartItems.cartId} = ${carts.id})`;

const readCurrent = preparedPerDatabase(
  (db, name) =>
    db
      .select({
        cart: carts,
        coupon: {
          id: coupons.id,
          code: coupons.code,
          appliesToGateway: coupons.appliesToGateway,
          percentOff: coupons.percentOff,
          amountOffCents: coupons.amountOffCents,
          minSubtotalCents: coupons.minSubtotalCents,
        },
        lines,
        holdings: holdingsJson(carts.userId, lineVideos),
      })
      .from(carts)
      // A join also makes Drizzle name every column with its table, which the correlated
      // subqueries need (alone, a one-table select's columns are written bare).
      .leftJoin(coupons, eq(coupons.id, carts.couponId))
      .where(
        and(eq(carts.userId, sql.placeholder('userId')), inArray(carts.state, [...CURRENT_STATES])),
      )
      .prepare(name),
  'cart_read_current',
);

/**
 * The user's current cart as GET /api/cart answers it, in one statement (issue 34, decision 092):
 * the cart with its coupon, its lines with their products and videos, and the user's holdings of
 * those videos, the last two as subqueries; the ownership rule (`ownershipReason`, orders
 * module) then runs on them here. Prepared once per database (a named statement on PostgreSQL), so neither Drizzle nor the
 * server builds or plans it again. Undefined when the user has no current cart.
 */
export async function readCurrentCart(
  db: Database,
  userId: string,
  country: string,
): Promise<CartResponse | undefined> {
  const [row] = await readCurrent(db).execute({ userId });
  if (!row) return undefined;
  const ids: string[] = [];
  const loaded = new Map<string, LoadedProduct>();
  for (const line of row.lines) {
    ids.push(line.id);
    if (line.sellable) {
      loaded.set(line.id, loadedOf(line));
    }
  }
  const validationResult = validationOf(ids, loaded, holdingsFromJson(row.holdings), new Date());
  return cartResponse(db, row.cart, country, {
    ids,
    loaded,
    validationResult,
    coupon: row.coupon,
  });
}

/**
 * The user's current cart, creating an empty active one (version 0, never pushed) when there is
 * none, so that a signed-in user always has a cart to load. Parallel callers get the same cart: the
 * loser of the insert reads the winner's. Undefined only if the current cart keeps vanishing
 * between the insert and the read (another request abandoning or completing it).
 */
export async function readOrCreateCurrentCart(
  db: Database,
  userId: string,
  country: string,
): Promise<CartResponse | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await readCurrentCart(db, userId, country);
    if (found) return found;
    const cart = await insertCurrentCart(db, userId, {
      version: 0,
      state: 'active',
      couponId: null,
      lastActiveAt: null,
    });
    if (cart) {
      return cartResponse(db, cart, country, {
        ids: [],
        loaded: new Map(),
        validationResult: { invalidProducts: [], errors: [] },
        coupon: null,
      });
    }
  }
  return undefined;
}
