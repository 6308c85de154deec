import * as v from 'valibot';
import { defineCall } from './call';
import { Id, OrderType, Resolution } from './common';
import { Coupon } from './coupons';

export const CartState = v.picklist(['active', 'checkout', 'completed', 'abandoned']);
export type CartState = v.InferOutput<typeof CartState>;

export const CartVideo = v.object({
  _id: Id,
  title: v.string(),
  thumbnail: v.nullish(v.string()),
  cover: v.nullish(v.string()),
  dvdId: v.nullish(v.string()),
  /** Not in the spec's table: the storefront links lines to the video page by slug. */
  slug: v.optional(v.string()),
});
export type CartVideo = v.InferOutput<typeof CartVideo>;

export const CartProduct = v.object({
  _id: Id,
  currentPrice: v.pipe(v.number(), v.minValue(0)),
  resolution: Resolution,
  orderType: OrderType,
  download: v.boolean(),
  stream: v.boolean(),
  video: CartVideo,
});
export type CartProduct = v.InferOutput<typeof CartProduct>;

export const ValidationError = v.object({ productId: v.string(), reason: v.string() });
export type ValidationError = v.InferOutput<typeof ValidationError>;

export const ValidationResult = v.object({
  invalidProducts: v.array(v.string()),
  errors: v.array(ValidationError),
});
export type ValidationResult = v.InferOutput<typeof ValidationResult>;

export const ServerCart = v.object({
  _id: Id,
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  appliedCoupon: v.nullish(Coupon),
  state: CartState,
  lastActiveAt: v.nullish(v.string()),
  /** The id of the cart this one replaced (after completion or abandonment), if any. */
  previousCart: v.nullish(v.string()),
  products: v.array(CartProduct),
});
export type ServerCart = v.InferOutput<typeof ServerCart>;

export const CartResponse = v.object({
  cart: ServerCart,
  validationResult: v.optional(ValidationResult, () => ({ invalidProducts: [], errors: [] })),
  userCountry: v.nullish(v.string()),
});
export type CartResponse = v.InferOutput<typeof CartResponse>;

export const OptimisticOperationType = v.picklist(['ADD', 'REMOVE', 'UPDATE']);
export type OptimisticOperationType = v.InferOutput<typeof OptimisticOperationType>;

export const OptimisticOperation = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  type: OptimisticOperationType,
  product: v.optional(CartProduct),
  productId: v.optional(v.string()),
  timestamp: v.number(),
});
export type OptimisticOperation = v.InferOutput<typeof OptimisticOperation>;

export const PushCartRequest = v.object({
  products: v.array(v.string()),
  /** null for a cart the server has not seen yet. */
  cartVersion: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
  appliedCoupon: v.nullish(v.string()),
  optimisticOperations: v.optional(v.array(OptimisticOperation), () => []),
  lastActiveAt: v.nullish(v.string()),
  state: v.optional(CartState),
  isLoginSync: v.optional(v.boolean()),
});
export type PushCartRequest = v.InferOutput<typeof PushCartRequest>;

export const CartIdRequest = v.object({ cartId: Id });
export type CartIdRequest = v.InferOutput<typeof CartIdRequest>;

/** Not shown in the spec: the reference server answers with the cart's id and new state. */
export const AbandonCartResponse = v.object({ cartId: Id, state: CartState });
export type AbandonCartResponse = v.InferOutput<typeof AbandonCartResponse>;

export const CompleteCartRequest = v.object({
  cartId: Id,
  cartVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The same key across retries of one completion: the server creates at most one order per key. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8)),
});
export type CompleteCartRequest = v.InferOutput<typeof CompleteCartRequest>;

/** Not shown in the spec: the order the completion created (the same one again for a repeated key). */
export const CompleteCartResponse = v.object({
  orderId: Id,
  cartId: Id,
  state: CartState,
});
export type CompleteCartResponse = v.InferOutput<typeof CompleteCartResponse>;

export const ValidateCartRequest = v.object({
  productIds: v.array(v.string()),
  cartVersion: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type ValidateCartRequest = v.InferOutput<typeof ValidateCartRequest>;

/** Not shown in the spec: the full validation answers the lite result plus a verdict and the version. */
export const ValidateCartResponse = v.object({
  valid: v.boolean(),
  invalidProducts: v.array(v.string()),
  errors: v.array(ValidationError),
  cartVersion: v.nullish(v.number()),
});
export type ValidateCartResponse = v.InferOutput<typeof ValidateCartResponse>;

export const ValidateLiteRequest = v.object({ productIds: v.array(v.string()) });
export type ValidateLiteRequest = v.InferOutput<typeof ValidateLiteRequest>;

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
