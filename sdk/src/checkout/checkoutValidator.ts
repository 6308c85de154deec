import { isCommerceError } from '@reelcart/contract/core/commerceError';
import type { ValidationResult } from '@reelcart/contract/store/cart';
import type { OwnedProductsCache } from '../ownership/ownedProductsCache';
import {
  type CheckoutCart,
  type CheckoutValidationDeps,
  type CheckoutValidationFailure,
  validateCheckout,
} from './checkoutValidation';
import type { ValidationCache } from './validationCache';

/**
 * `validateCheckout` with its validation cache kept between calls: what `createCommerce` can
 * hand the cart machine as its `validateCheckout` actor. One per commerce instance (never a
 * module-level singleton: on the server each request has its own).
 */
export interface CheckoutValidatorDeps
  extends Pick<CheckoutValidationDeps, 'validateLite' | 'validateFull'> {
  /** The owned-products slice of the cart context, for the local ownership check. */
  getOwnedProducts(): OwnedProductsCache;
  /**
   * Syncs pending edits and answers the synced cart. Default: the cart as given (for callers
   * that, like the cart machine, sync before they validate).
   */
  syncPending?: (cart: CheckoutCart) => Promise<CheckoutCart>;
  /** Epoch ms; default Date.now. */
  now?: () => number;
}

export interface CheckoutValidatorInput extends CheckoutCart {
  signedIn: boolean;
}

export interface CheckoutValidator {
  /** Resolves the (passing) result or rejects with a CommerceError, as `validateCheckout`. */
  validate(input: CheckoutValidatorInput): Promise<ValidationResult>;
  /** The cache as it stands (serialisable). */
  readonly cache: ValidationCache;
  clear(): void;
}

export function createCheckoutValidator(deps: CheckoutValidatorDeps): CheckoutValidator {
  let cache: ValidationCache = [];
  const now = deps.now ?? (() => Date.now());
  const sync = deps.syncPending ?? (async (cart: CheckoutCart) => cart);
  return {
    async validate(input) {
      const cart: CheckoutCart = {
        products: input.products,
        cartVersion: input.cartVersion,
        appliedCouponId: input.appliedCouponId,
      };
      try {
        const outcome = await validateCheckout(
          { cart, validationCache: cache, ownedProducts: deps.getOwnedProducts(), now: now() },
          {
            isAuthenticated: () => input.signedIn,
            syncPending: () => sync(cart),
            validateLite: deps.validateLite,
            validateFull: deps.validateFull,
          },
        );
        cache = outcome.validationCache;
        return outcome.result;
      } catch (error) {
        // A failed full validation is remembered too: the same cart fails fast next time.
        if (isCommerceError(error) && error.code === 'CART_VALIDATION_FAILED') {
          cache = (error.data as CheckoutValidationFailure).validationCache;
        }
        throw error;
      }
    },
    get cache() {
      return cache;
    },
    clear() {
      cache = [];
    },
  };
}
