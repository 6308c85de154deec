import { ERROR_MESSAGES } from '@reelcart/contract/core/errors';
import type { ValidationResult } from '@reelcart/contract/store/cart';

// Its own module: the cart machine words a failed validation (a 400 on push) without loading the
// checkout validation procedure, which is fetched on the first checkout (cartActors.ts).

/**
 * The message of a failed validation: 'Cart validation failed' followed by the distinct reasons,
 * e.g. 'Cart validation failed: Already owned, Active rental exists'.
 */
export function validationFailureMessage(result: ValidationResult): string {
  const reasons = [...new Set(result.errors.map((error) => error.reason))];
  const base = ERROR_MESSAGES.CART_VALIDATION_FAILED;
  return reasons.length > 0 ? `${base}: ${reasons.join(', ')}` : base;
}
