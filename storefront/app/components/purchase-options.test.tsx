import type { CatalogueProduct } from '@reelcart/sdk/contract';
import { CommerceProvider } from '@reelcart/sdk/react';
import { DEFAULT_PASSWORD, makeOwnedProduct, makeVideo } from '@reelcart/sdk/testing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCartEarly } from '../lib/commerce/commerce-start';
import { showToast } from '../lib/platform/toast';
import { PurchaseOptions } from './purchase-options';
import { createTestCommerce, TestProviders } from './test-commerce.testing';

vi.mock('../lib/platform/toast', () => ({ showToast: vi.fn(async () => undefined) }));

vi.mock('../lib/commerce/commerce-start', async (original) => ({
  ...(await original<typeof import('../lib/commerce/commerce-start')>()),
  addToCartEarly: vi.fn(),
}));

const base = makeVideo({ _id: 'v1' });
const product = (
  p: Partial<CatalogueProduct> & Pick<CatalogueProduct, '_id'>,
): CatalogueProduct => ({
  orderType: 'own',
  resolution: 'HD',
  price: 10,
  download: true,
  stream: true,
  rentalHours: null,
  ...p,
});
const video = {
  _id: base._id,
  slug: 'video-v1',
  title: base.title,
  thumbnail: base.thumbnail ?? '',
  cover: base.cover ?? '',
  dvdId: base.dvdId,
  products: [
    product({
      _id: 'v1-rental-HD',
      orderType: 'rental',
      price: 3.99,
      download: false,
      rentalHours: 48,
    }),
    product({ _id: 'v1-own-4K', resolution: '4K', price: 24.99 }),
    product({ _id: 'v1-own-SD', resolution: 'SD', price: 7.99 }),
    product({ _id: 'v1-own-HD', resolution: 'HD', price: 12.99 }),
  ],
};

let stop: (() => void) | undefined;
afterEach(() => {
  cleanup();
  stop?.();
});

function setup(owned = false) {
  const users = [
    {
      id: 'u1',
      email: 'buyer@example.test',
      password: DEFAULT_PASSWORD,
      ownedProducts: owned ? [makeOwnedProduct({ videoId: 'v1', resolution: 'FHD' })] : [],
    },
  ];
  const { commerce } = createTestCommerce({ users });
  stop = () => commerce.destroy();
  render(
    <TestProviders commerce={commerce}>
      <PurchaseOptions video={video} />
    </TestProviders>,
  );
  return commerce;
}

describe('PurchaseOptions', () => {
  it('lists own by resolution, then the rental, with price and flags', () => {
    setup();
    const rows = screen.getAllByTestId('purchase-option');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Own · SD \(480p\)\$7\.99Download: yesStream: yes/),
      expect.stringMatching(/^Own · HD \(720p\)\$12\.99/),
      expect.stringMatching(/^Own · 4K \(2160p\)\$24\.99/),
      expect.stringMatching(/^Rent \(48 h\) · HD \(720p\)\$3\.99Download: noStream: yes/),
    ]);
  });

  it('adds to the cart at once and then shows the in-cart state', () => {
    const commerce = setup();
    const sd = screen.getAllByTestId('purchase-option')[0];
    if (!sd) throw new Error('no option');
    fireEvent.click(within(sd).getByRole('button', { name: 'Add to cart' }));
    // Synchronously: no network answer has been awaited.
    expect(commerce.cart.getSnapshot().products.map((p) => p._id)).toEqual(['v1-own-SD']);
    expect(within(sd).getByRole('link', { name: /In cart/ })).toBeTruthy();
    const line = commerce.cart.getSnapshot().products[0];
    expect(line?.currentPrice).toBe(7.99);
    expect(line?.video).toMatchObject({ _id: 'v1', slug: 'video-v1', title: base.title });
  });

  it('shows the ownership reason instead of the button for what is owned', async () => {
    const commerce = setup(true);
    await act(async () => {
      await commerce.auth.signIn({ email: 'buyer@example.test', password: DEFAULT_PASSWORD });
    });
    const rows = screen.getAllByTestId('purchase-option') as HTMLElement[];
    await waitFor(() =>
      expect(within(rows[0] as HTMLElement).getByText('Already owned in FHD resolution')),
    );
    // SD and HD are below what is owned: no button, the reason instead.
    expect(
      within(rows[1] as HTMLElement).getByText('Already owned in FHD resolution'),
    ).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    // 4K is higher than what is owned: still for sale.
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Add to cart' }),
    ).toBeTruthy();
  });

  // The press that starts the SDK re-renders the page with it: if the option switched to other
  // elements, the browser would drop the click (pressed on one button, released on another).
  it('keeps the same button when the SDK arrives, and that button then adds through the SDK', () => {
    const { commerce } = createTestCommerce({ users: [] });
    stop = () => commerce.destroy();
    const page = (started: typeof commerce | null) => (
      <CommerceProvider commerce={started}>
        <MemoryRouter>
          <PurchaseOptions video={video} />
        </MemoryRouter>
      </CommerceProvider>
    );
    const { rerender } = render(page(null));
    const before = screen.getAllByRole('button', { name: 'Add to cart' })[0];
    rerender(page(commerce));
    const after = screen.getAllByRole('button', { name: 'Add to cart' })[0];
    expect(after).toBe(before);
    expect(before?.isConnected).toBe(true);
    fireEvent.click(after as HTMLElement);
    expect(commerce.cart.getSnapshot().products.map((p) => p._id)).toEqual(['v1-own-SD']);
  });

  // Just after a purchase the cart is `completed` for up to a second: the SDK takes the add and
  // applies it once the cart is cleared (decision 065), so the option adds straight to it.
  it('adds straight to the running SDK while its cart is completed (it defers the edit)', () => {
    const { commerce } = createTestCommerce({ users: [] });
    stop = () => commerce.destroy();
    const view = {
      ...commerce.cart.getSnapshot(),
      status: 'idle',
      cartState: 'completed',
    } as const;
    const add = vi.fn();
    const completed = {
      ...commerce,
      cart: { ...commerce.cart, getSnapshot: () => view, subscribe: () => () => {}, add },
    } as typeof commerce;
    render(
      <CommerceProvider commerce={completed}>
        <MemoryRouter>
          <PurchaseOptions video={video} />
        </MemoryRouter>
      </CommerceProvider>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to cart' })[0] as HTMLElement);
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ _id: 'v1-own-SD' }));
    expect(addToCartEarly).not.toHaveBeenCalled();
  });

  it('confirms an add in a toast that names the video and option and links to the cart', () => {
    setup();
    vi.mocked(showToast).mockClear();
    const [sd, hd] = screen.getAllByTestId('purchase-option') as HTMLElement[];
    fireEvent.click(within(sd as HTMLElement).getByRole('button', { name: 'Add to cart' }));
    expect(showToast).toHaveBeenCalledTimes(1);
    const [message, options] = vi.mocked(showToast).mock.calls[0] ?? [];
    expect(message).toBe(`Added ${base.title} (Own · SD (480p)) to your cart.`);
    expect(options?.id).toBe('cart:added');
    render(<MemoryRouter>{options?.action as ReactElement}</MemoryRouter>);
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    // Another option of the same video replaces the line: the toast says so, in the same place.
    fireEvent.click(within(hd as HTMLElement).getByRole('button', { name: 'Add to cart' }));
    expect(vi.mocked(showToast).mock.calls[1]?.[0]).toBe(
      `${base.title} in your cart is now Own · HD (720p), instead of Own · SD (480p).`,
    );
    expect(vi.mocked(showToast).mock.calls[1]?.[1]?.id).toBe('cart:added');
  });
});
