import { makeOwnedProduct, slow } from '@reelcart/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import Cart from '../../../storefront/app/routes/cart';
import { line, SHOPPER, shop, signInShopper, withShop } from './shop';
import { withRouter } from './withRouter';

/**
 * The cart summary: subtotal, discount and total next to the lines, the coupon form, and
 * "Check out" with its validation errors. The summary is part of the /cart route (there is no
 * separate component), so this renders the route itself, over the SDK and its fake server.
 */
const meta = {
  title: 'Storefront/Cart summary',
  component: Cart,
  decorators: [withRouter, withShop],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Cart>;
export default meta;
type Story = StoryObj<typeof meta>;

const add = (...ids: string[]) => {
  for (const id of ids) shop().commerce.cart.add(line(id));
};

/** Loading: the stored cart has not been read yet (a slow IndexedDB). */
export const Loading: Story = {
  parameters: { slowStorage: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your cart…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Check out' })).toBeNull();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your cart is empty/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse videos' })).toHaveAttribute(
      'href',
      '/videos',
    );
  },
};

export const Totals: Story = {
  play: async ({ canvas }) => {
    add('v1-own-HD', 'v3-rental-HD');
    await expect(await canvas.findByTestId('cart-subtotal')).toHaveTextContent('$17.98');
    await expect(canvas.getByTestId('cart-discount')).toHaveTextContent('−$0.00');
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('$17.98');
    // Removing a line updates the totals at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Video v3' }));
    await waitFor(() => expect(canvas.getByTestId('cart-total')).toHaveTextContent('$12.99'));
  },
};

/** SAVE10 through the coupon form: 10 % off the $12.99 line. */
export const CouponApplied: Story = {
  play: async ({ canvas }) => {
    await signInShopper();
    add('v1-own-HD');
    await userEvent.type(await canvas.findByLabelText('Coupon code'), 'SAVE10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByTestId('applied-coupon')).toHaveTextContent('SAVE10');
    await waitFor(() => expect(canvas.getByTestId('cart-discount')).toHaveTextContent('−$1.30'));
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('$11.69');
  },
};

export const InvalidCoupon: Story = {
  play: async ({ canvas }) => {
    add('v1-own-HD');
    await userEvent.type(await canvas.findByLabelText('Coupon code'), 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid coupon');
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('$12.99');
  },
};

/** A guest checks out: told to sign in, with a link back to the cart after logging in. */
export const CheckoutSignedOut: Story = {
  play: async ({ canvas }) => {
    add('v1-own-HD');
    await userEvent.click(await canvas.findByRole('button', { name: 'Check out' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('User not authenticated');
    await expect(canvas.getByRole('link', { name: 'Log in to check out' })).toHaveAttribute(
      'href',
      '/login?redirect=/cart',
    );
  },
};

/** A slow validation: the button says so and is disabled; then on to billing. */
export const CheckingOut: Story = {
  play: async ({ canvas }) => {
    await signInShopper();
    add('v1-own-HD');
    shop().server.inject('/api/cart/validate', slow(1500));
    await userEvent.click(await canvas.findByRole('button', { name: 'Check out' }));
    const button = await canvas.findByRole('button', { name: 'Checking your cart…' });
    await expect(button).toBeDisabled();
    await expect(await canvas.findByText('Navigated away', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Bought on another device since: checkout's validation refuses, the cart stays. */
export const CheckoutValidationFailed: Story = {
  play: async ({ canvas }) => {
    await signInShopper();
    add('v1-own-HD');
    shop().commerce.cart.sync();
    await waitFor(() => expect(shop().server.cartOf(SHOPPER)?.products).toHaveLength(1));
    shop().server.setOwnedProducts(SHOPPER, [
      makeOwnedProduct({ videoId: 'v1', resolution: 'HD' }),
    ]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check out' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(await canvas.findByText('Already owned')).toBeVisible();
    await expect(canvas.queryByText('Navigated away')).toBeNull();
  },
};

/** The server fails the validation: its message shows, the button is usable again. */
export const CheckoutServerError: Story = {
  play: async ({ canvas }) => {
    await signInShopper();
    add('v1-own-HD');
    shop().server.inject('/api/cart/validate', 500);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check out' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check out' })).toBeEnabled();
    await expect(canvas.queryByText('Navigated away')).toBeNull();
  },
};
