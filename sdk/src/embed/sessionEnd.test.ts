// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { commerceFor, provideEmbedCommerce, SESSION_END_EVENT } from './commerce';
import './index';

/**
 * Issue 32, finding 5: when the session ended, the drop-in navigated the HOST page to its own
 * `/login` (a 404 on a blog). Its commerce instance now never navigates: the session's end is an
 * event, and the cart offers the store's sign-in.
 */
afterEach(() => {
  document.body.replaceChildren();
  provideEmbedCommerce(null);
});

describe('the session ends on a page that embeds the cart', () => {
  it('keeps the host page where it is and shows a link to the store’s sign-in', async () => {
    document.head.innerHTML = '<meta name="reelcart-api" content="http://shop.test/">';
    document.body.innerHTML = '<reelcart-cart></reelcart-cart>';
    const before = location.href;
    const cart = document.querySelector('reelcart-cart');
    if (!cart) throw new Error('no cart');
    const heard: Event[] = [];
    document.addEventListener(SESSION_END_EVENT, (event) => heard.push(event));
    // What the SDK does when a session ends for good (spec §4: "to /login").
    commerceFor(cart).platform.navigator.redirect('/login');
    expect(location.href).toBe(before);
    expect(heard).toHaveLength(1);
    const link = cart.shadowRoot?.querySelector<HTMLAnchorElement>('[part="sign-in"]');
    expect(link?.hidden).toBe(false);
    // Back to this page after signing in (the store's login takes a listed origin: decision 097).
    const href = new URL(link?.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('http://shop.test/login');
    expect(href.searchParams.get('redirect')).toBe(location.href);
    commerceFor(cart).destroy();
  });

  it('offers the login-url page instead, with the same return to this page', () => {
    document.head.innerHTML = '<meta name="reelcart-api" content="http://shop.test/">';
    document.body.innerHTML =
      '<reelcart-cart login-url="https://shop.test/account/sign-in?from=blog"></reelcart-cart>';
    const cart = document.querySelector('reelcart-cart');
    if (!cart) throw new Error('no cart');
    commerceFor(cart).platform.navigator.redirect('/login');
    const link = cart.shadowRoot?.querySelector<HTMLAnchorElement>('[part="sign-in"]');
    const href = new URL(link?.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://shop.test/account/sign-in');
    expect(href.searchParams.get('from')).toBe('blog');
    expect(href.searchParams.get('redirect')).toBe(location.href);
    commerceFor(cart).destroy();
  });
});
