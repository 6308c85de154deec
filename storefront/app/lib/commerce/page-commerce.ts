import { type Commerce, createBrowserCookieJar, createCommerce } from '@reelcart/sdk';
import { cartCountCookie, cartCountFromCookies } from '../cart/count-cookie';
import { readAppConfig } from '../platform/app-config';
import { getDeveloperSettings } from '../platform/developer-settings';
import { handoffCapturesLanding } from './landing';

/**
 * The page's one SDK instance, on the API base URL the page was rendered with. Imported
 * dynamically (lib/commerce-start.ts): this module and the SDK are a chunk of their own.
 */
export function createPageCommerce(): Commerce {
  const config = readAppConfig();
  const secure = location.protocol === 'https:';
  const domain = config.cookieDomain ? { domain: config.cookieDomain } : {};
  const commerce = createCommerce({
    baseURL: config.apiBaseUrl,
    // A cart hand-off's referral is kept without a second click (decision 096).
    captureReferral: handoffCapturesLanding(location.href, createBrowserCookieJar(document), {
      secure,
      ...domain,
    }),
    // The auth cookie shared with the admin host (COOKIE_DOMAIN), as the server writes it.
    ...(config.cookieDomain ? { cookieDomain: config.cookieDomain } : {}),
    // Developer settings: a spoofed country is sent in the CDN country header instead of the real one.
    headers: () => {
      const country = getDeveloperSettings().spoofedCountry;
      return country ? { [config.countryHeader]: country } : {};
    },
  });
  // The count the server renders in the header on the next page load.
  let written = cartCountFromCookies(document.cookie);
  commerce.cart.subscribe((view) => {
    if (view.status === 'restoring' || view.count === written) return;
    written = view.count;
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read by the server's render.
    document.cookie = cartCountCookie(view.count, secure);
  });
  return commerce;
}
