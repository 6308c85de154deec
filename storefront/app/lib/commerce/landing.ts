import { readCartHandoff } from '@reelcart/contract/store';
import { type CookieJar, captureReferral } from '@reelcart/sdk';

/**
 * Whether the SDK should capture this landing's referral itself (and track it as a click).
 * Not for a cart hand-off from a page that embeds the drop-in (`/cart?add=…&dkr=…`, decision
 * 090): that page tracked the click already, so the hand-off's referral only goes into this
 * store's cookie, for the sale (decision 096). Any other landing: the SDK's default.
 */
export function handoffCapturesLanding(
  href: string,
  jar: CookieJar,
  cookie: { secure: boolean; domain?: string },
): boolean {
  if (!readCartHandoff(href)) return true;
  captureReferral(jar, href, null, cookie);
  return false;
}
