import * as z from 'zod/mini';
import { boundedInt, boundedString, INT4_MAX } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, OrderType, Resolution } from '../core/common';
import { Coupon } from './coupons';

export const CartState = z.enum(['active', 'checkout', 'completed', 'abandoned']);
export type CartState = z.infer<typeof CartState>;

export const CartVideo = z.object({
  _id: Id,
  title: boundedString(300),
  thumbnail: z.nullish(boundedString(2000)),
  cover: z.nullish(boundedString(2000)),
  dvdId: z.nullish(boundedString(64)),
  /** Not in the spec's table: the storefront links lines to the video page by slug. */
  slug: z.optional(boundedString(200)),
});
export type CartVideo = z.infer<typeof CartVideo>;

export const CartProduct = z.object({
  _id: Id,
  currentPrice: z.number().check(z.nonnegative(), z.maximum(INT4_MAX)),
  resolution: Resolution,
  orderType: OrderType,
  download: z.boolean(),
  stream: z.boolean(),
  video: CartVideo,
});
export type CartProduct = z.infer<typeof CartProduct>;

export const ValidationError = z.object({ productId: z.string(), reason: z.string() });
export type ValidationError = z.infer<typeof ValidationError>;

export const ValidationResult = z.object({
  invalidProducts: z.array(z.string()),
  errors: z.array(ValidationError),
});
export type ValidationResult = z.infer<typeof ValidationResult>;

export const ServerCart = z.object({
  _id: Id,
  version: z.number().check(z.int(), z.nonnegative()),
  appliedCoupon: z.nullish(Coupon),
  state: CartState,
  lastActiveAt: z.nullish(z.string()),
  /** The id of the cart this one replaced (after completion or abandonment), if any. */
  previousCart: z.nullish(z.string()),
  products: z.array(CartProduct),
});
export type ServerCart = z.infer<typeof ServerCart>;

export const CartResponse = z.object({
  cart: ServerCart,
  validationResult: z._default(ValidationResult, () => ({ invalidProducts: [], errors: [] })),
  userCountry: z.nullish(z.string()),
});
export type CartResponse = z.infer<typeof CartResponse>;

export const OptimisticOperationType = z.enum(['ADD', 'REMOVE', 'UPDATE']);
export type OptimisticOperationType = z.infer<typeof OptimisticOperationType>;

/** The latest instant a JavaScript Date can hold, in milliseconds (a client clock, not stored). */
const MAX_EPOCH_MS = 8.64e15;

export const OptimisticOperation = z.object({
  id: boundedString(64, { min: 1 }),
  type: OptimisticOperationType,
  product: z.optional(CartProduct),
  productId: z.optional(Id),
  timestamp: z.number().check(z.minimum(0), z.maximum(MAX_EPOCH_MS)),
  /**
   * The cart's version the page held when it made the edit (absent: none known). A push made on
   * an older version (a journal replayed by a page whose stored copy is older) does not make the
   * edit older than what its maker knew (decision 126).
   */
  cartVersion: z.optional(boundedInt()),
});
export type OptimisticOperation = z.infer<typeof OptimisticOperation>;

export const PushCartRequest = z.object({
  products: z.array(Id),
  /** null for a cart the server has not seen yet. */
  cartVersion: z.nullish(boundedInt()),
  appliedCoupon: z.nullish(Id),
  optimisticOperations: z._default(z.array(OptimisticOperation), () => []),
  lastActiveAt: z.nullish(boundedString(40)),
  state: z.optional(CartState),
  isLoginSync: z.optional(z.boolean()),
});
export type PushCartRequest = z.infer<typeof PushCartRequest>;

export const CartIdRequest = z.object({ cartId: Id });
export type CartIdRequest = z.infer<typeof CartIdRequest>;

/** Not shown in the spec: the reference server answers with the cart's id and new state. */
export const AbandonCartResponse = z.object({ cartId: Id, state: CartState });
export type AbandonCartResponse = z.infer<typeof AbandonCartResponse>;

export const CompleteCartRequest = z.object({
  cartId: Id,
  cartVersion: boundedInt(),
  /** The same key across retries of one completion: the server creates at most one order per key. */
  idempotencyKey: boundedString(200, { min: 8 }),
});
export type CompleteCartRequest = z.infer<typeof CompleteCartRequest>;

/** Not shown in the spec: the order the completion created (the same one again for a repeated key). */
export const CompleteCartResponse = z.object({
  orderId: Id,
  cartId: Id,
  state: CartState,
});
export type CompleteCartResponse = z.infer<typeof CompleteCartResponse>;

export const ValidateCartRequest = z.object({
  productIds: z.array(Id),
  cartVersion: z.nullish(boundedInt()),
});
export type ValidateCartRequest = z.infer<typeof ValidateCartRequest>;

/** Not shown in the spec: the full validation answers the lite result plus a verdict and the version. */
export const ValidateCartResponse = z.object({
  valid: z.boolean(),
  invalidProducts: z.array(z.string()),
  errors: z.array(ValidationError),
  cartVersion: z.nullish(z.number()),
});
export type ValidateCartResponse = z.infer<typeof ValidateCartResponse>;

export const ValidateLiteRequest = z.object({ productIds: z.array(Id) });
export type ValidateLiteRequest = z.infer<typeof ValidateLiteRequest>;

export const cartCalls = {
  getCart: defineCall({
    method: 'GET',
    path: '/api/cart',
    auth: 'required',
    response: CartResponse,
  }),
  pushCart: defineCall({
    method: 'POST',
    path: '/api/cart',
    auth: 'required',
    body: PushCartRequest,
    response: CartResponse,
  }),
  abandonCart: defineCall({
    method: 'POST',
    path: '/api/cart/abandon',
    auth: 'required',
    body: CartIdRequest,
    response: AbandonCartResponse,
  }),
  completeCart: defineCall({
    method: 'POST',
    path: '/api/cart/complete',
    auth: 'required',
    body: CompleteCartRequest,
    response: CompleteCartResponse,
  }),
  validateCart: defineCall({
    method: 'POST',
    path: '/api/cart/validate',
    auth: 'required',
    body: ValidateCartRequest,
    response: ValidateCartResponse,
  }),
  validateLite: defineCall({
    method: 'POST',
    path: '/api/cart/validate-lite',
    auth: 'required',
    body: ValidateLiteRequest,
    response: ValidationResult,
  }),
} as const;
