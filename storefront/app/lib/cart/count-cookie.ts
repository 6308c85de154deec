/**
 * The header's cart count as the server renders it (docs/decisions/051-deferred-sdk-start.md):
 * the cart lives in the browser (IndexedDB), so the page writes its line count to a small cookie
 * and the next document request renders the badge from it, before the SDK has started.
 */
export const CART_COUNT_COOKIE = 'reelcart_cart_count';

/** The count in a Cookie header: a small non-negative integer, 0 when absent or malformed. */
export function cartCountFromCookies(header: string | null): number {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${CART_COUNT_COOKIE}=(\\d{1,3})(?:;|$)`));
  return match ? Number(match[1]) : 0;
}

/** The `document.cookie` assignment for a count (a year, the whole site, not sent cross-site). */
export function cartCountCookie(count: number, secure: boolean): string {
  const value = Math.max(0, Math.min(999, Math.trunc(count)));
  return `${CART_COUNT_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
