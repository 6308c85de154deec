import type {
  AdminAffiliate,
  AdminAffiliateRow,
  AdminLedgerPage,
  PayoutRunPreview,
} from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AffiliateDetail } from '../../../storefront/app/components/admin/affiliate-detail';
import { AffiliatesList } from '../../../storefront/app/components/admin/affiliates-list';
import { PayoutRunPanel } from '../../../storefront/app/components/admin/payout-run';
import { withRouter } from './withRouter';

const row = (n: number, extra: Partial<AdminAffiliateRow> = {}): AdminAffiliateRow => ({
  id: `usr_aff_${n}`,
  email: `partner${n}@example.test`,
  code: `PARTNER${n}`,
  status: 'active',
  rateBp: null,
  clicks: 100 * n,
  signups: 3 * n,
  sales: 2 * n,
  pendingCents: 1_250 * n,
  approvedCents: 900 * n,
  paidCents: 4_000 * n,
  balanceCents: 2_150 * n,
  createdAt: `2026-0${n}-01T10:00:00.000Z`,
  ...extra,
});

const rows = [row(3), row(2, { rateBp: 4500 }), row(1, { status: 'suspended', rateBp: 3000 })];
const list = {
  from: '2026-02-01',
  to: '2026-03-02',
  items: rows,
  page: 1,
  limit: 25,
  total: rows.length,
  totalPages: 1,
};

/** `/admin/affiliates`: figures over a period, search, status filter, sortable columns, pages. */
const meta = {
  title: 'Storefront/Admin/Affiliates',
  component: AffiliatesList,
  decorators: [withRouter],
  args: { list, query: { status: 'active', sort: 'balance', dir: 'desc' } },
} satisfies Meta<typeof AffiliatesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Affiliates, figures from 2026-02-01/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(within(table).getByText('Suspended')).toBeVisible();
    await expect(within(table).getByText('45 %')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Balance/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    await expect(canvas.getByRole('link', { name: 'PARTNER3' })).toHaveAttribute(
      'href',
      '/admin/affiliates/usr_aff_3',
    );
  },
};

export const Empty: Story = {
  args: { list: { ...list, items: [], total: 0, totalPages: 0 }, query: { q: 'nobody' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No affiliate matches these filters.')).toBeVisible();
    await expect(canvas.getByLabelText('Code or e-mail')).toHaveValue('nobody');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: /Affiliates/ }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const runKeys = ['2026-03-01', '2026-02-16', '2026-02-01'];
const preview: PayoutRunPreview = {
  runKey: '2026-03-01',
  periodStart: '2026-02-16',
  payCount: 1,
  payTotalCents: 12_340,
  lines: [
    {
      affiliateId: 'usr_aff_3',
      email: 'partner3@example.test',
      code: 'PARTNER3',
      outcome: 'pay',
      method: 'paxum',
      masked: 'p•••@example.test',
      amountCents: 12_340,
      feeCents: 0,
      minimumCents: 2_500,
      entries: 9,
      payoutId: null,
    },
    {
      affiliateId: 'usr_aff_4',
      email: 'partner4@example.test',
      code: 'PARTNER4',
      outcome: 'below-minimum',
      method: 'wire',
      masked: 'DE89 •••• 3000 · DEUTDEFF',
      amountCents: 4_100,
      feeCents: 1_500,
      minimumCents: 50_000,
      entries: 3,
      payoutId: null,
    },
    {
      affiliateId: 'usr_aff_2',
      email: 'partner2@example.test',
      code: 'PARTNER2',
      outcome: 'unverified',
      method: 'usdt',
      masked: 'TRC20 TQ5N••••TdVi',
      amountCents: 15_000,
      feeCents: 100,
      minimumCents: 10_000,
      entries: 6,
      payoutId: null,
    },
    {
      affiliateId: 'usr_aff_5',
      email: 'partner5@example.test',
      code: 'PARTNER5',
      outcome: 'no-payment-info',
      method: null,
      masked: null,
      amountCents: 800,
      feeCents: 0,
      minimumCents: null,
      entries: 1,
      payoutId: null,
    },
    {
      affiliateId: 'usr_aff_1',
      email: 'partner1@example.test',
      code: 'PARTNER1',
      outcome: 'suspended',
      method: 'paxum',
      masked: 'h•••@example.test',
      amountCents: 6_000,
      feeCents: 0,
      minimumCents: 2_500,
      entries: 4,
      payoutId: null,
    },
  ],
};

/** The payout run: pick a date, preview who is paid and why not, confirm (asks first). */
export const RunPreview: StoryObj<typeof PayoutRunPanel> = {
  render: (args) => <PayoutRunPanel {...args} />,
  args: { runKeys, runKey: '2026-03-01', preview, result: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('payout-preview-summary')).toHaveTextContent(
      '1 payout, $123.40',
    );
    const line = (code: string) => canvas.getByRole('row', { name: new RegExp(code) });
    await expect(line('PARTNER3')).toHaveTextContent('Will be paid');
    await expect(line('PARTNER4')).toHaveTextContent('Below the minimum');
    await expect(line('PARTNER2')).toHaveTextContent('Payment info not verified');
    await expect(line('PARTNER5')).toHaveTextContent('No payment info');
    await expect(line('PARTNER1')).toHaveTextContent('Suspended: held');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm payout run' }));
    const dialog = canvas.getByRole('dialog', { name: 'Confirm the payout run of 2026-03-01?' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(dialog).not.toBeVisible();
  },
};

export const RunConfirmedAgain: StoryObj<typeof PayoutRunPanel> = {
  render: (args) => <PayoutRunPanel {...args} />,
  args: {
    runKeys,
    runKey: '2026-03-01',
    preview: {
      ...preview,
      payCount: 0,
      payTotalCents: 0,
      lines: preview.lines.map((l) =>
        l.outcome === 'pay' ? { ...l, outcome: 'in-run', payoutId: 'po_1' } : l,
      ),
    },
    result: {
      ok: true,
      intent: 'confirm-run',
      message:
        'The run of 2026-03-01 was confirmed already: nothing new was made (1 payout in this run).',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('confirmed already');
    await expect(canvas.getByRole('row', { name: /PARTNER3/ })).toHaveTextContent(
      'Paid in this run',
    );
    await expect(canvas.getByRole('button', { name: 'Confirm payout run' })).toBeDisabled();
  },
};

export const RunNobodyToPay: StoryObj<typeof PayoutRunPanel> = {
  render: (args) => <PayoutRunPanel {...args} />,
  args: {
    runKeys,
    runKey: '2026-02-16',
    preview: {
      runKey: '2026-02-16',
      periodStart: '2026-02-01',
      lines: [],
      payCount: 0,
      payTotalCents: 0,
    },
    result: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nobody has an approved balance for this run.')).toBeVisible();
  },
};

export const RunNotPreviewed: StoryObj<typeof PayoutRunPanel> = {
  render: (args) => <PayoutRunPanel {...args} />,
  args: {
    runKeys,
    runKey: null,
    preview: null,
    error: 'Pick one of the listed run dates.',
    result: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pick one of the listed run dates.');
    await expect(canvas.getByLabelText('Run date')).toHaveValue('2026-03-01');
    await expect(canvas.queryByTestId('payout-preview')).toBeNull();
  },
};

const affiliate: AdminAffiliate = {
  ...row(2, { rateBp: 4500 }),
  version: 3,
  defaultRateBp: 4000,
  suspendedAt: null,
  payment: {
    method: 'paxum',
    masked: 'p•••@example.test',
    verified: true,
    verifiedAt: '2026-02-10T09:00:00.000Z',
  },
  payouts: [
    {
      id: 'po_2',
      runKey: '2026-03-01',
      periodStart: '2026-02-16',
      periodEnd: '2026-03-01',
      method: 'paxum',
      methodMasked: 'p•••@example.test',
      amountCents: 12_340,
      feeCents: 0,
      status: 'open',
      reference: null,
      paidAt: null,
      createdAt: '2026-03-01T09:00:00.000Z',
    },
    {
      id: 'po_1',
      runKey: '2026-02-16',
      periodStart: '2026-02-01',
      periodEnd: '2026-02-16',
      method: 'paxum',
      methodMasked: 'p•••@example.test',
      amountCents: 8_000,
      feeCents: 0,
      status: 'paid',
      reference: 'PAXUM-20260216-AB12',
      paidAt: '2026-02-17T10:00:00.000Z',
      createdAt: '2026-02-16T09:00:00.000Z',
    },
  ],
  history: [
    {
      id: 9,
      at: '2026-02-10T09:00:00.000Z',
      actorEmail: 'admin@reelcart.test',
      entityType: 'affiliate',
      entityId: 'usr_aff_2',
      action: 'update',
      changes: [{ field: 'commissionRateBp', before: null, after: 4500 }],
    },
  ],
};

const ledger: AdminLedgerPage = {
  items: [
    {
      id: 'com_1',
      kind: 'commission',
      status: 'pending',
      orderNumber: '1042',
      amountCents: 854,
      baseCents: 1898,
      rateBp: 4500,
      source: 'newsletter',
      createdAt: '2026-02-20T12:00:00.000Z',
      availableAt: '2026-03-22T12:00:00.000Z',
    },
    {
      id: 'adj_1',
      kind: 'adjustment',
      status: 'approved',
      orderNumber: '1001',
      amountCents: -400,
      baseCents: 1000,
      rateBp: 4000,
      source: null,
      createdAt: '2026-02-18T12:00:00.000Z',
      availableAt: '2026-02-18T12:00:00.000Z',
    },
  ],
  page: 1,
  limit: 25,
  total: 27,
  totalPages: 2,
};

/** `/admin/affiliates/{id}`: terms, masked payment info, payouts (mark paid), ledger, history. */
export const Detail: StoryObj<typeof AffiliateDetail> = {
  render: (args) => <AffiliateDetail {...args} />,
  args: { affiliate, ledger, result: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('PARTNER2');
    await expect(canvas.getByTestId('payment-verified')).toHaveTextContent('Verified');
    await expect(canvas.getByLabelText('Commission rate override (%)')).toHaveValue('45');
    const open = canvas.getByTestId('payout-po_2');
    await expect(within(open).getByTestId('payout-status')).toHaveTextContent('Open');
    await expect(
      within(canvas.getByTestId('payout-po_1')).getByText('PAXUM-20260216-AB12'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Older entries' })).toBeVisible();
    // An empty reference is refused before anything is sent.
    await userEvent.click(within(open).getByRole('button', { name: 'Mark paid' }));
    await expect(within(open).getByText('At least 3 characters')).toBeVisible();
  },
};

export const SuspendedUnverified: StoryObj<typeof AffiliateDetail> = {
  render: (args) => <AffiliateDetail {...args} />,
  args: {
    affiliate: {
      ...affiliate,
      status: 'suspended',
      suspendedAt: '2026-03-01T08:00:00.000Z',
      payment: { ...affiliate.payment, verified: false, verifiedAt: null },
      history: [],
    },
    ledger: { ...ledger, total: 2, totalPages: 1 },
    result: { ok: true, intent: 'save-affiliate', message: 'Affiliate saved.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('affiliate-status')).toHaveTextContent(
      'Suspended since 2026-03-01 08:00 UTC',
    );
    await expect(canvas.getByTestId('payment-verified')).toHaveTextContent('Not verified');
    await expect(canvas.getByText('Held while suspended')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark verified' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Affiliate saved.');
  },
};

export const NoPaymentInfoNoPayouts: StoryObj<typeof AffiliateDetail> = {
  render: (args) => <AffiliateDetail {...args} />,
  args: {
    affiliate: {
      ...affiliate,
      rateBp: null,
      payment: { method: null, masked: null, verified: false, verifiedAt: null },
      payouts: [],
      history: [],
    },
    ledger: { items: [], page: 1, limit: 25, total: 0, totalPages: 0 },
    result: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No payment info saved yet/)).toBeVisible();
    await expect(canvas.getByText('No payouts yet.')).toBeVisible();
    await expect(canvas.getByText('No ledger entries yet.')).toBeVisible();
    await expect(canvas.getByText('Default (40 %)')).toBeVisible();
  },
};

export const InvalidRateAndStale: StoryObj<typeof AffiliateDetail> = {
  render: (args) => <AffiliateDetail {...args} />,
  args: {
    affiliate,
    ledger,
    result: {
      ok: false,
      intent: 'save-affiliate',
      conflict: true,
      fieldErrors: {},
      formError:
        'This affiliate was changed by someone else while you were editing (it is now at version 4). Your changes were not saved: reload to see theirs, then apply yours again.',
      values: { status: 'suspended', commissionPercent: '33', version: '3' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('changed by someone else');
    await expect(canvas.getByLabelText('Commission rate override (%)')).toHaveValue('33');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('suspended');
    const rate = canvas.getByLabelText('Commission rate override (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '95');
    await userEvent.click(canvas.getByRole('button', { name: 'Save affiliate' }));
    await expect(canvas.getByText('At most 90 %')).toBeVisible();
  },
};
