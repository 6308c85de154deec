import * as z from 'zod/mini';
import { RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, OrderType, queryInt, Resolution } from '../core/common';
import { pageOf, text } from './catalogue-fields';
import { AdminProduct } from './videos';

/** The back office's products across videos: the list and a price change for several at once. */

export const AdminProductQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 25),
  /** Video title or slug. */
  q: z.optional(text(200)),
  orderType: z.optional(OrderType),
  resolution: z.optional(Resolution),
  enabled: z.optional(z.enum(['true', 'false'])),
  sort: z._default(z.enum(['video', 'price']), 'video'),
  dir: z._default(z.enum(['asc', 'desc']), 'asc'),
});
export type AdminProductQuery = z.input<typeof AdminProductQuery>;

export const AdminProductRow = z.extend(AdminProduct, {
  video: z.object({ slug: z.string(), title: z.string() }),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;
export const AdminProductPage = pageOf(AdminProductRow);
export type AdminProductPage = z.infer<typeof AdminProductPage>;

/**
 * A price change for several products: `percent` (e.g. -10 for 10 % off, rounded to the cent) or
 * `fixed` (add cents, e.g. -100). `apply: false` only previews; `apply: true` writes at the given
 * versions, all or nothing (a stale one is a 409).
 */
export const BulkPriceChange = z.object({
  items: z
    .array(z.object({ id: Id, version: RecordVersion }))
    .check(z.minLength(1, 'Choose at least one product'), z.maxLength(100, 'At most 100 at once')),
  mode: z.enum(['percent', 'fixed']),
  amount: z
    .number()
    .check(
      z.int('A whole number'),
      z.minimum(-1_000_000, 'Too low'),
      z.maximum(1_000_000, 'Too high'),
    ),
  apply: z.boolean(),
});
export type BulkPriceChange = z.infer<typeof BulkPriceChange>;
export const BulkPriceResult = z.object({
  applied: z.boolean(),
  items: z.array(
    z.object({
      id: Id,
      video: z.string(),
      name: z.string(),
      beforeCents: z.number(),
      afterCents: z.number(),
    }),
  ),
});
export type BulkPriceResult = z.infer<typeof BulkPriceResult>;

export const adminProductCalls = {
  adminListProducts: defineCall({
    method: 'GET',
    path: '/api/admin/products',
    auth: 'required',
    access: 'admin',
    query: AdminProductQuery,
    response: AdminProductPage,
  }),
  adminBulkPrice: defineCall({
    method: 'POST',
    path: '/api/admin/products/prices',
    auth: 'required',
    access: 'admin',
    body: BulkPriceChange,
    response: BulkPriceResult,
  }),
} as const;
