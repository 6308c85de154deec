// @vitest-environment happy-dom
import type { CartProduct } from '@reelcart/contract/store/cart';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Commerce, createCommerce } from '../createCommerce';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createMemoryKeyValueStore } from '../platform/keyValueStore';
import { createRecordingNavigator } from '../platform/navigator';
import { createManualPageLifecycle } from '../platform/pageLifecycle';
import { createMemorySyncStore } from '../platform/syncStore';
import { createFakeServer, DEFAULT_PASSWORD, makeCatalogue, makeProduct } from '../testing';
import { CommerceProvider } from './CommerceProvider';
import { useCart, useCartSelector } from './useCart';
import { useCheckout } from './useCheckout';
import { useOwnership } from './useOwnership';

let commerce: Commerce | undefined;
afterEach(() => commerce?.destroy());

const product = makeProduct({ video: { _id: 'v1', title: 'Placeholder One' }, resolution: 'FHD' });

function setup() {
  const server = createFakeServer({ catalogue: makeCatalogue() });
  commerce = createCommerce({
    baseURL: 'https://api.test',
    fetch: server.fetch,
    cookies: createMemoryCookieJar(),
    navigator: createRecordingNavigator(),
    storage: createMemoryKeyValueStore(),
    // One test's edits never reach the next through the page's localStorage.
    journal: createMemorySyncStore(),
    channel: false,
    pageLifecycle: createManualPageLifecycle(),
    server: false,
  });
  const instance = commerce;
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <CommerceProvider commerce={instance}>{children}</CommerceProvider>
  );
  return { server, commerce: instance, wrapper };
}

function Badge() {
  const count = useCartSelector((cart) => cart.count);
  return <output aria-label="cart count">{count}</output>;
}

function CountProbe({ onRender }: { onRender: (count: number) => void }) {
  onRender(useCartSelector((cart) => cart.count));
  return null;
}

function BuyButton({ item }: { item: CartProduct }) {
  const { add } = useCart();
  const ownership = useOwnership(item);
  if (ownership.owned) return <p role="note">{ownership.reason}</p>;
  return (
    <button type="button" disabled={ownership.inCart} onClick={() => add(item)}>
      {ownership.inCart ? 'In cart' : 'Add to cart'}
    </button>
  );
}

function Checkout() {
  const { status, error, checkout, complete } = useCheckout();
  const [orderId, setOrderId] = useState<string | null>(null);
  return (
    <div>
      <button type="button" onClick={() => checkout()}>
        Check out
      </button>
      <button
        type="button"
        onClick={async () => {
          const result = await complete();
          if (result.data) setOrderId(result.data.orderId);
        }}
      >
        Pay
      </button>
      <p role="status" aria-label="checkout status">
        {status}
      </p>
      {orderId && <p>Order {orderId}</p>}
      {error && <p role="alert">{error.message}</p>}
    </div>
  );
}

describe('useCart and useCartSelector', () => {
  it('shows an add before any network answer', async () => {
    const { wrapper, server } = setup();
    render(
      <>
        <Badge />
        <BuyButton item={product} />
      </>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy());
    const requestsBefore = server.requests.length;
    act(() => screen.getByRole('button', { name: 'Add to cart' }).click());
    // Synchronously after the click: the badge and the button changed, and no request was made.
    expect(screen.getByLabelText('cart count').textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'In cart' })).toBeTruthy();
    expect(server.requests.length).toBe(requestsBefore);
  });

  it('re-renders a selector only when its slice changes', async () => {
    const { wrapper, commerce } = setup();
    const renders = vi.fn();
    render(<CountProbe onRender={renders} />, { wrapper });
    await waitFor(() => expect(commerce.cart.getSnapshot().status).toBe('idle'));
    const before = renders.mock.calls.length;
    act(() => commerce.cart.add(product));
    act(() => commerce.cart.add({ ...product, currentPrice: 99 })); // same video: UPDATE, count stays 1
    expect(renders.mock.calls.slice(before).map(([count]) => count)).toEqual([1]);
  });
});

describe('useCheckout and useOwnership', () => {
  it('checks out a guest cart after sign-in and then shows the video as owned', async () => {
    const { wrapper, commerce, server } = setup();
    const user = userEvent.setup();
    render(
      <>
        <BuyButton item={product} />
        <Checkout />
      </>,
      { wrapper },
    );
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));

    await user.click(screen.getByRole('button', { name: 'Check out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('User not authenticated');

    await act(() =>
      commerce.auth.signIn({ email: 'shopper@example.test', password: DEFAULT_PASSWORD }),
    );
    await waitFor(() => expect(server.cartOf('shopper@example.test')?.products).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Check out' }));
    // Pay once the checkout has finished (its validation code is loaded on this first checkout).
    await waitFor(() => {
      expect(commerce.cart.getSnapshot()).toMatchObject({ cartState: 'checkout', status: 'idle' });
      expect(screen.getByRole('status', { name: 'checkout status' }).textContent).toBe('idle');
    });
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(/^Order /)).toBeTruthy();
    expect(server.orders).toHaveLength(1);
    expect(await screen.findByRole('note')).toHaveProperty('textContent', 'Already owned');
  });
});
