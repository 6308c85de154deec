import type { AdminOrder, AdminOrderRow } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderDetail } from '../../../storefront/app/components/admin/order-detail';
import { OrdersList, OrdersListError } from '../../../storefront/app/components/admin/orders-list';
import { withRouter } from './withRouter';

const row = (n: number, extra: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  _id: `ord_${n}`,
  orderNumber: `RC-00010${n}`,
  createdAt: `2026-0${n}-02T10:00:00.000Z`,
  buyerEmail: `buyer${n}@example.test`,
  status: 'paid',
  gateway: 'test-card',
  couponCode: null,
  affiliateCode: null,
  items: 1,
  totalCents: 1_499,
  refundedCents: 0,
  ...extra,
});

const rows = [
  row(1),
  row(2, { couponCode: 'WELCOME10', totalCents: 2_697, items: 2, affiliateCode: 'REELPAID' }),
  row(3, { status: 'partially_refunded', refundedCents: 899, items: 2, totalCents: 2_398 }),
  row(4, { status: 'refunded', refundedCents: 1_499 }),
  row(5, { status: 'declined', gateway: 'test-crypto' }),
];

/** `/admin/orders`: filters in the URL, the orders table (server-sorted and paged). */
const meta = {
  title: 'Storefront/Admin/Orders',
  component: OrdersList,
  decorators: [withRouter],
  args: {
    list: { items: rows, page: 1, limit: 25, total: rows.length, totalPages: 1 },
    query: { status: 'paid', sort: 'total', dir: 'asc' },
  },
} satisfies Meta<typeof OrdersList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Orders/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(within(table).getByText('Partially refunded')).toBeVisible();
    await expect(within(table).getByText('REELPAID')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
    await expect(canvas.getByRole('link', { name: 'RC-000101' })).toHaveAttribute(
      'href',
      '/admin/orders/ord_1',
    );
    await expect(within(table).getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const Empty: Story = {
  args: { list: { items: [], page: 1, limit: 25, total: 0, totalPages: 0 }, query: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: {
    list: { items: [], page: 1, limit: 25, total: 0, totalPages: 0 },
    query: { q: 'nobody', coupon: 'NOPE' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No order matches these filters.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear the filters' })).toBeVisible();
    await expect(canvas.getByLabelText('Order or e-mail')).toHaveValue('nobody');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: /Orders/ }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: StoryObj<typeof OrdersListError> = {
  render: (args) => <OrdersListError {...args} />,
  args: { message: 'The server did not answer. Please try again in a moment.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The orders could not be loaded.');
  },
};

const order: AdminOrder = {
  ...row(2, { couponCode: 'WELCOME10', totalCents: 2_697, items: 2, affiliateCode: 'REELPAID' }),
  buyerId: 'usr_2',
  subtotalCents: 2_997,
  discountCents: 300,
  paidAt: '2026-02-02T10:00:05.000Z',
  country: 'DE',
  lines: [
    {
      productId: 'prd_0001_own_hd',
      videoSlug: 'secret-harbor',
      videoTitle: 'Secret Harbor',
      orderType: 'own',
      resolution: 'HD',
      priceCents: 1_999,
      paidCents: 1_799,
      refund: null,
    },
    {
      productId: 'prd_0002_rental',
      videoSlug: 'quiet-light',
      videoTitle: 'Quiet Light',
      orderType: 'rental',
      resolution: 'HD',
      priceCents: 998,
      paidCents: 898,
      refund: null,
    },
  ],
  payments: [
    {
      _id: 'pay_1',
      gateway: 'test-card',
      status: 'approved',
      reference: 'TC-123456',
      message: null,
      amountCents: 2_697,
      createdAt: '2026-02-02T10:00:04.000Z',
    },
  ],
  coupon: { code: 'WELCOME10', percentOff: 10, amountOffCents: null },
  attribution: {
    affiliateId: 'usr_affiliate',
    affiliateCode: 'REELPAID',
    source: 'newsletter',
    landingPage: '/videos',
    commissionCents: 1_078,
    commissionStatus: 'pending',
  },
  refunds: [],
  refundableCents: 2_697,
  timeline: [
    {
      at: '2026-02-02T10:00:00.000Z',
      kind: 'created',
      label: 'Order created',
      actorEmail: 'buyer2@example.test',
      detail: null,
    },
    {
      at: '2026-02-02T10:00:04.000Z',
      kind: 'payment',
      label: 'Payment approved (test-card)',
      actorEmail: null,
      detail: 'TC-123456',
    },
    { at: '2026-02-02T10:00:05.000Z', kind: 'paid', label: 'Paid', actorEmail: null, detail: null },
  ],
  history: [],
};

const refunded: AdminOrder = {
  ...order,
  status: 'refunded',
  refundedCents: 2_697,
  refundableCents: 0,
  lines: order.lines.map((l) => ({
    ...l,
    refund: { refundId: 'rfd_1', amountCents: l.paidCents, at: '2026-02-05T09:00:00.000Z' },
  })),
  attribution: order.attribution && { ...order.attribution, commissionStatus: 'voided' },
  timeline: [
    ...order.timeline,
    {
      at: '2026-02-05T09:00:00.000Z',
      kind: 'refund',
      label: 'Refunded 2 lines',
      actorEmail: 'admin@reelcart.test',
      detail: 'Duplicate purchase',
    },
    {
      at: '2026-02-05T09:00:00.000Z',
      kind: 'commission',
      label: 'Affiliate commission voided',
      actorEmail: null,
      detail: null,
      amountCents: -539,
    },
  ],
};

type DetailStory = StoryObj<typeof OrderDetail>;
const detail = (args: Partial<Parameters<typeof OrderDetail>[0]>): DetailStory => ({
  render: (a) => <OrderDetail {...a} />,
  args: { order, refundKey: 'rf-story', result: undefined, ...args },
});

/** `/admin/orders/{id}`: lines, payments, coupon and attribution, timeline; the refund dialog closed. */
export const Detail: DetailStory = {
  ...detail({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Order RC-000102');
    await expect(canvas.getAllByTestId('order-line')).toHaveLength(2);
    await expect(canvas.getByTestId('order-affiliate')).toHaveTextContent('REELPAID');
    await expect(canvas.getByTestId('order-timeline')).toHaveTextContent('Payment approved');
  },
};

/** The dialog opened for one line: only that line ticked, its amount; a reason is required. */
export const RefundOneLine: DetailStory = {
  ...detail({}),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refund Quiet Light (HD)…' }));
    const dialog = canvas.getByRole('dialog', { name: 'Refund RC-000102' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: /Quiet Light/ })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: /Secret Harbor/ })).not.toBeChecked();
    await expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('Refund $8.98');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $8.98' }));
    await expect(within(dialog).getByText(/Give a reason/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(dialog).not.toBeVisible();
  },
};

/** The dialog open for the whole order. */
export const RefundDialogOpen: DetailStory = {
  ...detail({ dialogOpen: true }),
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Refund RC-000102' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('Refund $26.97');
    await expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent(
      "affiliate commission's share of this amount is reversed",
    );
  },
};

/** The server refused (a concurrent refund won): the dialog reopens with its message. */
export const RefundRefused: DetailStory = {
  ...detail({
    result: {
      ok: false,
      intent: 'refund',
      fieldErrors: {},
      formError: 'The line prd_0002_rental was refunded already; it cannot be refunded twice',
      values: { reason: 'Duplicate', productIds: 'prd_0002_rental' },
    },
  }),
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Refund RC-000102' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('refunded already');
    await expect(within(dialog).getByLabelText('Reason (required)')).toHaveValue('Duplicate');
  },
};

/** After a full refund: the message, every line refunded, the commission voided, no refund button. */
export const Refunded: DetailStory = {
  ...detail({
    order: refunded,
    result: {
      ok: true,
      intent: 'refund',
      message: 'Refunded $26.97 (2 lines). The affiliate commission was voided.',
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Refunded $26.97');
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('Refunded');
    await expect(canvas.getByTestId('order-affiliate')).toHaveTextContent('(voided)');
    // The commission's amount as money, not "−539 cents" (issue 33).
    await expect(canvas.getByTestId('order-timeline')).toHaveTextContent(
      'Affiliate commission voided · −$5.39',
    );
    await expect(canvas.getByText('Every line is refunded.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refund order…' })).toBeNull();
  },
};
