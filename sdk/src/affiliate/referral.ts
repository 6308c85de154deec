import { AFFILIATE_COOKIE_MAX_AGE_S, AFFILIATE_COOKIE_NAME } from '../constants';
import { type CookieJar, type CookieOptions, serializeCookie } from '../platform/cookieJar';

/**
 * Affiliate referral capture (spec §1, §3): a landing URL's `dkr` (the referral code) and
 * optional `source` (falling back to the document's referrer), with the landing page, kept in a
 * cookie for one year with SameSite=Strict. Pure functions plus two that take a cookie jar.
 */
export interface AffiliateReferral {
  referralCode: string;
  /** The `source` parameter, else the referrer, else null. */
  source: string | null;
  /** Path, query and hash of the page the visitor landed on. */
  landingPage: string;
}

/** Bounds on what is kept, so a crafted link cannot bloat every request's Cookie header. */
const MAX_CODE_LENGTH = 64;
const MAX_TEXT_LENGTH = 512;

export const AFFILIATE_COOKIE_OPTIONS: Readonly<CookieOptions> = Object.freeze({
  maxAge: AFFILIATE_COOKIE_MAX_AGE_S,
  path: '/',
  sameSite: 'Strict',
});

/** The cookie jar calls referral capture uses (the platform CookieJar satisfies it). */
export type AffiliateCookieJar = Pick<CookieJar, 'get' | 'set'>;

function clean(value: string | null | undefined, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/**
 * The referral a landing URL carries, or null without a usable `dkr`. `url` may be absolute or
 * a path ('/videos?dkr=AFF1'); `referrer` is `document.referrer` (passed in: nothing here reads
 * the DOM). A code longer than 64 characters is ignored as not a code.
 */
export function readReferralFromUrl(
  url: string | URL,
  referrer?: string | null,
): AffiliateReferral | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://landing.invalid');
  } catch {
    return null;
  }
  const code = clean(parsed.searchParams.get('dkr'), Number.POSITIVE_INFINITY);
  if (!code || code.length > MAX_CODE_LENGTH) return null;
  return {
    referralCode: code,
    source:
      clean(parsed.searchParams.get('source'), MAX_TEXT_LENGTH) ?? clean(referrer, MAX_TEXT_LENGTH),
    landingPage: `${parsed.pathname}${parsed.search}${parsed.hash}`.slice(0, MAX_TEXT_LENGTH),
  };
}

/** The cookie's value (before the jar's URI encoding): compact JSON. */
export function encodeAffiliateCookie(referral: AffiliateReferral): string {
  return JSON.stringify({
    referralCode: referral.referralCode,
    source: referral.source,
    landingPage: referral.landingPage,
  });
}

/** A whole `Set-Cookie` / `document.cookie` string for the referral: SameSite=Strict, one year. */
export function serializeAffiliateCookie(
  referral: AffiliateReferral,
  options: Pick<CookieOptions, 'secure' | 'domain'> = {},
): string {
  return serializeCookie(AFFILIATE_COOKIE_NAME, encodeAffiliateCookie(referral), {
    ...AFFILIATE_COOKIE_OPTIONS,
    ...options,
  });
}

/** The referral in a (decoded) cookie value, or null when it is missing or not one of ours. */
export function parseAffiliateCookie(value: string | null | undefined): AffiliateReferral | null {
  if (!value) return null;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { referralCode, source, landingPage } = data as Record<string, unknown>;
  if (typeof referralCode !== 'string' || !referralCode) return null;
  return {
    referralCode,
    source: typeof source === 'string' && source ? source : null,
    landingPage: typeof landingPage === 'string' ? landingPage : '/',
  };
}

/**
 * Captures the referral of a landing URL into the affiliate cookie and answers it; answers null
 * and leaves the cookie alone when the URL has no `dkr`. A new `dkr` replaces an older
 * referral (the latest affiliate link the visitor followed wins).
 */
export function captureReferral(
  jar: AffiliateCookieJar,
  url: string | URL,
  referrer?: string | null,
  options: Pick<CookieOptions, 'secure' | 'domain'> = {},
): AffiliateReferral | null {
  const referral = readReferralFromUrl(url, referrer);
  if (referral) {
    jar.set(AFFILIATE_COOKIE_NAME, encodeAffiliateCookie(referral), {
      ...AFFILIATE_COOKIE_OPTIONS,
      ...options,
    });
  }
  return referral;
}

/** The referral kept in the jar, or null. */
export function readAffiliateReferral(jar: Pick<CookieJar, 'get'>): AffiliateReferral | null {
  return parseAffiliateCookie(jar.get(AFFILIATE_COOKIE_NAME));
}
