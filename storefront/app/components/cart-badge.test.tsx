import { CommerceProvider } from '@reelcart/sdk/react';
import { DEFAULT_PASSWORD, makeProduct } from '@reelcart/sdk/testing';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CartBadge } from './cart-badge';
import { createTestCommerce } from './test-commerce.testing';

let stop: (() => void) | undefined;
afterEach(() => {
  cleanup();
  stop?.();
});

describe('CartBadge', () => {
  // Issue 28, item 4: the success page's header said "Cart 2" for about two seconds.
  it('counts 0 the moment the order is paid, though the cart clears its lines after 1 s', async () => {
    const { commerce } = createTestCommerce();
    stop = () => commerce.destroy();
    await commerce.auth.signIn({ email: 'shopper@example.test', password: DEFAULT_PASSWORD });
    await waitFor(() => expect(commerce.cart.getSnapshot().status).toBe('idle'));
    commerce.cart.add(makeProduct({ video: { _id: 'v1' } }));
    commerce.cart.add(makeProduct({ video: { _id: 'v2' } }));
    await commerce.cart.checkout();
    // The root loader's viewer (what the page was rendered with) and the live SDK. The loader's
    // data is given as the page's hydration data, so the badge mounts inside render()'s act() with
    // its subscription in place: mounted by an asynchronous loader, its subscribing effect could
    // still be pending when the order is marked paid (seen under load in a fresh-clone run).
    const viewer = { signedIn: true, isAffiliate: false, cartCount: 2 };
    const router = createMemoryRouter(
      [{ id: 'root', path: '/', loader: () => ({ viewer }), element: <CartBadge /> }],
      { hydrationData: { loaderData: { root: { viewer } } } },
    );
    render(
      <CommerceProvider commerce={commerce}>
        <RouterProvider router={router} />
      </CommerceProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('2'));
    act(() => commerce.cart.markCompleted());
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect(commerce.cart.actor.getSnapshot().context.products).toHaveLength(2);
  });
});
