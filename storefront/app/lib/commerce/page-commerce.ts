import { type Commerce, createCommerce, createKeyValueStore } from '@reelcart/sdk';
import { cartCountCookie, cartCountFromCookies } from '../cart/count-cookie';
import { readAppConfig } from '../platform/app-config';
import { getDeveloperSettings } from '../platform/developer-settings';

/**
 * The page's one SDK instance, on the API base URL the page was rendered with. Imported
 * dynamically (lib/commerce-start.ts): this module and the SDK are a chunk of their own.
 */
export function createPageCommerce(): Commerce {
  const config = readAppConfig();
  const commerce = createCommerce({
    baseURL: config.apiBaseUrl,
    // The auth cookie shared with the admin host (COOKIE_DOMAIN), as the server writes it.
    ...(config.cookieDomain ? { cookieDomain: config.cookieDomain } : {}),
    // Developer settings: a spoofed country is sent in the CDN country header instead of the real one.
    headers: () => {
      const country = getDeveloperSettings().spoofedCountry;
      return country ? { [config.countryHeader]: country } : {};
    },
  });
  // The count the server renders in the header on the next page load.
  const secure = location.protocol === 'https:';
  let written = cartCountFromCookies(document.cookie);
  commerce.cart.subscribe((view) => {
    if (view.status === 'restoring' || view.count === written) return;
    written = view.count;
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read by the server's render.
    document.cookie = cartCountCookie(view.count, secure);
  });
  return commerce;
}

/** The SDK's storage key of the cart (sdk/src/cart/cartPersistence.ts, `CART_STORAGE_KEY`). */
export const SDK_CART_KEY = 'reelcart:cart';

/** The store `storedCartRevision` reads, opened on the first check. */
let store: ReturnType<typeof createKeyValueStore> | undefined;

/**
 * The revision of the cart the SDK has written to IndexedDB (-1 when none). The SDK writes after
 * each change, asynchronously; IndexedDB orders this read after every write already queued on the
 * same store, so a revision at least that of an edit proves the edit is stored.
 */
export async function storedCartRevision(): Promise<number> {
  // One store (one IndexedDB connection) for every check, not a new one per call.
  store ??= createKeyValueStore();
  const stored = (await store.get(SDK_CART_KEY)) as { revision?: unknown } | undefined;
  return typeof stored?.revision === 'number' ? stored.revision : -1;
}
