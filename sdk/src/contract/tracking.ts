import * as z from 'zod/mini';
import { defineCall } from './call';

export const TrackingAction = z.enum(['click', 'addToCart', 'register', 'checkout']);
export type TrackingAction = z.infer<typeof TrackingAction>;

export const TrackingMetadata = z.object({
  timestamp: z.string(),
  source: z.nullish(z.string()),
  landingPage: z.nullish(z.string()),
  productId: z.optional(z.string()),
  price: z.optional(z.number()),
  name: z.optional(z.string()),
  userId: z.optional(z.string()),
  cartId: z.optional(z.string()),
  total: z.optional(z.number()),
  items: z.optional(z.number()),
  /** A stable anonymous visitor id for unique clicks (else the server derives one). */
  visitorId: z.optional(z.string().check(z.maxLength(64))),
});
export type TrackingMetadata = z.infer<typeof TrackingMetadata>;

export const TrackingLogRequest = z.object({
  referralCode: z.string().check(z.minLength(1)),
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
