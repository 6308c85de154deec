import { isCommerceError } from '@reelcart/contract/core/commerceError';
import { contract } from '@reelcart/contract/store/calls';
import type { ValidationResult } from '@reelcart/contract/store/cart';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../http/client';
import { emptyOwnedProductsCache, storeOwnedProducts } from '../ownership/ownedProductsCache';
import { createFakeServer } from '../testing/createFakeServer';
import { makeProduct } from '../testing/fixtures';
import {
  type CheckoutCart,
  type CheckoutValidationDeps,
  type CheckoutValidationFailure,
  validateCheckout,
  validationFailureMessage,
} from './checkoutValidation';
import { rememberValidation, validationCacheKey } from './validationCache';

const NOW = 1_700_000_000_000;
const ok: ValidationResult = { invalidProducts: [], errors: [] };
const hd = makeProduct({ video: { _id: 'v1' }, resolution: 'HD' });
const sd = makeProduct({ video: { _id: 'v2' }, resolution: 'SD' });
const cart: CheckoutCart = { products: [hd, sd], cartVersion: 3, appliedCouponId: null };
const keyOf = (c: CheckoutCart) =>
  validationCacheKey({
    productIds: c.products.map((p) => p._id),
    couponId: c.appliedCouponId,
    cartVersion: c.cartVersion,
  });

function deps(overrides: Partial<CheckoutValidationDeps> = {}) {
  const calls: string[] = [];
  const base: CheckoutValidationDeps = {
    isAuthenticated: () => true,
    syncPending: async () => {
      calls.push('sync');
      return cart;
    },
    validateLite: async () => {
      calls.push('lite');
      return ok;
    },
    validateFull: async () => {
      calls.push('full');
      return { ...ok, valid: true };
    },
  };
  return { deps: { ...base, ...overrides }, calls };
}

const input = (overrides = {}) => ({
  cart,
  validationCache: [],
  ownedProducts: emptyOwnedProductsCache(),
  now: NOW,
  ...overrides,
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => expect.unreachable('should fail'),
    (e: unknown) => e,
  );
  if (!isCommerceError(error)) throw error;
  return error;
}

describe('validateCheckout', () => {
  it('needs a signed-in user, then a non-empty cart, before syncing anything', async () => {
    const signedOut = deps({ isAuthenticated: async () => false });
    const error = await failure(validateCheckout(input(), signedOut.deps));
    expect([error.code, error.message]).toEqual([
      'USER_NOT_AUTHENTICATED',
      'User not authenticated',
    ]);
    const empty = deps();
    const emptyCart = { ...cart, products: [] };
    const emptyError = await failure(validateCheckout(input({ cart: emptyCart }), empty.deps));
    expect([emptyError.code, emptyError.message]).toEqual(['CART_EMPTY', 'Cart is empty']);
    expect([...signedOut.calls, ...empty.calls]).toEqual([]);
  });

  it('fails as empty when the synced cart turns out empty', async () => {
    const { deps: d } = deps({ syncPending: async () => ({ ...cart, products: [] }) });
    expect((await failure(validateCheckout(input(), d))).code).toBe('CART_EMPTY');
  });

  it('syncs first, then validates fully without a cached result, and caches it', async () => {
    const { deps: d, calls } = deps();
    const outcome = await validateCheckout(input(), d);
    expect(calls).toEqual(['sync', 'full']);
    expect(outcome.path).toBe('full');
    expect(outcome.validationCache.map((e) => e.key)).toEqual([keyOf(cart)]);
  });

  it('with a cached result uses cache + local ownership + lite, and never the full check', async () => {
    const { deps: d, calls } = deps();
    const validationCache = rememberValidation([], keyOf(cart), ok, NOW - 1_000);
    const outcome = await validateCheckout(input({ validationCache }), d);
    expect(calls).toEqual(['sync', 'lite']);
    expect(outcome.path).toBe('cached');
    // The cache is not refreshed by the cheap path: its age still bounds staleness.
    expect(outcome.validationCache).toBe(validationCache);
  });

  it('validates the cart as synced: a new version after the sync misses the old cache entry', async () => {
    const synced = { ...cart, cartVersion: 4 };
    const { deps: d, calls } = deps({
      syncPending: async () => {
        calls.push('sync');
        return synced;
      },
    });
    const validationCache = rememberValidation([], keyOf(cart), ok, NOW);
    const outcome = await validateCheckout(input({ validationCache }), d);
    expect(calls).toEqual(['sync', 'full']);
    expect(outcome.cart).toBe(synced);
  });

  it('merges and de-duplicates the reasons of every source into one failure', async () => {
    const owned = storeOwnedProducts(
      { ownedProducts: [{ videoId: 'v1', orderType: 'own', resolution: 'HD', expiresAt: null }] },
      NOW - 60_000,
    );
    const { deps: d } = deps({
      validateLite: async () => ({
        invalidProducts: [hd._id, sd._id],
        errors: [
          { productId: hd._id, reason: 'Already owned' },
          { productId: sd._id, reason: 'Active rental exists' },
        ],
      }),
    });
    const validationCache = rememberValidation(
      [],
      keyOf(cart),
      { invalidProducts: [hd._id], errors: [{ productId: hd._id, reason: 'Already owned' }] },
      NOW,
    );
    const error = await failure(
      validateCheckout(input({ validationCache, ownedProducts: owned }), d),
    );
    expect(error.code).toBe('CART_VALIDATION_FAILED');
    expect(error.message).toBe('Cart validation failed: Already owned, Active rental exists');
    const data = error.data as CheckoutValidationFailure;
    expect(data.validationResult).toEqual({
      invalidProducts: [hd._id, sd._id],
      errors: [
        { productId: hd._id, reason: 'Already owned' },
        { productId: sd._id, reason: 'Active rental exists' },
      ],
    });
  });

  it('fails on a bare valid: false from the full check, and does not cache it', async () => {
    const { deps: d } = deps({ validateFull: async () => ({ ...ok, valid: false }) });
    const error = await failure(validateCheckout(input(), d));
    expect(error.message).toBe('Cart validation failed');
    expect((error.data as CheckoutValidationFailure).validationCache).toEqual([]);
  });

  it('lets errors of the injected calls through unchanged', async () => {
    const boom = new Error('offline');
    const { deps: d } = deps({ validateFull: vi.fn().mockRejectedValue(boom) });
    await expect(validateCheckout(input(), d)).rejects.toBe(boom);
  });

  // Invariant: on the cached path, checkout passes iff neither the cached result nor the lite
  // check reports anything; when it fails the message lists each distinct reason once.
  it('property: passes iff no source reports an invalid product', async () => {
    const reason = fc.constantFrom('Already owned', 'Active rental exists');
    const result = fc.record({
      invalidProducts: fc.array(fc.constantFrom(hd._id, sd._id), { maxLength: 2 }),
      errors: fc.array(fc.record({ productId: fc.constantFrom(hd._id, sd._id), reason }), {
        maxLength: 2,
      }),
    });
    await fc.assert(
      fc.asyncProperty(result, result, async (cached, lite) => {
        const { deps: d } = deps({ validateLite: async () => lite });
        const validationCache = rememberValidation([], keyOf(cart), cached, NOW);
        const run = validateCheckout(input({ validationCache }), d);
        const clean = [cached, lite].every((r) => r.invalidProducts.length + r.errors.length === 0);
        if (clean) {
          await expect(run).resolves.toMatchObject({ path: 'cached' });
        } else {
          const error = await failure(run);
          const reasons = new Set([...cached.errors, ...lite.errors].map((e) => e.reason));
          expect(error.message).toBe(
            validationFailureMessage({
              invalidProducts: [],
              errors: [...reasons].map((r) => ({ productId: '', reason: r })),
            }),
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('runs against the fake server through the real HTTP client', async () => {
    const server = createFakeServer();
    const { token } = server.signIn('shopper@example.test');
    const serverCart = server.setCart('shopper@example.test', { productIds: [hd._id] });
    server.setOwnedProducts('shopper@example.test', [
      { videoId: 'v1', orderType: 'own', resolution: '4K', expiresAt: null },
    ]);
    const client = createClient({
      baseURL: 'https://api.test',
      calls: contract,
      fetch: server.fetch,
      session: { getToken: () => token, refresh: async () => token },
    });
    const synced: CheckoutCart = {
      products: [hd],
      cartVersion: serverCart.version,
      appliedCouponId: null,
    };
    const error = await failure(
      validateCheckout(input({ cart: synced }), {
        isAuthenticated: () => true,
        syncPending: async () => synced,
        validateLite: (productIds) => client.call('validateLite', { body: { productIds } }),
        validateFull: (productIds, cartVersion) =>
          client.call('validateCart', { body: { productIds, cartVersion } }),
      }),
    );
    expect(error.message).toBe('Cart validation failed: Already owned in 4K resolution');
    expect(server.count('POST /api/cart/validate')).toBe(1);
  });
});
