import { makeOwnedProduct } from '@reelcart/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BillingPage } from '../../../storefront/app/components/billing-page';
import { line, SHOPPER, shop, signInShopper, withShop } from './shop';
import { withRouter } from './withRouter';

/**
 * `/billing`: the order summary (the lines, the coupon's discount and the total — the cart's own
 * figures) above the payment form, over the SDK and its fake server. Every story passes axe.
 */
const meta = {
  title: 'Storefront/Billing',
  component: BillingPage,
  decorators: [withRouter, withShop],
  parameters: { layout: 'fullscreen' },
  args: {
    billers: [
      { id: 'card', name: 'Card', kind: 'card' },
      { id: 'crypto', name: 'Crypto', kind: 'crypto' },
    ],
  },
} satisfies Meta<typeof BillingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in shopper's cart of `ids`, checked out (as "Check out" on the cart leaves it). */
async function checkedOut(ids: string[], coupon?: string) {
  await signInShopper();
  const { cart } = shop().commerce;
  for (const id of ids) cart.add(line(id));
  if (coupon) await cart.applyCoupon(coupon);
  const result = await cart.checkout();
  if (result.error) throw new Error(result.error.message);
}

/** The stored cart has not been read yet (a slow IndexedDB). */
export const Loading: Story = {
  parameters: { slowStorage: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your cart…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Your cart is empty/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse videos' })).toHaveAttribute(
      'href',
      '/videos',
    );
  },
};

/** Two lines (one with a very long title) and SAVE10: 10 % off, the Pay button says the total. */
export const Summary: Story = {
  play: async ({ canvas }) => {
    await checkedOut(['v1-own-HD', 'v2-rental-HD'], 'SAVE10');
    const summary = await canvas.findByRole('region', { name: 'Order summary' });
    await expect(within(summary).getAllByTestId('summary-line')).toHaveLength(2);
    await expect(canvas.getByTestId('billing-coupon')).toHaveTextContent('SAVE10');
    const total = canvas.getByTestId('billing-total').textContent ?? '';
    await expect(canvas.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Bought in another tab since the checkout: the line says so and the page says what to do. */
export const LineNoLongerForSale: Story = {
  play: async ({ canvas }) => {
    await checkedOut(['v1-own-HD', 'v3-rental-HD']);
    shop().server.setOwnedProducts(SHOPPER, [
      makeOwnedProduct({ videoId: 'v1', resolution: 'HD' }),
    ]);
    shop().commerce.cart.refetch(true);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Some items in your cart can no longer be bought.',
    );
    await expect(canvas.getByText('Already owned')).toBeVisible();
  },
};

/** The cart was edited after the checkout (another tab): the page sends the shopper back. */
export const CartChanged: Story = {
  play: async ({ canvas }) => {
    await checkedOut(['v1-own-HD']);
    await canvas.findByRole('region', { name: 'Order summary' });
    shop().commerce.cart.add(line('v3-rental-HD'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your cart changed since you checked out.',
    );
    await waitFor(() => expect(canvas.getAllByTestId('summary-line')).toHaveLength(2));
  },
};

/** The payment fails (the fake server has no payment call): its message shows, Pay is usable. */
export const PaymentFailed: Story = {
  play: async ({ canvas }) => {
    await checkedOut(['v1-own-HD']);
    await userEvent.type(await canvas.findByLabelText('Card number'), '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Pay/ })).toBeEnabled();
  },
};

/**
 * The cart fell below BIG5's minimum subtotal after the coupon was applied: nothing is taken off,
 * the summary says how much more is needed, and the Pay button says the full price (decision 045).
 */
export const CouponBelowItsMinimum: Story = {
  play: async ({ canvas }) => {
    await checkedOut(['v1-own-HD'], 'BIG5');
    const note = await canvas.findByTestId('billing-coupon-minimum');
    await expect(note).toHaveTextContent(
      /^Add \$[\d,]+\.\d\d more to use BIG5 \(minimum subtotal \$1,000\.00\)/,
    );
    await expect(canvas.getByTestId('billing-discount')).toHaveTextContent('−$0.00');
    const total = canvas.getByTestId('billing-total').textContent ?? '';
    await expect(canvas.getByRole('button', { name: new RegExp(`^Pay \\${total}`) })).toBeVisible();
  },
};
