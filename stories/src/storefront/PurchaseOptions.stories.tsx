import type { OwnedProduct } from '@reelcart/sdk/contract';
import { makeOwnedProduct, makeRental } from '@reelcart/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartBadge } from '../../../storefront/app/components/cart-badge';
import { PurchaseOptions } from '../../../storefront/app/components/purchase-options';
import { catalogueProducts, SHOPPER, shop, shopVideos, signInShopper, withShop } from './shop';
import { withRouter } from './withRouter';

type Video = Parameters<typeof PurchaseOptions>[0]['video'];

const video: Video = {
  ...shopVideos.v1,
  thumbnail: shopVideos.v1.thumbnail,
  cover: shopVideos.v1.cover,
  dvdId: 'DVD-V1',
  products: catalogueProducts('v1'),
};

/** The video page's purchase options, with the header's cart badge to see adds land. */
function PurchaseOptionsWithBadge({ video }: { video: Video }) {
  return (
    <div className="flex max-w-2xl flex-col gap-2">
      <CartBadge />
      <PurchaseOptions video={video} />
    </div>
  );
}

/**
 * Own at each resolution, then the rental: price, download and stream flags, and per option its
 * cart state from the SDK (add to cart, in cart, or why it cannot be bought).
 */
const meta = {
  title: 'Storefront/Purchase options',
  component: PurchaseOptionsWithBadge,
  decorators: [withRouter, withShop],
  args: { video },
} satisfies Meta<typeof PurchaseOptionsWithBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const options = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByTestId('purchase-option') as HTMLElement[];
const option = (canvasElement: HTMLElement, name: RegExp) => {
  const found = options(canvasElement).find((row) => name.test(row.textContent ?? ''));
  if (!found) throw new Error(`no option ${name}`);
  return within(found);
};

export const ForSale: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(options(canvasElement).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Own · SD \(480p\)\$9\.99Download: yesStream: yes/),
      expect.stringMatching(/^Own · HD \(720p\)\$12\.99/),
      expect.stringMatching(/^Own · Full HD \(1080p\)\$14\.99/),
      expect.stringMatching(/^Own · 4K \(2160p\)\$19\.99/),
      expect.stringMatching(/^Rent \(48 h\) · HD \(720p\)\$4\.99Download: noStream: yes/),
    ]);
    await expect(canvas.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  },
};

/** "Add to cart" → the option turns into a link to the cart and the badge counts it at once. */
export const AddedToCart: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(option(canvasElement, /SD/).getByRole('button', { name: 'Add to cart' }));
    await expect(option(canvasElement, /SD/).getByRole('link', { name: /In cart/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await userEvent.click(option(canvasElement, /SD/).getByRole('link', { name: /In cart/ }));
    await expect(await canvas.findByText('Navigated away')).toBeVisible();
  },
};

/**
 * One line per video: with the SD option in the cart, every other option says before it is pressed
 * that it replaces that line; adding 4K does, and the count stays at 1.
 */
export const SwitchedResolution: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      option(canvasElement, /^Own · SD/).getByRole('button', { name: 'Add to cart' }),
    );
    const fourK = option(canvasElement, /^Own · 4K/);
    await expect(fourK.getByText('Replaces Own · SD (480p) in your cart')).toBeVisible();
    await expect(fourK.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription(
      /Own · 4K \(2160p\) Replaces Own · SD \(480p\) in your cart/,
    );
    await expect(option(canvasElement, /^Rent/).getByText(/^Replaces Own · SD/)).toBeVisible();
    await userEvent.click(fourK.getByRole('button', { name: 'Add to cart' }));
    await expect(
      option(canvasElement, /^Own · 4K/).getByRole('link', { name: /In cart/ }),
    ).toBeVisible();
    await expect(
      option(canvasElement, /^Own · SD/).getByRole('button', { name: 'Add to cart' }),
    ).toBeVisible();
    await expect(
      option(canvasElement, /^Own · SD/).getByText('Replaces Own · 4K (2160p) in your cart'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

/** The signed-in shopper's owned products come from the server with the cart. */
const signedInOwning = (owned: OwnedProduct[]) => async () => {
  shop().server.setOwnedProducts(SHOPPER, owned);
  await signInShopper();
};

export const AlreadyOwned: Story = {
  play: async ({ canvasElement }) => {
    await signedInOwning([makeOwnedProduct({ videoId: 'v1', resolution: 'HD' })])();
    await waitFor(() =>
      expect(option(canvasElement, /^Own · HD/).getByText('Already owned')).toBeVisible(),
    );
    await expect(option(canvasElement, /^Own · HD/).queryByRole('button')).toBeNull();
    // An upgrade to a higher resolution is still for sale.
    await expect(
      option(canvasElement, /4K/).getByRole('button', { name: 'Add to cart' }),
    ).toBeVisible();
  },
};

export const OwnedInHigherResolution: Story = {
  play: async ({ canvasElement }) => {
    await signedInOwning([makeOwnedProduct({ videoId: 'v1', resolution: 'FHD' })])();
    await waitFor(() =>
      expect(
        option(canvasElement, /SD/).getByText('Already owned in FHD resolution'),
      ).toBeVisible(),
    );
    await expect(option(canvasElement, /Full HD/).getByText('Already owned')).toBeVisible();
    await expect(
      option(canvasElement, /4K/).getByRole('button', { name: 'Add to cart' }),
    ).toBeVisible();
  },
};

export const ActiveRental: Story = {
  play: async ({ canvasElement }) => {
    await signedInOwning([makeRental('v1', Date.now() + 24 * 60 * 60 * 1000)])();
    await waitFor(() =>
      expect(option(canvasElement, /^Rent/).getByText('Active rental exists')).toBeVisible(),
    );
    await expect(option(canvasElement, /^Rent/).queryByRole('button')).toBeNull();
  },
};

/** A rental that has ended blocks nothing. */
export const ExpiredRental: Story = {
  play: async ({ canvas }) => {
    await signedInOwning([makeRental('v1', Date.now() - 60_000)])();
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(5),
    );
    await expect(canvas.queryByText('Active rental exists')).toBeNull();
  },
};

/** Empty: a video with no products. */
export const NotAvailable: Story = {
  args: { video: { ...video, products: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not available for purchase.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Offline: the add is kept (optimistic, pending) and the shopper still sees it in the cart. */
export const AddedWhileOffline: Story = {
  play: async ({ canvas, canvasElement }) => {
    await signInShopper();
    shop().server.setOffline(true);
    await userEvent.click(option(canvasElement, /SD/).getByRole('button', { name: 'Add to cart' }));
    shop().commerce.cart.sync();
    await waitFor(() => expect(shop().commerce.cart.getSnapshot().error).not.toBeNull());
    await expect(option(canvasElement, /SD/).getByRole('link', { name: /In cart/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};
