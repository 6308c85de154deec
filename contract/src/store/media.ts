import * as z from 'zod/mini';
import { defineCall } from '../core/call';

/** What a media URL is for: an in-page player (`stream`) or a file to keep (`download`). */
export const MediaPurpose = z.enum(['stream', 'download']);
export type MediaPurpose = z.infer<typeof MediaPurpose>;

export const MediaUrlRequest = z.object({ purpose: MediaPurpose });
export type MediaUrlRequest = z.infer<typeof MediaUrlRequest>;

/**
 * A short-lived signed URL of a product's media (decision 019): it names the user, product,
 * resolution and expiry, never outlives a rental, and the server checks the entitlement again
 * on every request to it.
 */
export const MediaUrl = z.object({
  url: z.string(),
  purpose: MediaPurpose,
  resolution: z.string(),
  expiresAt: z.string(),
  /** The file name a download is saved as, from the title and resolution. */
  filename: z.string(),
});
export type MediaUrl = z.infer<typeof MediaUrl>;

export const mediaCalls = {
  mediaUrl: defineCall({
    method: 'POST',
    path: '/api/media/{productId}/url',
    auth: 'required',
    body: MediaUrlRequest,
    response: MediaUrl,
  }),
} as const;
