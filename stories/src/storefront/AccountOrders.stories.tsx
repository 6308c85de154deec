import { makeOrder, withRefund } from '@reelcart/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadError } from '../../../storefront/app/components/account/load-error';
import { OrderList } from '../../../storefront/app/components/account/order-list';
import { withRouter } from './withRouter';

const ORDERS = [
  makeOrder(1),
  makeOrder(2, { status: 'declined', paidAt: null }),
  makeOrder(3, { status: 'pending', paidAt: null, items: makeOrder(3).items.slice(0, 1) }),
  withRefund(makeOrder(4), ['prd_4_rental'], '2026-11-18T10:00:00.000Z'),
];

/** `/dashboard/orders`: number (a link), date, status, lines, total; pages in the URL. */
const meta = {
  title: 'Storefront/Account/Orders',
  component: OrderList,
  decorators: [withRouter],
  args: { orders: ORDERS, page: 1, totalPages: 1, total: ORDERS.length },
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('4 orders');
    const first = canvas.getByRole('row', { name: /RC-100001/ });
    await expect(first).toHaveTextContent('Paid');
    await expect(first).toHaveTextContent('2 lines');
    await expect(first).toHaveTextContent('$18.98');
    await expect(canvas.getByRole('link', { name: 'RC-100001' })).toHaveAttribute(
      'href',
      '/dashboard/orders/RC-100001',
    );
    await expect(canvas.getByRole('row', { name: /RC-100003/ })).toHaveTextContent('1 line');
    // A refunded line shows in the status (decision 064).
    await expect(canvas.getByRole('row', { name: /RC-100004/ })).toHaveTextContent(
      'Partially refunded',
    );
  },
};

export const Paginated: Story = {
  args: { page: 2, totalPages: 3, total: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/', // page 1 is the bare URL
    );
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=3');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
  },
};

export const Empty: Story = {
  args: { orders: [], total: 0, totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no orders yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse videos' })).toHaveAttribute(
      'href',
      '/videos',
    );
  },
};

export const PastTheLastPage: Story = {
  args: { orders: [], page: 9, total: 3, totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to the first page' })).toBeInTheDocument();
  },
};

/** What the page shows when the API cannot answer: the reason and a retry. */
export const LoadFailed: StoryObj<typeof LoadError> = {
  render: () => (
    <LoadError message="We could not load this just now. Please try again in a moment." />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load this just now');
    await expect(canvas.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  },
};
