import { CommerceError } from '@reelcart/contract/core/commerceError';
import type { ValidationResult } from '@reelcart/contract/store/cart';
import {
  isOwnedProductsCacheValid,
  type OwnedProductsCache,
} from '../ownership/ownedProductsCache';
import { type OwnershipSubject, validateAgainstOwned } from '../ownership/rules';
import {
  mergeValidationResults,
  recallValidation,
  rememberValidation,
  type ValidationCache,
  validationCacheKey,
} from './validationCache';
import { validationFailureMessage } from './validationFailureMessage';

export { validationFailureMessage };

/** The cart as checkout validation sees it. */
export interface CheckoutCart {
  products: readonly OwnershipSubject[];
  cartVersion: number | null;
  appliedCouponId: string | null;
}

/** The I/O checkout validation needs, injected (the cart machine passes its actors' functions). */
export interface CheckoutValidationDeps {
  isAuthenticated(): boolean | Promise<boolean>;
  /** Syncs pending edits to the server and answers the cart as it stands after the sync. */
  syncPending(): Promise<CheckoutCart>;
  /** POST /api/cart/validate-lite. */
  validateLite(productIds: string[]): Promise<ValidationResult>;
  /** POST /api/cart/validate. A `valid: false` with no invalid products still fails. */
  validateFull(
    productIds: string[],
    cartVersion: number | null,
  ): Promise<ValidationResult & { valid?: boolean }>;
}

export interface CheckoutValidationInput {
  cart: CheckoutCart;
  validationCache: ValidationCache;
  ownedProducts: OwnedProductsCache;
  /** Epoch ms. */
  now: number;
}

export interface CheckoutValidationOutcome {
  result: ValidationResult;
  /** The cache to keep: a full validation's result is remembered under the cart's key. */
  validationCache: ValidationCache;
  /** The cart after the sync. */
  cart: CheckoutCart;
  /** 'cached': cached result + local ownership check + lite server check; 'full': full server validation. */
  path: 'cached' | 'full';
}

/** What a CART_VALIDATION_FAILED error carries in `data`. */
export interface CheckoutValidationFailure {
  validationResult: ValidationResult;
  validationCache: ValidationCache;
}

/**
 * Checkout validation of spec §5:
 * 1. a signed-in user ('User not authenticated') and a non-empty cart ('Cart is empty');
 * 2. pending edits are synced first (the cart checked is the synced one);
 * 3. with a valid cache — a fresh cached result for this exact cart (ids, coupon, version) —
 *    that result, a local ownership check (when the owned-products cache is valid) and a lite
 *    server check are merged and de-duplicated; otherwise the full server validation runs and
 *    its result is cached;
 * 4. any invalid product fails with CART_VALIDATION_FAILED: 'Cart validation failed: {reasons}',
 *    with `data: CheckoutValidationFailure`.
 * Errors of the injected functions propagate unchanged.
 */
export async function validateCheckout(
  input: CheckoutValidationInput,
  deps: CheckoutValidationDeps,
): Promise<CheckoutValidationOutcome> {
  if (!(await deps.isAuthenticated())) throw new CommerceError('USER_NOT_AUTHENTICATED');
  if (input.cart.products.length === 0) throw new CommerceError('CART_EMPTY');
  const cart = await deps.syncPending();
  if (cart.products.length === 0) throw new CommerceError('CART_EMPTY');

  const productIds = cart.products.map((product) => product._id);
  const key = validationCacheKey({
    productIds,
    couponId: cart.appliedCouponId,
    cartVersion: cart.cartVersion,
  });
  const cached = recallValidation(input.validationCache, key, input.now);
  let result: ValidationResult;
  let validationCache = input.validationCache;
  let path: CheckoutValidationOutcome['path'];
  let serverSaysInvalid = false;

  if (cached) {
    path = 'cached';
    const local = isOwnedProductsCacheValid(input.ownedProducts, input.now)
      ? validateAgainstOwned(cart.products, input.ownedProducts.ownedProducts, input.now)
      : { invalidProducts: [], errors: [] };
    const lite = await deps.validateLite(productIds);
    result = mergeValidationResults(cached, local, lite);
  } else {
    path = 'full';
    const full = await deps.validateFull(productIds, cart.cartVersion);
    result = mergeValidationResults(full);
    serverSaysInvalid = full.valid === false;
    // A bare `valid: false` (no invalid products named) must not be cached: as an empty result
    // it would pass on the cheap path next time.
    if (!serverSaysInvalid || result.invalidProducts.length > 0) {
      validationCache = rememberValidation(validationCache, key, result, input.now);
    }
  }

  if (serverSaysInvalid || result.invalidProducts.length > 0 || result.errors.length > 0) {
    const data: CheckoutValidationFailure = { validationResult: result, validationCache };
    throw new CommerceError('CART_VALIDATION_FAILED', {
      message: validationFailureMessage(result),
      data,
    });
  }
  return { result, validationCache, cart, path };
}
