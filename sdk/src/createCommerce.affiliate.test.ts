import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Commerce, createCommerce } from './createCommerce';
import { createMemoryCookieJar } from './platform/cookieJar';
import { createRecordingNavigator } from './platform/navigator';
import { createManualPageLifecycle } from './platform/pageLifecycle';
import { createFakeServer, makeCatalogue, makeProduct } from './testing';

let commerce: Commerce | undefined;
afterEach(() => commerce?.destroy());

function setup() {
  const server = createFakeServer({ catalogue: makeCatalogue() });
  const cookies = createMemoryCookieJar();
  commerce = createCommerce({
    baseURL: 'https://api.test',
    fetch: server.fetch,
    cookies,
    navigator: createRecordingNavigator(),
    storage: false,
    journal: false,
    channel: false,
    pageLifecycle: createManualPageLifecycle(),
    captureReferral: false,
    server: false,
  });
  return { server, cookies, commerce };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('affiliate referral and tracking through createCommerce', () => {
  it('tracks nothing for a visitor who was not referred', async () => {
    const { server, commerce } = setup();
    commerce.cart.add(makeProduct({ video: { _id: 'v1' } }));
    await settle();
    expect(commerce.affiliate.referral()).toBeNull();
    expect(server.trackingEvents).toEqual([]);
  });

  it('captures dkr from the landing link and tracks click, addToCart, register and checkout', async () => {
    const { server, cookies, commerce } = setup();
    const referral = commerce.affiliate.capture(
      'https://shop.test/videos/one?dkr=AFF123&source=newsletter',
      'https://elsewhere.test/',
    );
    expect(referral).toMatchObject({ referralCode: 'AFF123', source: 'newsletter' });
    expect(cookies.get('reelcart_affiliate')).toBeTruthy();

    const product = makeProduct({ video: { _id: 'v2', title: 'Placeholder Two' } });
    commerce.cart.add(product);
    const signedUp = await commerce.auth.register({
      email: 'new@example.test',
      password: 'a long enough password',
      referralCode: referral?.referralCode ?? null,
    });
    expect(signedUp.error).toBeNull();
    const checkedOut = await commerce.cart.checkout();
    expect(checkedOut.error).toBeNull();
    await settle();

    const actions = server.trackingEvents.map((event) => event.action);
    expect(actions).toEqual(['click', 'addToCart', 'register', 'checkout']);
    const addToCart = server.trackingEvents[1];
    expect(addToCart?.referralCode).toBe('AFF123');
    expect(addToCart?.metadata).toMatchObject({
      productId: product._id,
      price: product.currentPrice,
      name: 'Placeholder Two',
      source: 'newsletter',
      landingPage: '/videos/one?dkr=AFF123&source=newsletter',
    });
    expect(server.trackingEvents[3]?.metadata).toMatchObject({ items: 1 });
  });

  it('never lets a failing tracking call break the cart', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { server, commerce } = setup();
    commerce.affiliate.capture('https://shop.test/?dkr=AFF123');
    server.inject('POST /api/user/log', 500, 500);
    commerce.cart.add(makeProduct({ video: { _id: 'v3' } }));
    await settle();
    expect(commerce.cart.getSnapshot().count).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      '[reelcart] affiliate tracking "addToCart" failed',
      expect.anything(),
    );
    warn.mockRestore();
  });
});

describe('an auth attempt pending when commerce is destroyed', () => {
  it('resolves with an ABORTED error instead of rejecting', async () => {
    const { server, commerce } = setup();
    server.inject('*', 'hang');
    const pending = commerce.auth.signIn({ email: 'shopper@example.test', password: 'x' });
    commerce.destroy();
    expect((await pending).error?.code).toBe('ABORTED');
  });
});
