import * as z from 'zod/mini';
import { boundedString } from '../core/bounded';
import { Id } from '../core/common';
import { parseWith } from '../core/parse';

export { cartHandoffUrl } from './handoffUrl';

/**
 * The cart hand-off (issue 32, decision 090): a cart built on another site (the drop-in) goes to
 * the store as a URL, `{store}/cart?add=prd_a,prd_b&coupon=SAVE10&dkr=AFF1&source=…`, the way a
 * Shopify cart permalink does. The store validates it with this schema on arrival, adds the lines
 * to its own cart and goes on to billing. `dkr` and `source` are the spec's referral parameters:
 * the store captures them as it does for any affiliate link.
 */
export const CART_HANDOFF_MAX_LINES = 50;

export const CartHandoff = z.object({
  add: z.array(Id).check(z.minLength(1), z.maxLength(CART_HANDOFF_MAX_LINES)),
  coupon: z.optional(boundedString(64, { min: 1 })),
  dkr: z.optional(boundedString(64, { min: 1 })),
  source: z.optional(boundedString(100, { min: 1 })),
});
export type CartHandoff = z.infer<typeof CartHandoff>;

/** The hand-off a store URL carries, validated; null without one or when it is not valid. */
export function readCartHandoff(url: string | URL): CartHandoff | null {
  const params = new URL(url).searchParams;
  const add = params.get('add');
  if (add === null) return null;
  const optional = (key: string) => params.get(key) || undefined;
  const parsed = parseWith(CartHandoff, {
    add: [...new Set(add.split(',').filter(Boolean))],
    coupon: optional('coupon'),
    dkr: optional('dkr'),
    source: optional('source'),
  });
  return parsed.success ? parsed.data : null;
}
