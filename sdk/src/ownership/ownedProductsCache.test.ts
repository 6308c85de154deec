import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OWNED_PRODUCTS_CACHE_MS, OWNED_PRODUCTS_REFRESH_MS } from '../constants';
import {
  emptyOwnedProductsCache,
  isOwnedProductsCacheValid,
  isOwnedProductsRefreshDue,
  nextOwnedProductsRefreshAt,
  storeOwnedProducts,
} from './ownedProductsCache';

const T0 = 1_700_000_000_000;
const owned = [
  { videoId: 'v1', orderType: 'own' as const, resolution: 'HD' as const, expiresAt: null },
];

describe('owned-products cache', () => {
  it('is invalid and due for refresh before the first fetch', () => {
    const cache = emptyOwnedProductsCache();
    expect(isOwnedProductsCacheValid(cache, T0)).toBe(false);
    expect(isOwnedProductsRefreshDue(cache, T0)).toBe(true);
    expect(nextOwnedProductsRefreshAt(cache, T0)).toBe(T0);
  });

  it('is valid for 5 minutes and due for refresh after 10', () => {
    const cache = storeOwnedProducts({ ownedProducts: owned }, T0);
    expect(cache).toEqual({ ownedProducts: owned, ownedProductsLastUpdated: T0 });
    expect(isOwnedProductsCacheValid(cache, T0 + OWNED_PRODUCTS_CACHE_MS - 1)).toBe(true);
    expect(isOwnedProductsCacheValid(cache, T0 + OWNED_PRODUCTS_CACHE_MS)).toBe(false);
    expect(isOwnedProductsRefreshDue(cache, T0 + OWNED_PRODUCTS_REFRESH_MS - 1)).toBe(false);
    expect(isOwnedProductsRefreshDue(cache, T0 + OWNED_PRODUCTS_REFRESH_MS)).toBe(true);
    expect(nextOwnedProductsRefreshAt(cache, T0 + 1)).toBe(T0 + OWNED_PRODUCTS_REFRESH_MS);
  });

  it('does not share the list it was given', () => {
    const response = { ownedProducts: [...owned] };
    const cache = storeOwnedProducts(response, T0);
    response.ownedProducts.pop();
    expect(cache.ownedProducts).toHaveLength(1);
  });

  // Invariant: for any fetch time and any later moment, the cache is valid iff under 5 minutes
  // have passed, a refresh is due iff 10 minutes or more have passed, so a valid cache is never due.
  it('property: valid iff age < 5 min; due iff age ≥ 10 min; never both', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: 0, max: 30 * 60_000 }),
        (fetchedAt, age) => {
          const cache = storeOwnedProducts({ ownedProducts: [] }, fetchedAt);
          const now = fetchedAt + age;
          const valid = isOwnedProductsCacheValid(cache, now);
          const due = isOwnedProductsRefreshDue(cache, now);
          expect(valid).toBe(age < OWNED_PRODUCTS_CACHE_MS);
          expect(due).toBe(age >= OWNED_PRODUCTS_REFRESH_MS);
          expect(valid && due).toBe(false);
          expect(nextOwnedProductsRefreshAt(cache, now)).toBeGreaterThanOrEqual(now);
        },
      ),
    );
  });

  it('treats a clock that went back as a fresh cache, not a negative age', () => {
    const cache = storeOwnedProducts({ ownedProducts: [] }, T0);
    expect(isOwnedProductsCacheValid(cache, T0 - 60_000)).toBe(true);
    expect(isOwnedProductsRefreshDue(cache, T0 - 60_000)).toBe(false);
  });
});
