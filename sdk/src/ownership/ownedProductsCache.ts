import type { OwnedProduct, OwnedProductsResponse } from '@reelcart/contract/store/user';
import { OWNED_PRODUCTS_CACHE_MS, OWNED_PRODUCTS_REFRESH_MS } from '../constants';

/**
 * The owned-products cache of spec §9, as plain serialisable state with pure functions that take
 * `now` (epoch ms). Its field names are the cart context's, so the cart machine can pass its
 * context straight in. The list is trusted for 5 minutes; a refresh is due every 10 minutes.
 */
export interface OwnedProductsCache {
  ownedProducts: OwnedProduct[];
  /** When the list was fetched (epoch ms), or null when never. */
  ownedProductsLastUpdated: number | null;
}

/** A cache that was never filled (a fresh object each time: callers may keep it in context). */
export function emptyOwnedProductsCache(): OwnedProductsCache {
  return { ownedProducts: [], ownedProductsLastUpdated: null };
}

/** Age of the cache in ms, or Infinity when it was never filled. A clock that went back counts as age 0. */
export function ownedProductsCacheAge(cache: OwnedProductsCache, now: number): number {
  if (cache.ownedProductsLastUpdated == null) return Number.POSITIVE_INFINITY;
  return Math.max(0, now - cache.ownedProductsLastUpdated);
}

/** Whether the cached list may be used for local checks: fetched under 5 minutes ago. */
export function isOwnedProductsCacheValid(cache: OwnedProductsCache, now: number): boolean {
  return ownedProductsCacheAge(cache, now) < OWNED_PRODUCTS_CACHE_MS;
}

/** Whether the periodic refresh should fetch again: never fetched, or 10 minutes or more ago. */
export function isOwnedProductsRefreshDue(cache: OwnedProductsCache, now: number): boolean {
  return ownedProductsCacheAge(cache, now) >= OWNED_PRODUCTS_REFRESH_MS;
}

/** When the next periodic refresh is due (epoch ms); `now` when it is due already. */
export function nextOwnedProductsRefreshAt(cache: OwnedProductsCache, now: number): number {
  if (cache.ownedProductsLastUpdated == null) return now;
  return Math.max(now, cache.ownedProductsLastUpdated + OWNED_PRODUCTS_REFRESH_MS);
}

/** The cache after a fetch answered at `now`. */
export function storeOwnedProducts(
  response: Pick<OwnedProductsResponse, 'ownedProducts'>,
  now: number,
): OwnedProductsCache {
  return { ownedProducts: [...response.ownedProducts], ownedProductsLastUpdated: now };
}
