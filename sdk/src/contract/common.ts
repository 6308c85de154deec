import * as v from 'valibot';

/**
 * An integer query parameter: query strings arrive as text, so it is coerced (as `Number()`
 * does), checked within [min, max] and defaults to `fallback` when absent.
 */
export const queryInt = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
    fallback,
  );

export const Id = v.pipe(v.string(), v.minLength(1));
/** ISO-8601 date-time string. */
export const Timestamp = v.pipe(v.string(), v.minLength(1));
export const Resolution = v.picklist(['SD', 'HD', 'FHD', '4K']);
export type Resolution = v.InferOutput<typeof Resolution>;
export const OrderType = v.picklist(['own', 'rental']);
export type OrderType = v.InferOutput<typeof OrderType>;

/** The body of an error answer. Every field is optional: servers vary. */
export const ErrorBody = v.object({
  message: v.optional(v.string()),
  code: v.optional(v.string()),
  field: v.optional(v.string()),
  validationResult: v.optional(
    v.object({
      invalidProducts: v.array(v.string()),
      errors: v.array(v.object({ productId: v.string(), reason: v.string() })),
    }),
  ),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
