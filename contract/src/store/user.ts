import * as z from 'zod/mini';
import { defineCall } from '../core/call';
import { Id, OrderType, Resolution } from '../core/common';

export const OwnedProduct = z.object({
  videoId: Id,
  orderType: OrderType,
  resolution: z.nullish(Resolution),
  /** For rentals: when the rental ends (ISO-8601). */
  expiresAt: z.nullish(z.string()),
});
export type OwnedProduct = z.infer<typeof OwnedProduct>;

export const OwnedProductsResponse = z.object({
  ownedProducts: z.array(OwnedProduct),
  /** When the server's list last changed (ISO-8601). */
  lastUpdated: z.nullish(z.string()),
});
export type OwnedProductsResponse = z.infer<typeof OwnedProductsResponse>;

export const userCalls = {
  ownedProducts: defineCall({
    method: 'GET',
    path: '/api/user/owned-products',
    auth: 'required',
    response: OwnedProductsResponse,
  }),
} as const;
