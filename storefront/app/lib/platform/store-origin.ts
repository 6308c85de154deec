/**
 * Pages of the store proper (e.g. the studio intake queue at `/studiosconnect`) are not served on
 * the admin host — its host rules send everything but `/admin*` back to `/admin` — so a link to one
 * from the back office must name the store's own origin.
 */

/**
 * The store's origin as seen from a request to the admin host: the configured public base URL
 * (`PUBLIC_BASE_URL`) when there is one, otherwise the request's origin without a leading `admin.`
 * label (`admin.localhost:3000` → `localhost:3000`, `admin.example.com` → `example.com`).
 */
export function storeOrigin(requestUrl: URL, publicBaseUrl?: string): string {
  if (publicBaseUrl) return new URL(publicBaseUrl).origin;
  return `${requestUrl.protocol}//${requestUrl.host.replace(/^admin\./i, '')}`;
}

/**
 * Where a back-office link goes: an `/admin` path stays relative (same host); any other store path
 * becomes absolute on the store's origin; anything already absolute is left alone.
 */
export function backOfficeHref(href: string, requestUrl: URL, publicBaseUrl?: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (href === '/admin' || href.startsWith('/admin/') || href.startsWith('/admin?')) return href;
  return `${storeOrigin(requestUrl, publicBaseUrl)}${href}`;
}
