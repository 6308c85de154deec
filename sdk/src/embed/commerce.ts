import { type Commerce, createCommerce } from '../createCommerce';
import { readApiBase } from './config';

/**
 * The page's one commerce instance, created on first use by whichever element connects first.
 * A page-level singleton on purpose: the drop-in runs only in the browser, and every element of
 * a page must share one cart (one IndexedDB copy, one `cart-sync` channel, one auth cookie).
 */
let instance: { commerce: Commerce; baseURL: string } | null = null;

/** The commerce instance for this page, created from the first element's configuration. */
export function commerceFor(element: Element): Commerce {
  const baseURL = readApiBase(element);
  if (!instance) {
    instance = { commerce: createCommerce({ baseURL }), baseURL };
  } else if (baseURL !== instance.baseURL) {
    console.warn(
      `reelcart: <${element.localName}> asks for ${baseURL}, but this page already uses ${instance.baseURL}; one API per page`,
    );
  }
  return instance.commerce;
}

/** The API base URL of the page's instance ('' before any element connected). */
export function embedApiBase(): string {
  return instance?.baseURL ?? '';
}

/** Uses this instance for every element of the page (tests, or a page that made its own). */
export function provideEmbedCommerce(commerce: Commerce | null, baseURL = ''): void {
  instance = commerce ? { commerce, baseURL } : null;
}
