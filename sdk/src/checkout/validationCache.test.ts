import type { ValidationResult } from '@reelcart/contract/store/cart';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_CACHE_MAX_ENTRIES, VALIDATION_CACHE_TRIM_TO } from '../constants';
import {
  hashString,
  mergeValidationResults,
  recallValidation,
  rememberValidation,
  VALIDATION_CACHE_TTL_MS,
  type ValidationCache,
  validationCacheKey,
} from './validationCache';

const ok: ValidationResult = { invalidProducts: [], errors: [] };
const T0 = 1_700_000_000_000;

const productIds = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 5 });
const validationError = fc.record({
  productId: fc.constantFrom('a', 'b', 'c', 'd'),
  reason: fc.constantFrom(
    'Already owned',
    'Active rental exists',
    'Already owned in 4K resolution',
  ),
});
const validationResult: fc.Arbitrary<ValidationResult> = fc.record({
  invalidProducts: fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 4 }),
  errors: fc.array(validationError, { maxLength: 4 }),
});

describe('hashString', () => {
  it('is stable, short and spreads nearby inputs', () => {
    expect(hashString('cart')).toBe(hashString('cart'));
    expect(hashString('cart')).not.toBe(hashString('cars'));
    expect(hashString('')).toMatch(/^[0-9a-z]{1,11}$/);
  });
});

describe('validationCacheKey', () => {
  // Invariant: the key depends on the set-with-multiplicity of product ids, not their order.
  it('property: the order of product ids does not change the key', () => {
    fc.assert(
      fc.property(
        productIds,
        fc.option(fc.string()),
        fc.option(fc.nat()),
        (ids, couponId, cartVersion) => {
          const shuffled = [...ids].reverse();
          expect(validationCacheKey({ productIds: shuffled, couponId, cartVersion })).toBe(
            validationCacheKey({ productIds: ids, couponId, cartVersion }),
          );
        },
      ),
    );
  });

  // Invariant: carts that differ in their sorted ids, coupon or version get different keys
  // (checked over many small inputs: no collision is expected from a 53-bit hash here).
  it('property: different carts get different keys', () => {
    fc.assert(
      fc.property(
        productIds,
        productIds,
        fc.option(fc.constantFrom('c1', 'c2')),
        fc.option(fc.constantFrom('c1', 'c2')),
        fc.option(fc.nat(3)),
        fc.option(fc.nat(3)),
        (ids1, ids2, c1, c2, v1, v2) => {
          const same =
            JSON.stringify([...ids1].sort()) === JSON.stringify([...ids2].sort()) &&
            c1 === c2 &&
            v1 === v2;
          const k1 = validationCacheKey({ productIds: ids1, couponId: c1, cartVersion: v1 });
          const k2 = validationCacheKey({ productIds: ids2, couponId: c2, cartVersion: v2 });
          expect(k1 === k2).toBe(same);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('treats a missing coupon and version like null', () => {
    expect(validationCacheKey({ productIds: ['a'] })).toBe(
      validationCacheKey({ productIds: ['a'], couponId: null, cartVersion: null }),
    );
  });
});

describe('rememberValidation', () => {
  // Invariant: the cache never holds more than 5 entries, keys are unique, the newest stored key
  // is the last entry, and whenever an insert overflows it the cache holds exactly the newest 3.
  it('property: never more than 5; after trimming holds the newest 3', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8'), {
          maxLength: 40,
        }),
        (keys) => {
          let cache: ValidationCache = [];
          keys.forEach((key, i) => {
            const before = cache.filter((entry) => entry.key !== key).length;
            cache = rememberValidation(cache, key, ok, T0 + i);
            expect(cache.length).toBeLessThanOrEqual(VALIDATION_CACHE_MAX_ENTRIES);
            expect(new Set(cache.map((e) => e.key)).size).toBe(cache.length);
            expect(cache.at(-1)?.key).toBe(key);
            if (before + 1 > VALIDATION_CACHE_MAX_ENTRIES) {
              expect(cache).toHaveLength(VALIDATION_CACHE_TRIM_TO);
              // The newest three: strictly increasing store times ending with this one.
              expect(cache.map((e) => e.storedAt)).toEqual(
                [...cache.map((e) => e.storedAt)].sort((a, b) => a - b),
              );
              expect(cache.at(-1)?.storedAt).toBe(T0 + i);
            }
          });
        },
      ),
    );
  });

  it('trims to the newest 3 when a 6th entry arrives', () => {
    let cache: ValidationCache = [];
    for (const [i, key] of ['a', 'b', 'c', 'd', 'e'].entries())
      cache = rememberValidation(cache, key, ok, i);
    expect(cache.map((e) => e.key)).toEqual(['a', 'b', 'c', 'd', 'e']);
    cache = rememberValidation(cache, 'f', ok, 5);
    expect(cache.map((e) => e.key)).toEqual(['d', 'e', 'f']);
    // Storing an existing key again moves it to the newest place, without growing.
    cache = rememberValidation(cache, 'd', ok, 6);
    expect(cache.map((e) => e.key)).toEqual(['e', 'f', 'd']);
  });
});

describe('recallValidation', () => {
  it('answers a fresh entry and forgets a stale one', () => {
    const invalid: ValidationResult = { invalidProducts: ['a'], errors: [] };
    const cache = rememberValidation([], 'k', invalid, T0);
    expect(recallValidation(cache, 'k', T0 + VALIDATION_CACHE_TTL_MS - 1)).toBe(invalid);
    expect(recallValidation(cache, 'k', T0 + VALIDATION_CACHE_TTL_MS)).toBeUndefined();
    expect(recallValidation(cache, 'other', T0)).toBeUndefined();
    expect(recallValidation(cache, 'k', T0 - 1)).toBeUndefined();
  });
});

describe('mergeValidationResults', () => {
  // Invariant: the merge of cache + lite results has no duplicate productIds and no duplicate
  // (productId, reason) errors, and loses none: every input id and every distinct error is kept.
  it('property: no duplicates and nothing lost', () => {
    fc.assert(
      fc.property(fc.array(validationResult, { maxLength: 4 }), (results) => {
        const merged = mergeValidationResults(...results);
        expect(new Set(merged.invalidProducts).size).toBe(merged.invalidProducts.length);
        const pairs = merged.errors.map((e) => `${e.productId}|${e.reason}`);
        expect(new Set(pairs).size).toBe(pairs.length);
        for (const result of results) {
          for (const id of result.invalidProducts) expect(merged.invalidProducts).toContain(id);
          for (const e of result.errors) {
            expect(pairs).toContain(`${e.productId}|${e.reason}`);
            expect(merged.invalidProducts).toContain(e.productId);
          }
        }
        const inputIds = new Set(
          results.flatMap((r) => [...r.invalidProducts, ...r.errors.map((e) => e.productId)]),
        );
        expect(new Set(merged.invalidProducts)).toEqual(inputIds);
      }),
    );
  });
});
