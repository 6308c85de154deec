import type { ValidationResult } from '@reelcart/contract/store/cart';
import { VALIDATION_CACHE_MAX_ENTRIES, VALIDATION_CACHE_TRIM_TO } from '../constants';

/**
 * The validation-result cache of spec §5/§9, as plain serialisable state (oldest entry first)
 * with pure functions. At most 5 entries are kept: adding a 6th trims it to the newest 3.
 */
export interface ValidationCacheEntry {
  key: string;
  result: ValidationResult;
  /** When the result was stored (epoch ms). */
  storedAt: number;
}

export type ValidationCache = readonly ValidationCacheEntry[];

/**
 * How long a cached result may stand in for a full server validation. The spec gives no
 * figure; we use the ownership cache's 5 minutes. The key already changes with every cart
 * change (the version is in it) and the lite check still runs, so this only bounds staleness.
 */
export const VALIDATION_CACHE_TTL_MS = 5 * 60_000;

/**
 * cyrb53 (public domain, bryc): a fast, well-mixed 53-bit string hash, returned in base 36.
 * Not `crypto.subtle.digest`: that is asynchronous (a cache key is needed synchronously, e.g.
 * in a selector or a guard) and is missing outside secure contexts (plain-http dev hosts,
 * some test environments). Collisions are no security concern here: the key only picks which
 * cached result to merge with a fresh lite check; it never grants anything.
 */
export function hashString(input: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export interface ValidationCacheKeyInput {
  productIds: readonly string[];
  couponId?: string | null;
  cartVersion?: number | null;
}

/**
 * The key of a cart for the cache: a hash of its sorted product ids, its coupon and its version.
 * The order of lines does not matter; a duplicate line does (it is a different cart).
 */
export function validationCacheKey({
  productIds,
  couponId = null,
  cartVersion = null,
}: ValidationCacheKeyInput): string {
  // JSON keeps the parts apart unambiguously (no separator can be forged by an id).
  return hashString(JSON.stringify([[...productIds].sort(), couponId, cartVersion]));
}

/**
 * The cache with `result` stored under `key` as the newest entry (an older entry with the same
 * key is replaced). More than 5 entries are trimmed to the newest 3.
 */
export function rememberValidation(
  cache: ValidationCache,
  key: string,
  result: ValidationResult,
  now: number,
): ValidationCache {
  const next = [...cache.filter((entry) => entry.key !== key), { key, result, storedAt: now }];
  return next.length > VALIDATION_CACHE_MAX_ENTRIES ? next.slice(-VALIDATION_CACHE_TRIM_TO) : next;
}

/** The cached result for `key` if it is younger than `ttlMs`, else undefined. */
export function recallValidation(
  cache: ValidationCache,
  key: string,
  now: number,
  ttlMs: number = VALIDATION_CACHE_TTL_MS,
): ValidationResult | undefined {
  const entry = cache.find((candidate) => candidate.key === key);
  if (!entry) return undefined;
  const age = now - entry.storedAt;
  return age >= 0 && age < ttlMs ? entry.result : undefined;
}

/**
 * Several validation results as one: every invalid product id once (first-seen order, including
 * ids that only appear in errors), every distinct (productId, reason) error once.
 */
export function mergeValidationResults(...results: ValidationResult[]): ValidationResult {
  const invalid = new Set<string>();
  const seenErrors = new Set<string>();
  const errors: ValidationResult['errors'] = [];
  for (const result of results) {
    for (const id of result.invalidProducts) invalid.add(id);
    for (const error of result.errors) {
      invalid.add(error.productId);
      const id = JSON.stringify([error.productId, error.reason]);
      if (seenErrors.has(id)) continue;
      seenErrors.add(id);
      errors.push({ productId: error.productId, reason: error.reason });
    }
  }
  return { invalidProducts: [...invalid], errors };
}
