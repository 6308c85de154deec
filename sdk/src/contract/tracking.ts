import * as v from 'valibot';
import { defineCall } from './call';

export const TrackingAction = v.picklist(['click', 'addToCart', 'register', 'checkout']);
export type TrackingAction = v.InferOutput<typeof TrackingAction>;

export const TrackingMetadata = v.object({
  timestamp: v.string(),
  source: v.nullish(v.string()),
  landingPage: v.nullish(v.string()),
  productId: v.optional(v.string()),
  price: v.optional(v.number()),
  name: v.optional(v.string()),
  userId: v.optional(v.string()),
  cartId: v.optional(v.string()),
  total: v.optional(v.number()),
  items: v.optional(v.number()),
});
export type TrackingMetadata = v.InferOutput<typeof TrackingMetadata>;

export const TrackingLogRequest = v.object({
  referralCode: v.pipe(v.string(), v.minLength(1)),
  action: TrackingAction,
  metadata: TrackingMetadata,
});
export type TrackingLogRequest = v.InferOutput<typeof TrackingLogRequest>;

/** The spec ignores the answer; the reference server acknowledges. */
export const TrackingLogResponse = v.object({ ok: v.boolean() });

export const trackingCalls = {
  log: defineCall({
    method: 'POST',
    path: '/api/user/log',
    auth: 'optional',
    body: TrackingLogRequest,
    response: TrackingLogResponse,
  }),
} as const;
