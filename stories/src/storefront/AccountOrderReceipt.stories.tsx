import { makeOrder, withCoupon, withRefund } from '@reelcart/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderReceipt } from '../../../storefront/app/components/account/order-receipt';
import { withRouter } from './withRouter';

/**
 * `/dashboard/orders/:orderNumber`: lines, coupon and discount, gateway, history, totals, print;
 * after a refund the refunded lines, the refunds and the remaining total (decision 064).
 */
const meta = {
  title: 'Storefront/Account/Order receipt',
  component: OrderReceipt,
  decorators: [withRouter],
  args: { order: makeOrder(1), billerName: 'Test card' },
} satisfies Meta<typeof OrderReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order RC-100001' })).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: /Own · HD \(720p\)/ })).toHaveTextContent(
      '$14.99',
    );
    await expect(
      canvas.getByRole('row', { name: /Rent \(72 h\) · HD \(720p\)/ }),
    ).toHaveTextContent('$3.99');
    await expect(canvas.getByRole('link', { name: 'Video 1' })).toHaveAttribute(
      'href',
      '/videos/video-1',
    );
    await expect(canvas.getByText('Test card')).toBeInTheDocument();
    const history = canvas.getAllByRole('listitem').map((li) => li.textContent);
    await expect(history).toEqual([
      'Placed: Nov 19, 2026, 09:30 UTC',
      'Paid: Nov 19, 2026, 09:31 UTC',
    ]);
    await expect(canvas.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  },
};

export const WithCoupon: Story = {
  args: {
    order: withCoupon(makeOrder(4), 'WELCOME10', 10),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Discount \(WELCOME10\)/ })).toHaveTextContent(
      '−$1.90',
    );
    await expect(canvas.getByRole('row', { name: /^Total/ })).toHaveTextContent('$17.08');
  },
};

export const Declined: Story = {
  args: { order: makeOrder(5, { status: 'declined', paidAt: null }), billerName: 'Test crypto' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Declined by the payment gateway')).toBeInTheDocument();
    const history = canvas.getAllByRole('listitem').map((li) => li.textContent ?? '');
    await expect(history.some((text) => text.startsWith('Paid'))).toBe(false);
  },
};

const COUPONED = withCoupon(makeOrder(6), 'WELCOME10', 10);

export const PartiallyRefunded: Story = {
  args: { order: withRefund(COUPONED, ['prd_6_own_hd'], '2026-11-24T08:42:00.000Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('Partially refunded');
    await expect(canvas.getByRole('row', { name: /Own · HD/ })).toHaveTextContent(
      'Refunded $13.49 on Nov 24, 2026',
    );
    await expect(canvas.getByRole('row', { name: /Rent \(72 h\)/ })).toHaveTextContent(
      'Not refunded',
    );
    await expect(canvas.getByRole('row', { name: /^Remaining total/ })).toHaveTextContent('$3.59');
    await expect(canvas.getByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
  },
};

export const Refunded: Story = {
  args: {
    order: withRefund(
      withRefund(COUPONED, ['prd_6_own_hd'], '2026-11-24T08:42:00.000Z'),
      ['prd_6_rental'],
      '2026-11-25T10:00:00.000Z',
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('Refunded');
    await expect(canvas.getByRole('row', { name: /^Remaining total/ })).toHaveTextContent('$0.00');
    const history = canvas.getAllByRole('listitem').map((li) => li.textContent);
    await expect(history).toEqual([
      'Placed: Nov 14, 2026, 09:30 UTC',
      'Paid: Nov 14, 2026, 09:31 UTC',
      'Refunded $13.49: Nov 24, 2026, 08:42 UTC',
      'Refunded $3.59: Nov 25, 2026, 10:00 UTC',
    ]);
  },
};
