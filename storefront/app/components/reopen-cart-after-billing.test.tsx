import type { Commerce } from '@reelcart/sdk';
import { CommerceProvider } from '@reelcart/sdk/react';
import { DEFAULT_PASSWORD, makeProduct } from '@reelcart/sdk/testing';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { markBillingVisit, ReopenCartAfterBilling } from './reopen-cart-after-billing';
import { createTestCommerce } from './test-commerce';

let stop: (() => void) | undefined;
afterEach(() => {
  cleanup();
  stop?.();
  sessionStorage.clear();
});

/** A signed-in cart with one line, checked out (what the cart page's "Check out" does). */
async function inCheckout() {
  const { commerce, server } = createTestCommerce();
  stop = () => commerce.destroy();
  await commerce.auth.signIn({ email: 'shopper@example.test', password: DEFAULT_PASSWORD });
  await waitFor(() => expect(commerce.cart.getSnapshot().status).toBe('idle'));
  commerce.cart.add(makeProduct({ video: { _id: 'v1' } }));
  const result = await commerce.cart.checkout();
  expect(result.data?.cartState).toBe('checkout');
  return { commerce, server };
}

function Billing() {
  useEffect(markBillingVisit, []);
  return <p>Billing</p>;
}

function Page({ name }: { name: string }) {
  return <p>{name}</p>;
}

/** The shell's listener over a router of /billing, /cart and /videos, starting at `path`. */
function renderAt(commerce: Commerce, path: string) {
  const router = createMemoryRouter(
    [
      { path: '/billing', element: <Billing /> },
      { path: '/cart', element: <Page name="Cart" /> },
      { path: '/videos', element: <Page name="Videos" /> },
    ].map((route) => ({
      ...route,
      element: (
        <>
          <ReopenCartAfterBilling />
          {route.element}
        </>
      ),
    })),
    { initialEntries: [path] },
  );
  render(
    <CommerceProvider commerce={commerce}>
      <RouterProvider router={router} />
    </CommerceProvider>,
  );
  return { navigate: (to: string) => act(() => router.navigate(to)) };
}

describe('ReopenCartAfterBilling (decision 065)', () => {
  it('reopens a cart in checkout when the tab goes back from /billing to the cart', async () => {
    const { commerce, server } = await inCheckout();
    const page = renderAt(commerce, '/billing');
    expect(commerce.cart.getSnapshot().cartState).toBe('checkout');
    await page.navigate('/cart');
    expect(commerce.cart.getSnapshot().cartState).toBe('active');
    // …and the server is told at once.
    await waitFor(() => expect(server.cartOf('shopper@example.test')?.state).toBe('active'));
    commerce.cart.remove(commerce.cart.getSnapshot().products[0]?._id ?? '');
    expect(commerce.cart.getSnapshot().count).toBe(0);
  });

  it('reopens it when the tab, reloaded after billing, opens another page', async () => {
    const { commerce } = await inCheckout();
    // The billing page of an earlier document of this tab (sessionStorage survives a reload).
    markBillingVisit();
    renderAt(commerce, '/videos');
    await waitFor(() => expect(commerce.cart.getSnapshot().cartState).toBe('active'));
  });

  it("leaves another tab's checkout alone: this tab never showed billing", async () => {
    const { commerce } = await inCheckout();
    const page = renderAt(commerce, '/videos');
    await page.navigate('/cart');
    expect(commerce.cart.getSnapshot().cartState).toBe('checkout');
  });
});
