import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_COOKIE_NAME } from '../constants';
import { createMemoryCookieJar, createRequestCookieJar, parseCookies } from '../platform/cookieJar';
import {
  type AffiliateReferral,
  captureReferral,
  encodeAffiliateCookie,
  parseAffiliateCookie,
  readAffiliateReferral,
  readReferralFromUrl,
  serializeAffiliateCookie,
} from './referral';

const referral: fc.Arbitrary<AffiliateReferral> = fc.record({
  referralCode: fc.string({ minLength: 1, maxLength: 64 }),
  source: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  landingPage: fc.string(),
});

describe('readReferralFromUrl', () => {
  it('reads dkr, source and the landing page', () => {
    expect(readReferralFromUrl('https://shop.test/videos/x?dkr=AFF1&source=twitter#top')).toEqual({
      referralCode: 'AFF1',
      source: 'twitter',
      landingPage: '/videos/x?dkr=AFF1&source=twitter#top',
    });
  });

  it('falls back to the referrer for the source, then to null', () => {
    expect(readReferralFromUrl('/?dkr=AFF1', 'https://blog.test/post')?.source).toBe(
      'https://blog.test/post',
    );
    expect(readReferralFromUrl('/?dkr=AFF1&source=', '')?.source).toBeNull();
  });

  it('ignores URLs without a usable code', () => {
    expect(readReferralFromUrl('/videos?source=x')).toBeNull();
    expect(readReferralFromUrl('/videos?dkr=%20%20')).toBeNull();
    expect(readReferralFromUrl(`/?dkr=${'x'.repeat(65)}`)).toBeNull();
    expect(readReferralFromUrl('http://[bad')).toBeNull();
  });
});

describe('affiliate cookie', () => {
  it('is SameSite=Strict for one year', () => {
    const cookie = serializeAffiliateCookie({
      referralCode: 'AFF1',
      source: null,
      landingPage: '/',
    });
    expect(cookie).toMatch(new RegExp(`^${AFFILIATE_COOKIE_NAME}=`));
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
  });

  it('answers null for missing or foreign values', () => {
    expect(parseAffiliateCookie(undefined)).toBeNull();
    expect(parseAffiliateCookie('not json')).toBeNull();
    expect(parseAffiliateCookie('{"source":"x"}')).toBeNull();
    expect(parseAffiliateCookie('"AFF1"')).toBeNull();
  });

  // Invariant: any referral survives encoding into a Set-Cookie string and parsing back from a
  // Cookie header (whatever characters its fields hold: ';', '=', quotes, non-ASCII).
  it('property: serialize → Cookie header → parse is the identity', () => {
    fc.assert(
      fc.property(referral, (r) => {
        const setCookie = serializeAffiliateCookie(r);
        const pair = setCookie.split('; ')[0] ?? '';
        const value = parseCookies(pair).get(AFFILIATE_COOKIE_NAME);
        expect(parseAffiliateCookie(value)).toEqual(r);
        expect(parseAffiliateCookie(encodeAffiliateCookie(r))).toEqual(r);
      }),
    );
  });
});

describe('captureReferral', () => {
  it('writes the referral with strict, one-year options and reads it back', () => {
    const jar = createMemoryCookieJar();
    const captured = captureReferral(jar, 'https://shop.test/?dkr=AFF1', 'https://ref.test/');
    expect(captured).toEqual({
      referralCode: 'AFF1',
      source: 'https://ref.test/',
      landingPage: '/?dkr=AFF1',
    });
    expect(jar.options(AFFILIATE_COOKIE_NAME)).toMatchObject({
      sameSite: 'Strict',
      maxAge: 31_536_000,
    });
    expect(readAffiliateReferral(jar)).toEqual(captured);
  });

  it('leaves an earlier referral alone when the URL has none, and replaces it when it has one', () => {
    const jar = createMemoryCookieJar();
    captureReferral(jar, '/?dkr=FIRST');
    expect(captureReferral(jar, '/videos')).toBeNull();
    expect(readAffiliateReferral(jar)?.referralCode).toBe('FIRST');
    captureReferral(jar, '/?dkr=SECOND');
    expect(readAffiliateReferral(jar)?.referralCode).toBe('SECOND');
  });

  it('works through a server request jar (Set-Cookie for the response)', () => {
    const jar = createRequestCookieJar('other=1');
    captureReferral(jar, '/landing?dkr=AFF%3B1&source=a%3Db', null, { secure: true });
    const [header] = jar.setCookieHeaders();
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Secure');
    const roundTrip = createRequestCookieJar((header ?? '').split('; ')[0]);
    expect(readAffiliateReferral(roundTrip)).toEqual({
      referralCode: 'AFF;1',
      source: 'a=b',
      landingPage: '/landing?dkr=AFF%3B1&source=a%3Db',
    });
  });
});
