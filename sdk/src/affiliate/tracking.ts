import { fitNumber, fitString, INT4_MAX } from '@reelcart/contract/core/bounded';
import type { CartProduct } from '@reelcart/contract/store/cart';
import {
  TRACKING_LIMITS,
  type TrackingAction,
  type TrackingLogRequest,
  type TrackingMetadata,
} from '@reelcart/contract/store/tracking';
import { cartSubtotal } from '../checkout/coupons';
import type { AffiliateReferral } from './referral';

/**
 * Affiliate tracking calls (spec §7 POST /api/user/log): fire-and-forget. A failure is logged
 * through the injected logger and never thrown; without a referral nothing is sent.
 */

/** The per-event part of the metadata; timestamp, source and landingPage are added by `track`. */
export type TrackingDetails = Omit<TrackingMetadata, 'timestamp' | 'source' | 'landingPage'>;

export interface TrackerLogger {
  warn(message: string, ...details: unknown[]): void;
}

export interface TrackerDeps {
  /** Sends the body to POST /api/user/log (the HTTP client's `log` call). */
  log(body: TrackingLogRequest): Promise<unknown>;
  /** The visitor's referral, usually `readAffiliateReferral(jar)`; null when not referred. */
  getReferral(): AffiliateReferral | null;
  logger?: TrackerLogger;
  /** Epoch ms; default Date.now. */
  now?: () => number;
}

export interface Tracker {
  /** Sends one event. Resolves true when it was accepted, false when skipped or failed; never rejects. */
  track(action: TrackingAction, details?: TrackingDetails): Promise<boolean>;
}

/** The request body of one tracking event: the spec's metadata, only the fields that are set. */
export function buildTrackingRequest(
  referral: AffiliateReferral,
  action: TrackingAction,
  details: TrackingDetails,
  now: number,
): TrackingLogRequest {
  // Fields left undefined are dropped when the body is sent as JSON. Texts and numbers are fitted
  // to the contract's bounds, so an odd product name never costs the event a 400.
  const metadata: Record<string, unknown> = {
    ...details,
    timestamp: new Date(now).toISOString(),
    source: referral.source,
    landingPage: referral.landingPage,
  };
  for (const [key, value] of Object.entries(metadata)) {
    const max = (TRACKING_LIMITS as Record<string, number>)[key] ?? INT4_MAX;
    if (typeof value === 'string') metadata[key] = fitString(value, max);
    else if (value !== null) metadata[key] = fitNumber(value, 0, max);
  }
  return {
    referralCode: fitString(referral.referralCode, TRACKING_LIMITS.referralCode),
    action,
    metadata: metadata as TrackingMetadata,
  };
}

/** Details of an addToCart (or click) on a product: productId, price and name. */
export function productTrackingDetails(
  product: Pick<CartProduct, '_id' | 'currentPrice'> & {
    video: Pick<CartProduct['video'], 'title'>;
  },
): TrackingDetails {
  return { productId: product._id, price: product.currentPrice, name: product.video.title };
}

/** Details of a checkout: cartId, total (the subtotal unless given) and the number of items. */
export function cartTrackingDetails(cart: {
  cartId: string | null;
  products: ReadonlyArray<Pick<CartProduct, 'currentPrice'>>;
  total?: number;
  userId?: string | null;
}): TrackingDetails {
  const details: TrackingDetails = {
    total: cart.total ?? cartSubtotal(cart.products),
    items: cart.products.length,
  };
  if (cart.cartId) details.cartId = cart.cartId;
  if (cart.userId) details.userId = cart.userId;
  return details;
}

export function createTracker(deps: TrackerDeps): Tracker {
  const logger = deps.logger ?? console;
  const now = deps.now ?? (() => Date.now());
  return {
    async track(action, details = {}) {
      try {
        const referral = deps.getReferral();
        if (!referral) return false;
        await deps.log(buildTrackingRequest(referral, action, details, now()));
        return true;
      } catch (error) {
        logger.warn(`[reelcart] affiliate tracking "${action}" failed`, error);
        return false;
      }
    },
  };
}
