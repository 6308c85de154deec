// @vitest-environment happy-dom
import { ERROR_MESSAGES, formatMessage, OWNERSHIP_REASONS } from '@reelcart/contract/core/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Commerce, createCommerce } from '../createCommerce';
import { type CookieJar, createMemoryCookieJar } from '../platform/cookieJar';
import { createRecordingNavigator } from '../platform/navigator';
import { createFakeServer, type FakeServer } from '../testing/createFakeServer';
import { DEFAULT_PASSWORD, makeOwnedProduct } from '../testing/fixtures';
import { provideEmbedCommerce } from './index';

/** The elements in happy-dom over the fake server: what they render and how they react. */
let commerce: Commerce;
let server: FakeServer;

/** A commerce instance like the drop-in's, over the fake server, with the given cookies. */
function pageCommerce(fetch: typeof globalThis.fetch, cookies: CookieJar): Commerce {
  return createCommerce({
    baseURL: 'http://shop.test',
    fetch,
    cookies,
    navigator: createRecordingNavigator(),
    storage: false,
    journal: false,
    channel: false,
    pageLifecycle: false,
    captureReferral: false,
  });
}

beforeEach(() => {
  // The page's configuration, as a third-party page gives it: the elements read it.
  document.head.innerHTML = '<meta name="reelcart-api" content="http://shop.test/">';
  server = createFakeServer();
  commerce = pageCommerce(server.fetch, createMemoryCookieJar());
  provideEmbedCommerce(commerce, 'http://shop.test');
});

afterEach(() => {
  document.body.replaceChildren();
  provideEmbedCommerce(null);
  commerce.destroy();
});

const shadow = (selector: string) => {
  const root = document.querySelector(selector)?.shadowRoot;
  if (!root) throw new Error(`${selector} has no shadow root`);
  return root;
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(check()).toBe(true);
};

describe('the drop-in elements', () => {
  it('count, add and cart: an add shows at once everywhere, a removal empties the cart', async () => {
    document.body.innerHTML = `
      <reelcart-cart-count></reelcart-cart-count>
      <reelcart-add-to-cart product-id="v1-own-HD"></reelcart-add-to-cart>
      <reelcart-cart checkout-url="https://shop.test/checkout"></reelcart-cart>`;
    const count = shadow('reelcart-cart-count');
    expect(count.querySelector('[role="status"]')?.textContent).toBe('0Cart, empty');
    // A word the page puts inside is not read again with the count ("Cart Cart, empty").
    expect(count.querySelector('[role="status"] slot')).toBeNull();
    const button = () => shadow('reelcart-add-to-cart').querySelector('button');
    await until(() => button()?.disabled === false);
    expect(button()?.textContent).toMatch(/^Add to cart: Video v1, HD own \$/);
    expect(button()?.hasAttribute('aria-pressed')).toBe(false);

    const added: unknown[] = [];
    document.addEventListener('reelcart:add', (event) => added.push(event));
    button()?.click();
    // Synchronously: the SDK applies the edit before any request.
    expect(count.querySelector('[part="badge"]')?.textContent).toBe('1');
    expect(count.querySelector('.visually-hidden')?.textContent).toBe('Cart, 1 item');
    // Not a toggle that removes by surprise: its name says what pressing it does (issue 32).
    expect(button()?.textContent).toMatch(/^Remove from cart: Video v1/);
    expect(document.querySelector('reelcart-cart-count')?.getAttribute('count')).toBe('1');
    expect(added).toHaveLength(1);

    const cart = shadow('reelcart-cart');
    const remove = cart.querySelector<HTMLButtonElement>('[part="remove"]');
    expect(remove?.textContent).toBe('Remove Video v1');
    // The hand-off to the store (decision 090): the lines ride along, validated on arrival.
    expect(cart.querySelector('[part="checkout"]')?.getAttribute('href')).toBe(
      'https://shop.test/checkout?add=v1-own-HD',
    );
    expect(cart.querySelector<HTMLElement>('[part="empty"]')?.hidden).toBe(true);
    remove?.click();
    expect(count.querySelector('[part="badge"]')?.textContent).toBe('0');
    expect(cart.querySelector<HTMLElement>('[part="empty"]')?.hidden).toBe(false);
    expect(cart.querySelector<HTMLElement>('[part="checkout"]')?.hidden).toBe(true);
  });

  it('pressing the add button again removes the line (a toggle)', async () => {
    document.body.innerHTML = `<reelcart-add-to-cart product-id="v1-own-HD"></reelcart-add-to-cart>`;
    const button = () => shadow('reelcart-add-to-cart').querySelector('button');
    await until(() => button()?.disabled === false);
    button()?.click();
    button()?.click();
    expect(commerce.cart.getSnapshot().count).toBe(0);
    expect(button()?.hasAttribute('aria-pressed')).toBe(false);
  });

  it('says so when the product is unknown or cannot be loaded, and stays disabled', async () => {
    server.inject('GET /api/products/v2-own-HD', 500);
    document.body.innerHTML = `
      <reelcart-add-to-cart id="failing" product-id="v2-own-HD"></reelcart-add-to-cart>
      <reelcart-add-to-cart id="unknown" product-id="nope"></reelcart-add-to-cart>`;
    const note = (selector: string) => shadow(selector).querySelector('[part="note"]')?.textContent;
    await until(() => note('#failing') !== '' && note('#unknown') !== '');
    expect(note('#failing')).toBe('Could not load product');
    expect(note('#unknown')).toBe('Product not found');
    expect(shadow('#unknown').querySelector('button')?.disabled).toBe(true);
  });

  it('shows the message of a refused coupon in the coupon form status line', async () => {
    document.body.innerHTML = '<reelcart-cart></reelcart-cart>';
    const cart = shadow('reelcart-cart');
    const input = cart.querySelector<HTMLInputElement>('[part="coupon-input"]');
    const message = () => cart.querySelector('[part="coupon-message"]')?.textContent ?? '';
    expect(cart.querySelector('label')?.textContent).toBe('Coupon code');
    if (input) input.value = 'NOT-A-COUPON';
    cart.querySelector<HTMLButtonElement>('[part="coupon-button"]')?.click();
    await until(() => message() !== '');
    expect(message()).toBe(ERROR_MESSAGES.COUPON_INVALID);
  });

  it('shows the reason for a product the shopper owns, signed in from the cookie alone', async () => {
    server = createFakeServer({
      users: [
        {
          id: 'u-owner',
          email: 'owner@example.test',
          password: DEFAULT_PASSWORD,
          ownedProducts: [makeOwnedProduct({ videoId: 'v1', orderType: 'own', resolution: 'FHD' })],
        },
      ],
    });
    // Signed in elsewhere on the site (the storefront): only the auth cookie reaches the page.
    const cookies = createMemoryCookieJar();
    const storefront = pageCommerce(server.fetch, cookies);
    await storefront.auth.signIn({ email: 'owner@example.test', password: DEFAULT_PASSWORD });
    storefront.destroy();
    commerce.destroy();
    commerce = pageCommerce(server.fetch, cookies);
    provideEmbedCommerce(commerce, 'http://shop.test');

    document.body.innerHTML = `<reelcart-add-to-cart product-id="v1-own-HD"></reelcart-add-to-cart>`;
    const element = document.querySelector('reelcart-add-to-cart');
    const note = () => shadow('reelcart-add-to-cart').querySelector('[part="note"]')?.textContent;
    await until(() => element?.dataset.state === 'owned');
    expect(note()).toBe(formatMessage(OWNERSHIP_REASONS.ownedInResolution, { resolution: 'FHD' }));
    expect(shadow('reelcart-add-to-cart').querySelector('button')?.disabled).toBe(true);
  });
});
