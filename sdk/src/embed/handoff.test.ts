// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Commerce } from '../createCommerce';
import { createTestCommerce } from '../testing/createTestCommerce';
import { DEFAULT_PASSWORD } from '../testing/fixtures';
import { provideEmbedCommerce } from './index';

/**
 * The Checkout hand-off moves a guest's cart to the store (issue 32, decision 096): the host
 * page's cart is emptied as the link is followed, so it never shows lines the shopper then
 * bought on the store. A page that cancels `reelcart:checkout` keeps its cart.
 */
let commerce: Commerce;

beforeEach(() => {
  commerce = createTestCommerce().commerce;
  provideEmbedCommerce(commerce, 'http://fake-server.test');
  // The test page never navigates: the link's default action is stopped after the drop-in's.
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  document.body.replaceChildren();
  provideEmbedCommerce(null);
  commerce.destroy();
});

function stopNavigation(event: Event) {
  event.preventDefault();
}

/** A cart of one line on the page (a guest's, unless the test signed in first); its Checkout link. */
async function guestCartOfOneLine() {
  document.body.innerHTML = `
    <reelcart-add-to-cart product-id="v1-own-HD"></reelcart-add-to-cart>
    <reelcart-cart></reelcart-cart>`;
  const button = () =>
    document.querySelector('reelcart-add-to-cart')?.shadowRoot?.querySelector('button');
  for (let i = 0; i < 100 && button()?.disabled !== false; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  button()?.click();
  expect(commerce.cart.getSnapshot().count).toBe(1);
  const link = document
    .querySelector('reelcart-cart')
    ?.shadowRoot?.querySelector('a[part="checkout"]');
  if (!(link instanceof HTMLAnchorElement)) throw new Error('no Checkout link');
  return link;
}

describe('the Checkout hand-off', () => {
  it("empties a guest's cart on the host page once the link is followed", async () => {
    const link = await guestCartOfOneLine();
    expect(link.href).toBe('http://fake-server.test/cart?add=v1-own-HD');
    link.click();
    // Not before the link is followed: it still names the line.
    expect(link.href).toBe('http://fake-server.test/cart?add=v1-own-HD');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(commerce.cart.getSnapshot().count).toBe(0);
  });

  it("leaves a signed-in shopper's cart alone: it is the server's, which the store completes", async () => {
    const { error } = await commerce.auth.signIn({
      email: 'shopper@example.test',
      password: DEFAULT_PASSWORD,
    });
    expect(error).toBeNull();
    const link = await guestCartOfOneLine();
    link.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(commerce.cart.getSnapshot().count).toBe(1);
    expect(commerce.cart.getSnapshot().products.map((line) => line._id)).toEqual(['v1-own-HD']);
  });

  it('keeps the cart when the page cancels reelcart:checkout (its own checkout)', async () => {
    const link = await guestCartOfOneLine();
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('reelcart:checkout', cancel);
    link.click();
    document.removeEventListener('reelcart:checkout', cancel);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(commerce.cart.getSnapshot().count).toBe(1);
  });
});
