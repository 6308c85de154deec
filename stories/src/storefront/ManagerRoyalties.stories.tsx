import type { RoyaltyStatement, RoyaltyStatementSummary } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadError } from '../../../storefront/app/components/account/load-error';
import { ManagerPage } from '../../../storefront/app/components/manager/manager-page';
import {
  type PaymentResult,
  StatementDetail,
} from '../../../storefront/app/components/manager/statement-detail';
import { StatementList } from '../../../storefront/app/components/manager/statement-list';

import { STATEMENTS } from './manager-fixtures';
import { withRouter } from './withRouter';

function Royalties({
  items,
  statement,
  result,
  busy = false,
  error,
}: {
  items: RoyaltyStatementSummary[];
  statement?: RoyaltyStatement;
  result?: PaymentResult;
  busy?: boolean;
  error?: string;
}) {
  return (
    <ManagerPage title="Royalties" busy={busy}>
      {error ? <LoadError message={error} /> : <StatementList items={items} />}
      {statement && <StatementDetail statement={statement} result={result} busy={busy} />}
    </ManagerPage>
  );
}

/** `/manager/royalties`: the statements by studio and month, each open (draft), final or paid. */
const meta = {
  title: 'Storefront/Manager/Royalties',
  component: Royalties,
  decorators: [withRouter],
  args: { items: STATEMENTS },
} satisfies Meta<typeof Royalties>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StatementsInEachState: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Royalty statements by studio and month' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    await expect(row(/Harbor Pictures, 2026-11/)).toHaveTextContent('Open');
    await expect(row(/Harbor Pictures, 2026-11/)).toHaveTextContent('$546.00'); // on hold
    await expect(row(/Harbor Pictures, 2026-10/)).toHaveTextContent('Final');
    await expect(row(/North Pictures, 2026-09/)).toHaveTextContent('Paid');
    // Lines with different rates: no single rate.
    await expect(row(/North Pictures, 2026-09/)).toHaveTextContent('mixed');
    await expect(canvas.getByRole('link', { name: 'Harbor Pictures, 2026-10' })).toHaveAttribute(
      'href',
      '/?statement=stm_harbor_2026-10',
    );
  },
};

export const NoStatements: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No statements yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Royalties' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'We could not load this just now. Please try again in a moment.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load this');
  },
};
