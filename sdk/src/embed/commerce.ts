import { type Commerce, createCommerce } from '../createCommerce';
import { readApiBase } from './config';

/**
 * The page's one commerce instance, created on first use by whichever element connects first.
 * A page-level singleton on purpose: the drop-in runs only in the browser, and every element of
 * a page must share one cart (one IndexedDB copy, one `cart-sync` channel, one auth cookie).
 */
/** Dispatched on the document when the session ends (the SDK would go to /login). */
export const SESSION_END_EVENT = 'reelcart:session-end';

let instance: { commerce: Commerce; baseURL: string } | null = null;

/** The commerce instance for this page, created from the first element's configuration. */
export function commerceFor(element: Element): Commerce {
  const baseURL = readApiBase(element);
  if (!instance) {
    const doc = element.ownerDocument;
    const commerce = createCommerce({
      baseURL,
      // The host page is not the store: a session that ends never navigates it (decision 090).
      // The elements hear it and offer the store's sign-in instead.
      navigator: {
        redirect: () => {
          doc.dispatchEvent(new CustomEvent(SESSION_END_EVENT, { detail: { baseURL } }));
        },
      },
    });
    instance = { commerce, baseURL };
    // `data-affiliate="CODE"` anywhere on the page (the script tag, an element): this visit is a
    // landing on that affiliate's link, tracked and kept as a `dkr` link's (decision 091).
    const code = doc.querySelector('[data-affiliate]')?.getAttribute('data-affiliate');
    const page = doc.location;
    if (code && page) {
      const landing = new URL(page.href);
      landing.searchParams.set('dkr', code);
      landing.searchParams.set('source', page.hostname);
      commerce.affiliate.capture(landing.href);
    }
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
