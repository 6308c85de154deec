import { createCommerce, createMemoryCookieJar, readAffiliateReferral } from '@reelcart/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { handoffCapturesLanding } from './landing';

/**
 * A cart hand-off from a page that embeds the drop-in (`/cart?add=…&dkr=…`) carries the
 * referral the embedding page already tracked as a click (decision 096): the store keeps the
 * referral for the sale and tracks no second click. Any other `dkr` landing is a click.
 */
const HANDOFF = '/cart?add=prd_1&dkr=AFF1&source=blog.example';

afterEach(() => history.replaceState(null, '', '/'));

/** The store's SDK instance created on `path`, as page-commerce does; answers the clicks sent. */
function landOn(path: string) {
  history.replaceState(null, '', path);
  const jar = createMemoryCookieJar();
  const clicks: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (String(input).endsWith('/api/user/log')) clicks.push(init?.body);
    return new Response('{}', { headers: { 'content-type': 'application/json' } });
  };
  const commerce = createCommerce({
    baseURL: 'http://shop.test',
    fetch,
    cookies: jar,
    storage: false,
    journal: false,
    channel: false,
    pageLifecycle: false,
    captureReferral: handoffCapturesLanding(location.href, jar, { secure: false }),
  });
  commerce.destroy();
  return { clicks, referral: readAffiliateReferral(jar) };
}

describe('the referral of a cart hand-off', () => {
  it('is kept for the sale and is no second click', () => {
    const { clicks, referral } = landOn(HANDOFF);
    expect(clicks).toHaveLength(0);
    expect(referral?.referralCode).toBe('AFF1');
    expect(referral?.source).toBe('blog.example');
  });

  it('an affiliate link that is no hand-off is a click', () => {
    const { clicks, referral } = landOn('/videos?dkr=AFF1&source=banner');
    expect(clicks).toHaveLength(1);
    expect(referral?.referralCode).toBe('AFF1');
  });
});
