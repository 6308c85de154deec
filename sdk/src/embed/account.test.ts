// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Commerce } from '../createCommerce';
import { createTestCommerce } from '../testing/createTestCommerce';
import { DEFAULT_PASSWORD } from '../testing/fixtures';
import { provideEmbedCommerce } from './index';

/**
 * Issue 32, "Sign-in is the store's job": `<reelcart-account>` offers the store's sign-in with a
 * return to this page, shows who is signed in, signs out — and never navigates the host page.
 */
let commerce: Commerce;

beforeEach(() => {
  document.head.innerHTML = '<meta name="reelcart-api" content="http://shop.test/">';
  ({ commerce } = createTestCommerce());
  provideEmbedCommerce(commerce, 'http://shop.test');
});

afterEach(() => {
  document.body.replaceChildren();
  provideEmbedCommerce(null);
  commerce.destroy();
});

const part = (name: string) => {
  const found = document
    .querySelector('reelcart-account')
    ?.shadowRoot?.querySelector<HTMLElement>(`[part="${name}"]`);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe('<reelcart-account>', () => {
  it('offers the store’s sign-in with a return to this page while signed out', () => {
    document.body.innerHTML = '<reelcart-account></reelcart-account>';
    const link = new URL(part('sign-in').getAttribute('href') ?? '');
    expect(link.origin + link.pathname).toBe('http://shop.test/login');
    expect(link.searchParams.get('redirect')).toBe(location.href);
    expect(part('sign-in').hidden).toBe(false);
    expect(part('sign-in').textContent).toBe('Sign in');
    expect(part('user').hidden).toBe(true);
    expect(part('sign-out').hidden).toBe(true);
  });

  it('takes login-url, keeping its own query', () => {
    document.body.innerHTML =
      '<reelcart-account login-url="https://shop.test/account/sign-in?from=blog"></reelcart-account>';
    const link = new URL(part('sign-in').getAttribute('href') ?? '');
    expect(link.origin + link.pathname).toBe('https://shop.test/account/sign-in');
    expect(link.searchParams.get('from')).toBe('blog');
    expect(link.searchParams.get('redirect')).toBe(location.href);
  });

  it('shows who is signed in and signs out in place, the page never navigated', async () => {
    document.body.innerHTML = '<reelcart-account></reelcart-account>';
    const before = location.href;
    await commerce.auth.signIn({ email: 'shopper@example.test', password: DEFAULT_PASSWORD });
    expect(part('user').textContent).toBe('Signed in as shopper@example.test');
    expect(part('user').hidden).toBe(false);
    expect(part('sign-in').hidden).toBe(true);
    part('sign-out').click();
    for (let i = 0; i < 50 && commerce.auth.getSnapshot().isSignedIn; i++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(commerce.auth.getSnapshot().isSignedIn).toBe(false);
    expect(part('sign-in').hidden).toBe(false);
    expect(part('sign-out').hidden).toBe(true);
    expect(location.href).toBe(before);
  });
});
