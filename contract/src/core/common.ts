import * as z from 'zod/mini';
import { boundedString } from './bounded';

/**
 * An integer query parameter: query strings arrive as text, so it is coerced (as `Number()`
 * does), checked within [min, max] and defaults to `fallback` when absent.
 */
export const queryInt = (min: number, max: number, fallback: number) =>
  z._default(
    z.coerce.number<number | string>().check(z.int(), z.minimum(min), z.maximum(max)),
    fallback,
  );

/** A record's id (a product, cart, order or user id): short, one line. */
export const Id = boundedString(120, { min: 1 });
/** ISO-8601 date-time string. */
export const Timestamp = boundedString(40, { min: 1 });
export const Resolution = z.enum(['SD', 'HD', 'FHD', '4K']);
export type Resolution = z.infer<typeof Resolution>;
export const OrderType = z.enum(['own', 'rental']);
export type OrderType = z.infer<typeof OrderType>;

/** The body of an error answer. Every field is optional: servers vary. */
export const ErrorBody = z.object({
  message: z.optional(z.string()),
  code: z.optional(z.string()),
  field: z.optional(z.string()),
  validationResult: z.optional(
    z.object({
      invalidProducts: z.array(z.string()),
      errors: z.array(z.object({ productId: z.string(), reason: z.string() })),
    }),
  ),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
