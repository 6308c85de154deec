import type { LineEdit } from '@reelcart/contract/store';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { type Holding, type HoldingJson, holdingsFromJson, holdingsJson } from '../orders';
import {
  cartItems,
  cartLineEdits,
  carts,
  coupons,
  idempotencyRecords,
  products,
  users,
  videos,
} from '../schema';
import { OPERATION_SCOPE_SQL } from './cartOperations';
import {
  type CartRow,
  type CouponRow,
  CURRENT_STATES,
  type LoadedProduct,
  loadedOf,
  type ProductJson,
  productJsonFields,
} from './cartView';

const p = (name: string) => sql.placeholder(name);
const ids = sql`${p('ids')}::text[]`;

/** The current cart's product ids: the lines a push's edits (or a login sync) apply to. */
const cartLines = sql`array(select ${cartItems.productId} from ${cartItems}
  where ${cartItems.cartId} = ${carts.id})`;

/** `loadProducts` of `where`'s products as a JSON subquery: only those that can be sold (decision 030). */
const sellableOf = (where: SQL) => sql<
  ProductJson[]
>`(select coalesce(json_agg(json_build_object(${productJsonFields})), '[]'::json)
  from ${products}
  join ${videos} on ${videos.id} = ${products.videoId}
  where ${where} and ${products.enabled} and ${videos.published})`;

/** Their videos: the only holdings the validation looks at. */
const videosOf = (where: SQL) => sql`(select ${products.videoId} from ${products} where ${where})`;

/** The cart's lines in order. */
const lines = sql<string[]>`(select coalesce(array_agg(${cartItems.productId}
    order by ${cartItems.position}), '{}'::text[])
  from ${cartItems} where ${cartItems.cartId} = ${carts.id})`;

/** Which of the push's edit keys (`<user>:<operation id>`) are applied already (decision 066). */
const applied = sql<string[]>`(select coalesce(array_agg(${idempotencyRecords.key}), '{}'::text[])
  from ${idempotencyRecords}
  where ${idempotencyRecords.scope} = ${OPERATION_SCOPE_SQL}
    and ${idempotencyRecords.key} = any(${p('keys')}::text[]))`;

/** The last edit of each video the push's edits may touch (decision 124). */
const lastEdits = sql<
  { videoId: string; version: number; editedAt: number }[]
>`(select coalesce(json_agg(json_build_object('videoId', ${cartLineEdits.videoId},
    'version', ${cartLineEdits.version}, 'editedAt', ${cartLineEdits.editedAt})), '[]'::json)
  from ${cartLineEdits}
  where ${cartLineEdits.cartId} = ${carts.id}
    and (${cartLineEdits.videoId} = any(${p('editVideos')}::text[])
      or ${cartLineEdits.videoId} in (select ${products.videoId} from ${products}
        where ${products.id} = any(${p('editProducts')}::text[]))))`;

/** The user's current cart, and the push's coupon: the current cart's, or the one it names. */
const currentOfUser = and(eq(carts.userId, users.id), inArray(carts.state, [...CURRENT_STATES]));
const pushCoupon = eq(
  coupons.id,
  sql`case when ${p('keepsCoupon')}::boolean then ${carts.couponId}
           else ${p('couponId')}::text end`,
);

/** A push of lines only: the cart, its coupon, the products named and their holdings. */
const named = sql`${products.id} = any(${ids})`;
const readForPush = preparedPerDatabase(
  (db, name) =>
    db
      .select({
        cart: carts,
        coupon: coupons,
        sellable: sellableOf(named),
        holdings: holdingsJson(users.id, videosOf(named)),
      })
      // The user's row, so that the statement answers a row when they have no current cart yet.
      .from(users)
      .leftJoin(carts, currentOfUser)
      .leftJoin(coupons, pushCoupon)
      .where(eq(users.id, p('userId')))
      .prepare(name),
  'cart_push_reads',
);

/**
 * A push of edits, or a login sync: besides, the cart's lines (and their products), which of the
 * edits are applied already, and the last edits of the videos they touch.
 */
// One array, so that the products are found by their primary key (an `or` with the cart's lines
// as a subquery filtered every product instead: the review of decision 127, by EXPLAIN).
const namedOrInCart = sql`${products.id} = any(${ids} || ${cartLines})`;
const readForEditPush = preparedPerDatabase(
  (db, name) =>
    db
      .select({
        cart: carts,
        coupon: coupons,
        sellable: sellableOf(namedOrInCart),
        holdings: holdingsJson(users.id, videosOf(namedOrInCart)),
        lines,
        applied,
        lastEdits,
      })
      .from(users)
      .leftJoin(carts, currentOfUser)
      .leftJoin(coupons, pushCoupon)
      .where(eq(users.id, p('userId')))
      .prepare(name),
  'cart_push_edit_reads',
);

export interface PushReads {
  /** The user's current cart, if any. */
  existing: CartRow | undefined;
  /** The push's coupon: the current cart's when `keepsCoupon`, else `couponId`'s (undefined: none or unknown). */
  coupon: CouponRow | undefined;
  /** `loadProducts` of the ids named and (`withLines`) the cart's lines: those that can be sold. */
  loaded: Map<string, LoadedProduct>;
  /** The user's unrefunded holdings of those products' videos (what `holdingsOf` answers for them). */
  holdings: Holding[];
  /** The cart's product ids in order (`withLines`; else empty). */
  lines: string[];
  /** The ids of the edits given (`edits.operationIds`) already applied for this user. */
  applied: Set<string>;
  /** The cart's last edit of each video the edits name (decision 124). */
  lastEdits: Map<string, LineEdit>;
}

/** What a push carrying edits (or a login sync) reads besides the cart, its coupon and products. */
export interface PushEditReads {
  /** The cart's lines are read (and their products loaded): edits or a login sync apply to them. */
  withLines: boolean;
  /** The edits' ids: which are applied already. */
  operationIds: readonly string[];
  /** The videos and the products the edits name: their last edits (decision 124). */
  videos: readonly string[];
  products: readonly string[];
}

const NO_EDITS: PushEditReads = { withLines: false, operationIds: [], videos: [], products: [] };

/**
 * What a push reads before its write, in one statement (issue 34, decisions 092 and 127): the
 * current cart, the coupon it will carry, the products it names and the user's holdings of their
 * videos — and, for a push of edits, the cart's lines (and their products), which of the edits
 * are applied already and the last edits of the videos they touch — where those were up to eight
 * round trips. Undefined when the user has no row (the caller then reads them one by one).
 */
export async function readPush(
  db: Database,
  userId: string,
  wanted: readonly string[],
  coupon: { keepsCoupon: boolean; couponId: string | null },
  edits: PushEditReads = NO_EDITS,
): Promise<PushReads | undefined> {
  const prefix = `${userId}:`;
  const values = { userId, ...coupon };
  if (!edits.withLines) {
    const [row] = await readForPush(db).execute({ ...values, ids: [...wanted] });
    return row && { ...common(row), lines: [], applied: new Set(), lastEdits: new Map() };
  }
  const [row] = await readForEditPush(db).execute({
    ...values,
    ids: [...new Set([...wanted, ...edits.products])],
    keys: edits.operationIds.map((id) => prefix + id),
    editVideos: [...edits.videos],
    editProducts: [...edits.products],
  });
  return (
    row && {
      ...common(row),
      lines: row.lines,
      applied: new Set(row.applied.map((key) => key.slice(prefix.length))),
      lastEdits: new Map(
        row.lastEdits.map((edit) => [
          edit.videoId,
          { version: edit.version, editedAt: Number(edit.editedAt) },
        ]),
      ),
    }
  );
}

/** What both reads answer, as `PushReads` has it. */
function common(row: {
  cart: CartRow | null;
  coupon: CouponRow | null;
  sellable: ProductJson[];
  holdings: HoldingJson[];
}) {
  const loaded = new Map<string, LoadedProduct>();
  for (const product of row.sellable) loaded.set(product.id, loadedOf(product));
  return {
    existing: row.cart ?? undefined,
    coupon: row.coupon ?? undefined,
    loaded,
    holdings: holdingsFromJson(row.holdings),
  };
}
