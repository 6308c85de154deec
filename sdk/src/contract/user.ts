import * as v from 'valibot';
import { defineCall } from './call';
import { Id, OrderType, Resolution } from './common';

export const OwnedProduct = v.object({
  videoId: Id,
  orderType: OrderType,
  resolution: v.nullish(Resolution),
  /** For rentals: when the rental ends (ISO-8601). */
  expiresAt: v.nullish(v.string()),
});
export type OwnedProduct = v.InferOutput<typeof OwnedProduct>;

export const OwnedProductsResponse = v.object({
  ownedProducts: v.array(OwnedProduct),
  /** When the server's list last changed (ISO-8601). */
  lastUpdated: v.nullish(v.string()),
});
export type OwnedProductsResponse = v.InferOutput<typeof OwnedProductsResponse>;

export const userCalls = {
  ownedProducts: defineCall({
    method: 'GET',
    path: '/api/user/owned-products',
    auth: 'required',
    response: OwnedProductsResponse,
  }),
} as const;
