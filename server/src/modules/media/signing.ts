import { createHmac, timingSafeEqual } from 'node:crypto';

export type MediaPurpose = 'stream' | 'download';

/** What a media URL grants: this user, this product at this resolution, for this use, until exp. */
export interface MediaGrant {
  userId: string;
  productId: string;
  resolution: string;
  purpose: MediaPurpose;
  /** Unix seconds. */
  exp: number;
}

const payload = (g: MediaGrant) =>
  ['reelcart-media-v1', g.userId, g.productId, g.resolution, g.purpose, String(g.exp)].join('\n');

export function signGrant(secret: string, grant: MediaGrant): string {
  return createHmac('sha256', secret).update(payload(grant)).digest('base64url');
}

/** The query string of a signed media URL (the product is in its path). */
export function signedQuery(secret: string, grant: MediaGrant): string {
  return new URLSearchParams({
    u: grant.userId,
    r: grant.resolution,
    purpose: grant.purpose,
    exp: String(grant.exp),
    sig: signGrant(secret, grant),
  }).toString();
}

export type Verified = { ok: true; grant: MediaGrant } | { ok: false; reason: string };

/**
 * Checks a media URL's signature (constant time) and expiry against `nowMs`. Any parameter
 * missing, malformed or changed fails the signature; a valid one past `exp` fails as expired.
 */
export function verifySignedQuery(
  secret: string,
  productId: string,
  query: Record<string, string | undefined>,
  nowMs: number,
): Verified {
  const { u, r, purpose, exp, sig } = query;
  if (!u || !r || !sig || !exp || (purpose !== 'stream' && purpose !== 'download')) {
    return { ok: false, reason: 'Missing media URL parameters' };
  }
  if (!/^\d{1,12}$/.test(exp)) return { ok: false, reason: 'Invalid media URL signature' };
  const grant: MediaGrant = { userId: u, productId, resolution: r, purpose, exp: Number(exp) };
  const expected = Buffer.from(signGrant(secret, grant));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'Invalid media URL signature' };
  }
  if (grant.exp * 1000 <= nowMs) return { ok: false, reason: 'Media URL expired' };
  return { ok: true, grant };
}
