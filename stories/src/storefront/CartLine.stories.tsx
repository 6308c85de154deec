import type { OwnedProduct } from '@reelcart/sdk/contract';
import { useCart } from '@reelcart/sdk/react';
import { makeOwnedProduct, makeRental } from '@reelcart/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartLines } from '../../../storefront/app/components/cart-lines';
import {
  LONG_TITLE,
  line,
  SHOPPER,
  shop,
  signInShopper,
  withCensoredImages,
  withShop,
} from './shop';
import { withRouter } from './withRouter';

/** The cart page's lines, wired to the SDK cart exactly as the /cart route wires them. */
function CartLinesFromCart() {
  const cart = useCart();
  return (
    <div className="max-w-3xl">
      <CartLines
        products={cart.products}
        invalidProducts={cart.invalidProducts}
        validationErrors={cart.validationErrors}
        onRemove={cart.remove}
      />
    </div>
  );
}

/**
 * Cart lines: artwork, title (a link to the video), resolution, type, price and remove; a line
 * the server refused is flagged with its ownership reason. Lines are added through the SDK.
 */
const meta = {
  title: 'Storefront/Cart line',
  component: CartLinesFromCart,
  decorators: [withRouter, withShop],
} satisfies Meta<typeof CartLinesFromCart>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByTestId('cart-line') as HTMLElement[];
const add = (...ids: string[]) => {
  for (const id of ids) shop().commerce.cart.add(line(id));
};

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Cart items' })).toBeInTheDocument();
    await expect(lines(canvasElement)).toHaveLength(0);
  },
};

export const OwnAndRental: Story = {
  play: async ({ canvas, canvasElement }) => {
    add('v1-own-HD', 'v3-rental-HD');
    await waitFor(() => expect(lines(canvasElement)).toHaveLength(2));
    const [own, rental] = lines(canvasElement).map((l) => within(l));
    await expect(own?.getByRole('link', { name: 'Video v1' })).toHaveAttribute(
      'href',
      '/videos/video-v1',
    );
    await expect(own?.getByText('Own · HD (720p)')).toBeVisible();
    await expect(own?.getByText('$12.99')).toBeVisible();
    await expect(rental?.getByText('Rent · HD (720p)')).toBeVisible();
    await expect(rental?.getByText('$4.99')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Problems' })).toBeNull();
  },
};

/** Remove takes the line out at once (optimistic), and the SDK's cart with it. */
export const Removed: Story = {
  play: async ({ canvas, canvasElement }) => {
    add('v1-own-HD', 'v3-own-SD');
    await waitFor(() => expect(lines(canvasElement)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Video v1' }));
    await waitFor(() => expect(lines(canvasElement)).toHaveLength(1));
    await expect(canvas.queryByRole('link', { name: 'Video v1' })).toBeNull();
    await expect(shop().commerce.cart.getSnapshot().count).toBe(1);
  },
};

/** The title wraps; price and remove stay on screen. */
export const LongTitle: Story = {
  play: async ({ canvas }) => {
    add('v2-own-4K');
    const title = await canvas.findByRole('link', { name: LONG_TITLE });
    await expect(title).toBeVisible();
    await expect(canvas.getByText('$19.99')).toBeVisible();
    const remove = canvas.getByRole('button', { name: `Remove ${LONG_TITLE}` });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A video with neither thumbnail nor cover: the line shows no image at all. */
export const NoArtwork: Story = {
  play: async ({ canvas, canvasElement }) => {
    add('v3-own-FHD');
    await expect(await canvas.findByRole('link', { name: 'Video v3' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The developer setting "censor images" blurs the artwork through its CSS hook. */
export const CensoredImages: Story = {
  decorators: [withCensoredImages],
  play: async ({ canvas, canvasElement }) => {
    add('v1-own-HD');
    await canvas.findByRole('link', { name: 'Video v1' });
    const image = canvasElement.querySelector('img[data-artwork]');
    if (!image) throw new Error('no artwork');
    await expect(getComputedStyle(image).filter).toContain('blur');
  },
};

/**
 * Bought on another device after the page loaded: the signed-in shopper adds the line, the
 * server refuses it at sync, and the line shows the server's reason.
 */
const refusedLine = (id: string, owned: OwnedProduct, reason: string): Story => ({
  play: async ({ canvasElement }) => {
    await signInShopper();
    shop().server.setOwnedProducts(SHOPPER, [owned]);
    add(id);
    shop().commerce.cart.sync();
    await waitFor(() => expect(lines(canvasElement)[0]).toHaveAttribute('data-invalid', 'true'));
    const problems = within(lines(canvasElement)[0] as HTMLElement).getByRole('list', {
      name: 'Problems',
    });
    await expect(problems).toHaveTextContent(reason);
    await expect(problems).toBeVisible();
  },
});

export const InvalidAlreadyOwned = refusedLine(
  'v1-own-HD',
  makeOwnedProduct({ videoId: 'v1', resolution: 'HD' }),
  'Already owned',
);
export const InvalidOwnedInHigherResolution = refusedLine(
  'v1-own-HD',
  makeOwnedProduct({ videoId: 'v1', resolution: '4K' }),
  'Already owned in 4K resolution',
);
export const InvalidActiveRental = refusedLine(
  'v1-rental-HD',
  makeRental('v1', Date.now() + 24 * 60 * 60 * 1000),
  'Active rental exists',
);
