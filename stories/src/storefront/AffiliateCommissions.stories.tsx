import type { CommissionLine } from '@reelcart/contract/affiliate';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadError } from '../../../storefront/app/components/account/load-error';
import { CommissionTable } from '../../../storefront/app/components/affiliate/commission-table';
import { PeriodSwitcher } from '../../../storefront/app/components/affiliate/period-switcher';
import { withRouter } from './withRouter';

const line = (n: number, overrides: Partial<CommissionLine> = {}): CommissionLine => ({
  id: `com_${n}`,
  kind: 'commission',
  status: 'pending',
  orderNumber: `RC-00010${n}`,
  amountCents: 799,
  baseCents: 1999,
  rateBp: 4000,
  source: 'newsletter',
  createdAt: `2026-11-${10 + n}T10:00:00.000Z`,
  availableAt: `2026-12-${10 + n}T10:00:00.000Z`,
  ...overrides,
});

function Commissions({ lines, error }: { lines: CommissionLine[]; error?: string }) {
  return (
    <div>
      <PeriodSwitcher
        period={{ id: '30d', from: '2026-10-26', to: '2026-11-24' }}
        path="/affiliate"
      />
      {error ? (
        <LoadError message={error} />
      ) : (
        <CommissionTable lines={lines} caption="Recent commissions" />
      )}
    </div>
  );
}

/**
 * `/affiliate`: the period switcher and the commission list (pending, approved, paid, refunds:
 * adjustments after payout, a refunded share before).
 */
const meta = {
  title: 'Storefront/Affiliate/Commissions',
  component: Commissions,
  decorators: [withRouter],
  args: {
    lines: [
      line(1),
      line(2, { status: 'approved' }),
      line(3, { status: 'paid' }),
      line(4, { kind: 'adjustment', status: 'approved', amountCents: -799 }),
      // A refund of one line before payout: that line's share of the commission (decision 055).
      line(5, { kind: 'reversal', status: 'pending', amountCents: -139, baseCents: 349 }),
    ],
  },
} satisfies Meta<typeof Commissions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCommissions: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('row', { name: /RC-000104.*Refund adjustment/ }),
    ).toHaveTextContent('-$7.99');
    await expect(
      canvas.getByRole('row', { name: /RC-000105.*Refund \(share\)/ }),
    ).toHaveTextContent('-$1.39');
    await expect(canvas.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No commissions yet.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { lines: [], error: 'We could not load this just now. Please try again in a moment.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load this');
  },
};
