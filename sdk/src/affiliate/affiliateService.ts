import type { AuthService } from '../auth/authService';
import type { CartService } from '../cart/cartService';
import type { ApiClient } from '../http/client';
import type { CoreCalls } from '../http/coreCalls';
import type { CookieJar } from '../platform/cookieJar';
import { type AffiliateReferral, captureReferral, readAffiliateReferral } from './referral';
import {
  cartTrackingDetails,
  createTracker,
  productTrackingDetails,
  type Tracker,
} from './tracking';

/** Affiliate referral and tracking (spec §1, §3, §7) of a commerce instance. */
export interface AffiliateService {
  /** The visitor's referral from the affiliate cookie, or null. */
  referral(): AffiliateReferral | null;
  /**
   * Reads `dkr` (and `source`, falling back to the referrer) from a landing URL into the
   * affiliate cookie and tracks the click. Null when the URL carries no referral.
   */
  capture(url: string | URL, referrer?: string | null): AffiliateReferral | null;
  /** Sends a tracking event; never rejects (failures are only logged). */
  track: Tracker['track'];
}

interface AffiliateWiring {
  client: ApiClient<CoreCalls>;
  cookies: CookieJar;
  cookie: { secure: boolean; domain?: string };
}

export function createAffiliateService({
  client,
  cookies,
  cookie,
}: AffiliateWiring): AffiliateService {
  const referral = () => readAffiliateReferral(cookies);
  const tracker = createTracker({
    log: (body) => client.call('log', { body }),
    getReferral: referral,
  });
  return {
    referral,
    track: tracker.track,
    capture(url, referrer) {
      const captured = captureReferral(cookies, url, referrer, cookie);
      if (captured) void tracker.track('click');
      return captured;
    },
  };
}

/**
 * Tracks the spec's events as they happen: register on a sign-up, checkout when the cart moves
 * to checkout (addToCart is tracked by `withAddTracking`). Answers the unsubscribe functions.
 */
export function trackCommerceEvents(
  affiliate: AffiliateService,
  auth: AuthService,
  cart: CartService,
): Array<() => void> {
  return [
    auth.on('auth.signedIn', (event) => {
      if (event.method === 'register') {
        void affiliate.track('register', { userId: event.session.userid });
      }
    }),
    cart.on('cart.checkedOut', () => {
      const view = cart.getSnapshot();
      const userId = auth.getSnapshot().session?.userid;
      void affiliate.track(
        'checkout',
        cartTrackingDetails({
          cartId: view.cartId,
          products: view.products,
          total: view.total,
          userId,
        }),
      );
    }),
  ];
}

/** The cart service whose `add` also tracks addToCart for referred visitors. */
export function withAddTracking(cart: CartService, affiliate: AffiliateService): CartService {
  return {
    ...cart,
    add(product) {
      cart.add(product);
      void affiliate.track('addToCart', productTrackingDetails(product));
    },
  };
}
