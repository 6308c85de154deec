import { canMoveCart, contract } from '@reelcart/contract/store';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { ApiError, badRequest, notFound } from '../../platform/errors';
import { completeCart } from '../checkout';
import { checkCoupon, couponRefused, couponRuleProblem } from '../coupons';
import { cartItems, carts } from '../schema';
import {
  canMergeStalePush,
  editsNamed,
  lineEditsOf,
  mergeOperations,
  mergeRead,
  operationKeys,
  recordLineEdits,
  recordOperations,
  replayKeepsState,
} from './cartOperations';
import { readOrCreateCurrentCart } from './cartRead';
import {
  CURRENT_STATES,
  cartProductIds,
  cartResponse,
  couponById,
  currentCart,
  insertCurrentCart,
  loadProducts,
  validateProductIds,
  validationOf,
} from './cartView';
import { writeExistingCart } from './cartWrite';
import { readPush } from './pushRead';

const conflict = (version: number) =>
  new ApiError(409, 'Cart version conflict', {
    code: 'CART_VERSION_CONFLICT',
    field: `cartVersion (server has ${version})`,
  });

/** The calls `cartRoutes` mounts (routes.ts), without HTTP. */
export function cartService(deps: Deps) {
  const { db } = deps;
  const userOf = (auth: { id: string } | null) => auth?.id ?? '';
  return {
    getCart: (country: string) =>
      handles(contract.getCart, async ({ auth }) => {
        // A user without a current cart gets a new empty one rather than a 404, which the SDK would
        // show as 'Failed to load cart data.' (decision 009).
        const found = await readOrCreateCurrentCart(db, userOf(auth), country);
        if (!found) throw new ApiError(409, 'Cart changed while loading; retry');
        return found;
      }),
    pushCart: (country: string) =>
      handles(contract.pushCart, async ({ auth, body }) => {
        const userId = userOf(auth);
        // Refused before anything is read.
        if (body.optimisticOperations.length > 500) {
          throw badRequest(
            'optimisticOperations',
            'Invalid optimisticOperations: at most 500 items',
          );
        }
        // A login sync keeps the server cart's coupon unless the guest cart brings one (the guest's
        // wins): an SDK that sends null there meant "no guest coupon" (decision 080).
        const keepsCoupon =
          body.appliedCoupon === undefined ||
          (body.isLoginSync === true && body.appliedCoupon === null);
        const asked = [...new Set(body.products)];
        const operations = body.optimisticOperations;
        const named = editsNamed(operations);
        // The cart, its coupon, the products and their holdings in one statement (decision 092),
        // with what its edits apply to: the lines, the edits done, the last edits (decision 127).
        const reads = await readPush(
          db,
          userId,
          asked.length <= 500 ? asked : [],
          { keepsCoupon, couponId: keepsCoupon ? null : (body.appliedCoupon ?? null) },
          {
            withLines: operations.length > 0 || body.isLoginSync === true,
            operationIds: operations.map((op) => op.id),
            ...named,
          },
        );
        const existing = reads ? reads.existing : await currentCart(db, userId);
        // `null` means "no cart yet"; a cart no push has touched (version 0, empty, made by a GET) is
        // as good as none, so a client that has not loaded it yet is not refused.
        const untouched = existing?.version === 0 && body.cartVersion == null;
        const stale =
          existing && !body.isLoginSync && !untouched && body.cartVersion !== existing.version;
        // A stale push of edits only is applied on top of the current cart (decision 066).
        if (stale && !canMergeStalePush(existing, body)) throw conflict(existing.version);
        let applied: string[] = [];
        // Those of them applied with effect (decision 124: an overridden edit changes nothing).
        let effective: string[] = [];
        // Each video the applied edits touched, with its last edit's time (decision 124).
        let edits: ReadonlyMap<string, number> = new Map();
        let wanted: string[];
        const currentLines = async (cartId: string) =>
          reads ? reads.lines : await cartProductIds(db, cartId);
        if (body.isLoginSync && existing) {
          wanted = [...new Set([...(await currentLines(existing.id)), ...body.products])];
        } else if (existing && operations.length > 0) {
          const current = await currentLines(existing.id);
          const target = {
            cartId: existing.id,
            known: stale ? (body.cartVersion ?? null) : existing.version,
            stale: Boolean(stale),
            current: existing.version,
          };
          ({
            ids: wanted,
            applied,
            effective,
            edits,
          } = reads
            ? mergeRead(
                current,
                operations,
                { done: reads.applied, loaded: reads.loaded, last: reads.lastEdits },
                target,
              )
            : await mergeOperations(db, userId, current, operations, target));
        } else {
          wanted = asked;
          // A push that creates the cart carries its edits in its lines: they are applied, and
          // recorded, so that the same edits sent again (the answer was lost) change nothing.
          if (!existing && !body.isLoginSync) {
            applied = body.optimisticOperations.map((op) => op.id);
            effective = applied;
          }
        }
        if (wanted.length > 500)
          throw badRequest('products', 'Invalid products: at most 500 items');
        // The statement read every product the push can end with (those it names, and the cart's
        // when it has edits or is a login sync), and the holdings of their videos.
        const read = reads;
        const loaded = read ? read.loaded : await loadProducts(db, wanted);
        const validationResult = read
          ? validationOf(wanted, loaded, read.holdings, new Date())
          : await validateProductIds(db, userId, wanted, loaded);
        if (validationResult.invalidProducts.length > 0) {
          throw new ApiError(400, 'Cart contains invalid products', {
            code: 'CART_INVALID_PRODUCTS',
            field: 'products',
            validationResult,
          });
        }
        const couponId = keepsCoupon ? (existing?.couponId ?? null) : (body.appliedCoupon ?? null);
        const coupon = reads ? reads.coupon : await couponById(db, couponId);
        if (couponId) {
          const now = new Date(deps.clock.now());
          // A coupon being applied meets every rule the cart knows (decision 045); one already on the
          // cart only its state and dates, so that a shopper can still edit the cart (the minimum
          // subtotal and the limits are enforced again at the payment).
          const found =
            couponId === existing?.couponId
              ? couponRuleProblem(coupon, { now })
              : await checkCoupon(db, coupon, {
                  now,
                  userId,
                  subtotalCents: wanted.reduce(
                    (sum, id) => sum + (loaded.get(id)?.priceCents ?? 0),
                    0,
                  ),
                });
          if (found) throw couponRefused(found);
        }
        const state = replayKeepsState(existing, body, effective)
          ? (existing?.state ?? 'active')
          : (body.state ?? existing?.state ?? 'active');
        if (!canMoveCart(existing?.state, state)) {
          throw badRequest(
            'state',
            `Invalid state: cannot move a ${existing?.state ?? 'new'} cart to ${state}`,
          );
        }
        const values = {
          state,
          couponId,
          lastActiveAt: body.lastActiveAt ?? new Date().toISOString(),
          updatedAt: new Date(),
        };
        // An existing cart: one statement writes it and records the edits applied (decision 127).
        const saved = existing
          ? await writeExistingCart(db, existing, values, wanted, {
              keys: operationKeys(userId, applied),
              edits,
            })
          : await createInTransaction();
        async function createInTransaction() {
          return db.transaction(async (tx) => {
            const cart = await insertCurrentCart(tx, userId, { version: 1, ...values });
            if (!cart) return undefined;
            await recordOperations(tx, userId, applied);
            await recordLineEdits(tx, cart.id, cart.version, lineEditsOf(operations, loaded));
            if (wanted.length > 0) {
              await tx
                .insert(cartItems)
                .values(
                  wanted.map((productId, position) => ({ cartId: cart.id, productId, position })),
                );
            }
            return cart;
          });
        }
        if (!saved) {
          const now = await currentCart(db, userId);
          throw conflict(now?.version ?? 0);
        }
        return cartResponse(db, saved, country, {
          ids: wanted,
          loaded,
          validationResult,
          coupon: couponId ? (coupon ?? null) : null,
        });
      }),
    abandonCart: handles(contract.abandonCart, async ({ auth, body }) => {
      const [cart] = await db
        .update(carts)
        .set({ state: 'abandoned', version: sql`${carts.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(carts.id, body.cartId),
            eq(carts.userId, userOf(auth)),
            inArray(carts.state, [...CURRENT_STATES]),
          ),
        )
        .returning();
      if (cart) return { cartId: cart.id, state: 'abandoned' as const };
      const [other] = await db
        .select({ id: carts.id, state: carts.state })
        .from(carts)
        .where(and(eq(carts.id, body.cartId), eq(carts.userId, userOf(auth))));
      if (!other) throw notFound('Cart not found');
      if (other.state === 'abandoned') return { cartId: other.id, state: 'abandoned' as const };
      throw new ApiError(409, `Cart is ${other.state}`, { code: 'CART_NOT_ACTIVE' });
    }),
    completeCart: handles(contract.completeCart, async ({ auth, body }) =>
      completeCart(deps, userOf(auth), body),
    ),
    validateCart: handles(contract.validateCart, async ({ auth, body }) => {
      const result = await validateProductIds(db, userOf(auth), body.productIds.slice(0, 500));
      const cart = await currentCart(db, userOf(auth));
      const stale =
        body.cartVersion != null && cart !== undefined && body.cartVersion !== cart.version;
      return {
        valid: result.invalidProducts.length === 0 && body.productIds.length > 0 && !stale,
        ...result,
        cartVersion: cart?.version ?? null,
      };
    }),
    validateLite: handles(contract.validateLite, async ({ auth, body }) =>
      validateProductIds(db, userOf(auth), body.productIds.slice(0, 500)),
    ),
  };
}
