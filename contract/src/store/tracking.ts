import * as z from 'zod/mini';
import { boundedInt, boundedString, INT4_MAX } from '../core/bounded';
import { defineCall } from '../core/call';

export const TrackingAction = z.enum(['click', 'addToCart', 'register', 'checkout']);
export type TrackingAction = z.infer<typeof TrackingAction>;

/** An amount in the shopper's currency (a price or a cart total), never negative. */
const Amount = z.number().check(z.nonnegative(), z.maximum(INT4_MAX));

/** The longest text of each metadata field (and of the referral code), in characters. */
export const TRACKING_LIMITS = {
  referralCode: 64,
  timestamp: 40,
  source: 100,
  landingPage: 1000,
  productId: 120,
  name: 300,
  userId: 120,
  cartId: 120,
  visitorId: 64,
  items: 10_000,
} as const;
const L = TRACKING_LIMITS;

/**
 * Every field bounded (issue 29, item 14: one anonymous call stored 230 KB): a stored record is at
 * most about 2 KB. Unknown keys are dropped by the schema, so they are never stored.
 */
export const TrackingMetadata = z.object({
  timestamp: boundedString(L.timestamp),
  source: z.nullish(boundedString(L.source)),
  landingPage: z.nullish(boundedString(L.landingPage)),
  productId: z.optional(boundedString(L.productId)),
  price: z.optional(Amount),
  name: z.optional(boundedString(L.name)),
  userId: z.optional(boundedString(L.userId)),
  cartId: z.optional(boundedString(L.cartId)),
  total: z.optional(Amount),
  items: z.optional(boundedInt(0, L.items)),
  /** A stable anonymous visitor id for unique clicks (else the server derives one). */
  visitorId: z.optional(boundedString(L.visitorId)),
});
export type TrackingMetadata = z.infer<typeof TrackingMetadata>;

export const TrackingLogRequest = z.object({
  referralCode: boundedString(L.referralCode, { min: 1 }),
  action: TrackingAction,
  metadata: TrackingMetadata,
});
export type TrackingLogRequest = z.infer<typeof TrackingLogRequest>;

/** The spec ignores the answer; the reference server acknowledges. */
export const TrackingLogResponse = z.object({ ok: z.boolean() });

export const trackingCalls = {
  log: defineCall({
    method: 'POST',
    path: '/api/user/log',
    auth: 'optional',
    body: TrackingLogRequest,
    response: TrackingLogResponse,
  }),
} as const;
