import type { AdminCoupon, AdminCouponRow } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActionData } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CouponEditor } from '../../../storefront/app/components/admin/coupon-editor';
import { CouponsList } from '../../../storefront/app/components/admin/coupons-list';
import type { FormFailure, FormResult } from '../../../storefront/app/lib/admin-forms';
import { withRouter } from './withRouter';

const usage = (timesUsed: number) => ({
  timesUsed,
  distinctUsers: timesUsed,
  discountCents: timesUsed * 150,
  revenueCents: timesUsed * 1350,
});

const row = (code: string, extra: Partial<AdminCouponRow> = {}): AdminCouponRow => ({
  _id: `cpn_${code.toLowerCase()}`,
  code,
  discountType: 'percent',
  percentOff: 10,
  amountOffCents: null,
  appliesToGateway: [],
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  perUserLimit: null,
  minSubtotalCents: null,
  active: true,
  state: 'active',
  usage: usage(0),
  version: 1,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const rows = [
  row('WELCOME10', { usage: usage(42) }),
  row('CRYPTO20', { percentOff: 20, appliesToGateway: ['test-crypto'] }),
  row('FIVEOFF', { discountType: 'amount', percentOff: null, amountOffCents: 500 }),
  row('EXPIRED', { expiresAt: '2020-01-01T00:00:00.000Z', state: 'expired' }),
  row('SPRING15', {
    startsAt: '2099-04-01T00:00:00.000Z',
    expiresAt: '2099-05-01T00:00:00.000Z',
    state: 'scheduled',
  }),
  row('LAUNCH10', { usageLimit: 3, state: 'used-up', usage: usage(3) }),
  row('RETIRED', { active: false, state: 'inactive' }),
];

/** `/admin/coupons`: search and the active filter in the URL; state and usage per coupon. */
const meta = {
  title: 'Storefront/Admin/Coupons',
  component: CouponsList,
  decorators: [withRouter],
  args: {
    list: { items: rows, page: 1, limit: 25, total: rows.length, totalPages: 1 },
    query: {},
  },
} satisfies Meta<typeof CouponsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Coupons/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(within(table).getByText('Used up')).toBeVisible();
    await expect(within(table).getByText('3 / 3')).toBeVisible();
    await expect(within(table).getByText('$5.00 off')).toBeVisible();
    await expect(within(table).getByText('test-crypto')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'WELCOME10' })).toHaveAttribute(
      'href',
      '/admin/coupons/cpn_welcome10',
    );
  },
};

export const Empty: Story = {
  args: { list: { items: [], page: 1, limit: 25, total: 0, totalPages: 0 }, query: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No coupons yet/)).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: {
    list: { items: [], page: 1, limit: 25, total: 0, totalPages: 0 },
    query: { q: 'nothing', active: 'false' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No coupon matches these filters.')).toBeVisible();
    await expect(canvas.getByLabelText('Code')).toHaveValue('nothing');
    await expect(canvas.getByLabelText('Active')).toHaveValue('false');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: /Coupons/ }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const billers = [
  { id: 'test-card', name: 'Test card', kind: 'card' as const },
  { id: 'test-crypto', name: 'Test crypto', kind: 'crypto' as const },
];

const coupon: AdminCoupon = {
  ...row('CARDONCE', {
    percentOff: 25,
    appliesToGateway: ['test-card'],
    perUserLimit: 1,
    usageLimit: 100,
    usage: usage(7),
    version: 3,
  }),
  history: [
    {
      id: 9,
      at: '2026-03-04T09:30:00.000Z',
      actorEmail: 'admin@reelcart.test',
      entityType: 'coupon',
      entityId: 'cpn_cardonce',
      action: 'update',
      changes: [{ field: 'perUserLimit', before: null, after: 1 }],
    },
  ],
};

type EditorStory = StoryObj<typeof CouponEditor>;

/** `/admin/coupons/{id}`: usage figures, the form at a version, the history. */
export const Edit: EditorStory = {
  render: () => <CouponEditor coupon={coupon} billers={billers} result={undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Coupon CARDONCE');
    await expect(canvas.getByTestId('usage-Times used')).toHaveTextContent('7 / 100');
    await expect(canvas.getByLabelText('Test card')).toBeChecked();
    await expect(canvas.getByLabelText('Test crypto')).not.toBeChecked();
    await expect(canvas.getByLabelText('Uses per customer')).toHaveValue('1');
  },
};

/** Create: the browser checks the form with the contract's schema before sending it. */
export const CreateInvalid: EditorStory = {
  render: () => <CouponEditor coupon={null} billers={billers} result={undefined} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Percent off (1–100)'), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
    await expect(canvas.getByText('A code has 3 to 32 characters')).toBeVisible();
    await expect(canvas.getByText('A percent from 1 to 100')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Amount off'));
    await expect(canvas.getByLabelText('Amount off ($)')).toBeVisible();
  },
};

const CODE_TAKEN: FormFailure = {
  ok: false,
  intent: 'save-coupon',
  formError: 'A coupon with the code WELCOME10 already exists: choose another code.',
  fieldErrors: { code: 'A coupon with the code WELCOME10 already exists: choose another code.' },
  values: { code: 'welcome10', discountType: 'percent', percentOff: '10' },
};

/** A save refused by the server: the code is taken; what was typed stays. */
export const CodeTaken: EditorStory = {
  render: () => <CouponEditor coupon={null} billers={billers} result={CODE_TAKEN} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('already exists');
    await expect(canvas.getByLabelText('Code')).toHaveValue('welcome10');
    await expect(canvas.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The new-coupon page as the route renders it: the form shows the action's answer. */
function NewCouponPage() {
  const result = useActionData() as FormResult | undefined;
  return <CouponEditor coupon={null} billers={billers} result={result} />;
}

/**
 * The browser's errors first; once the form passes them, the server refuses the code: its error
 * shows next to the code (invalid, described by it), not only in the alert.
 */
export const CodeTakenAfterSubmit: EditorStory = {
  render: () => <NewCouponPage />,
  parameters: {
    routerAction: (): FormResult => CODE_TAKEN,
  },
  play: async ({ canvas }) => {
    const code = canvas.getByLabelText('Code');
    const percent = canvas.getByLabelText('Percent off (1–100)');
    await userEvent.type(percent, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/A code has 3 to 32 characters/);
    await userEvent.type(code, 'welcome10');
    await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('already exists');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/already exists: choose another code\.$/),
    );
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(percent).not.toHaveAttribute('aria-invalid');
  },
};

/** A stale version: the conflict message and a link to the latest. */
export const Conflict: EditorStory = {
  render: () => (
    <CouponEditor
      coupon={coupon}
      billers={billers}
      result={{
        ok: false,
        intent: 'save-coupon',
        conflict: true,
        formError: 'This coupon was changed by someone else while you were editing.',
        fieldErrors: {},
        values: { code: 'CARDONCE', discountType: 'percent', percentOff: '30' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Load the latest version' })).toHaveAttribute(
      'href',
      '/admin/coupons/cpn_cardonce',
    );
    await expect(canvas.getByLabelText('Percent off (1–100)')).toHaveValue('30');
  },
};
