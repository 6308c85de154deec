/** The spec's numbers (§9), with their units in their names. One place, so nothing drifts. */

export const CART_SYNC_DEBOUNCE_MS = 30_000;
export const CART_IDLE_FLUSH_MS = 10_000;
/**
 * Another tab's edit held here and still not on the server this long after it came (its tab
 * closed or went quiet): this tab claims it and pushes it (decision 080). Past the sync window.
 */
export const CART_HELD_FLUSH_MS = CART_SYNC_DEBOUNCE_MS + CART_IDLE_FLUSH_MS;
export const CART_REFETCH_SKIP_MS = 30_000;
export const CART_CONFLICT_RETRIES_MAX = 2;
export const CART_COMPLETED_CLEAR_MS = 1_000;

export const OWNED_PRODUCTS_CACHE_MS = 5 * 60_000;
export const OWNED_PRODUCTS_REFRESH_MS = 10 * 60_000;

export const VALIDATION_CACHE_MAX_ENTRIES = 5;
export const VALIDATION_CACHE_TRIM_TO = 3;

export const AUTH_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const AFFILIATE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const AUTH_COOKIE_NAME = 'reelcart_auth';
export const AFFILIATE_COOKIE_NAME = 'reelcart_affiliate';

export const CART_SYNC_CHANNEL = 'cart-sync';

export const RELOAD_GUARD_MS = 10_000;
export const IDLE_CALLBACK_FALLBACK_MS = 50;
export const PAYLOAD_PREFETCH_DELAY_MS = 1_000;
export const PRELOAD_QUEUE_MAX = 4;

export const TOAST_DURATION_MS = 4_000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_WIDTH_PX = 356;
export const TOAST_OFFSET = '32px';
export const TOAST_POSITION = 'bottom-right';
export const TOAST_SWIPE_THRESHOLD_PX = 20;
