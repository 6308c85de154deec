import { embedApiBase } from './commerce';

/**
 * The store's sign-in for an element's page: its `login-url` attribute (default the store's
 * `/login`) with `?redirect=` the page, so the shopper comes back to it (the store takes the
 * return when the page's origin is on its `EMBED_ORIGINS` list: decision 097).
 */
export function signInHref(element: Element): string {
  const page = element.ownerDocument.location?.href ?? 'http://localhost/';
  const base = embedApiBase() || (element.ownerDocument.location?.origin ?? '');
  const login = new URL(element.getAttribute('login-url') ?? `${base}/login`, page);
  login.searchParams.set('redirect', page);
  return login.href;
}
