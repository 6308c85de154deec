import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { type Holding, holdingsFromJson, holdingsJson } from '../orders';
import { carts, coupons, products, users, videos } from '../schema';
import {
  type CartRow,
  type CouponRow,
  CURRENT_STATES,
  type LoadedProduct,
  loadedOf,
  type ProductJson,
  productJsonFields,
} from './cartView';

const ids = sql`${sql.placeholder('ids')}::text[]`;

/** `loadProducts` of the ids as a JSON subquery: only products that can be sold (decision 030). */
const sellable = sql<
  ProductJson[]
>`(select coalesce(json_agg(json_build_object(${productJsonFields})), '[]'::json)
  from ${products}
  join ${videos} on ${videos.id} = ${products.videoId}
  where ${products.id} = any(${ids}) and ${products.enabled} and ${videos.published})`;

/** The videos of the ids: the only holdings their validation looks at. */
const idVideos = sql`(select ${products.videoId} from ${products} where ${products.id} = any(${ids}))`;

const readForPush = preparedPerDatabase(
  (db, name) =>
    db
      .select({
        cart: carts,
        coupon: coupons,
        sellable,
        holdings: holdingsJson(users.id, idVideos),
      })
      // The user's row, so that the statement answers a row when they have no current cart yet.
      .from(users)
      .leftJoin(carts, and(eq(carts.userId, users.id), inArray(carts.state, [...CURRENT_STATES])))
      .leftJoin(
        coupons,
        eq(
          coupons.id,
          sql`case when ${sql.placeholder('keepsCoupon')}::boolean then ${carts.couponId}
                   else ${sql.placeholder('couponId')}::text end`,
        ),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  'cart_push_reads',
);

export interface PushReads {
  /** The user's current cart, if any. */
  existing: CartRow | undefined;
  /** The push's coupon: the current cart's when `keepsCoupon`, else `couponId`'s (undefined: none or unknown). */
  coupon: CouponRow | undefined;
  /** `loadProducts(ids)`: the ids that can be sold. */
  loaded: Map<string, LoadedProduct>;
  /** The user's unrefunded holdings of the ids' videos (what `holdingsOf` answers for them). */
  holdings: Holding[];
}

/**
 * What a push reads before its write, in one statement (issue 34, decision 092): the current cart,
 * the coupon it will carry, the products it names and the user's holdings of their videos — where
 * `currentCart`, `couponById`, `loadProducts` and `holdingsOf` were four round trips. Undefined
 * when the user has no row (the caller then reads them one by one, as before).
 */
export async function readPush(
  db: Database,
  userId: string,
  wanted: readonly string[],
  coupon: { keepsCoupon: boolean; couponId: string | null },
): Promise<PushReads | undefined> {
  const [row] = await readForPush(db).execute({ userId, ids: [...wanted], ...coupon });
  if (!row) return undefined;
  const loaded = new Map<string, LoadedProduct>();
  for (const p of row.sellable) loaded.set(p.id, loadedOf(p));
  return {
    existing: row.cart ?? undefined,
    coupon: row.coupon ?? undefined,
    loaded,
    holdings: holdingsFromJson(row.holdings),
  };
}
