import type { SalesOverview } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadError } from '../../../storefront/app/components/account/load-error';
import { KpiCards } from '../../../storefront/app/components/manager/kpi-cards';
import { ManagerPage } from '../../../storefront/app/components/manager/manager-page';
import { RevenueByDay } from '../../../storefront/app/components/manager/revenue-by-day';
import { PeriodForm } from '../../../storefront/app/components/reports/period-form';
import { expectBusy, expectLoadFailed, LOAD_ERROR } from './load-states';
import { kpis, overviewWith } from './manager-fixtures';
import { withRouter } from './withRouter';

function Overview({
  overview,
  busy = false,
  error,
}: {
  overview: SalesOverview;
  busy?: boolean;
  error?: string;
}) {
  return (
    <ManagerPage title="Manager overview" busy={busy}>
      <PeriodForm period="30d" />
      {error ? (
        <LoadError message={error} />
      ) : (
        <>
          <KpiCards overview={overview} />
          <RevenueByDay rows={overview.byDay} totals={overview.current} />
        </>
      )}
    </ManagerPage>
  );
}

/** The KPI card of one figure: its value and the change against the previous period. */
const card = (canvasElement: HTMLElement, label: string) => {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement);
};

/** `/manager`: KPIs against the previous period and the revenue chart with its table. */
const meta = {
  title: 'Storefront/Manager/Overview',
  component: Overview,
  decorators: [withRouter],
  args: { overview: overviewWith() },
} satisfies Meta<typeof Overview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPreviousPeriod: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/2026-10-26 to 2026-11-24, against 2026-09-26 to/)).toBeVisible();
    await expect(card(canvasElement, 'Gross').getByText('$7,663.50')).toBeVisible();
    await expect(
      card(canvasElement, 'Gross').getByText('+25% (previously $6,130.80)'),
    ).toBeVisible();
    await expect(card(canvasElement, 'Orders').getByText(/\(previously 335\)/)).toBeVisible();
    // The chart is decorative; the table of the same days is its text alternative.
    const table = canvas.getByRole('table', { name: 'Revenue by day' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(16);
    // Today first; the period's totals last, the figures the KPI cards show (the API's).
    await expect(rows[1]).toHaveTextContent(/^2026-11-24/);
    await expect(rows[15]).toHaveTextContent('Total402$7,663.50$6,284.07');
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};

export const NegativeChange: Story = {
  args: {
    overview: overviewWith({
      current: kpis({ grossCents: 80_000, orders: 40, refundCents: 0 }),
      previous: kpis({ grossCents: 100_000, orders: 50, refundCents: 5_000 }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement, 'Gross').getByText('-20% (previously $1,000.00)'),
    ).toBeVisible();
    await expect(
      card(canvasElement, 'Refunds').getByText('-100% (previously $50.00)'),
    ).toBeVisible();
  },
};

const ZERO = kpis({
  grossCents: 0,
  netCents: 0,
  orders: 0,
  averageOrderCents: 0,
  refundCents: 0,
  newCustomers: 0,
});

export const NoSales: Story = {
  args: { overview: overviewWith({ current: ZERO, previous: ZERO, byDay: [] }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(card(canvasElement, 'Net').getByText('$0.00')).toBeVisible();
    await expect(canvas.getAllByText('0 % (previously $0.00)')).toHaveLength(4);
    await expect(canvas.getByText('No sales in this period.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const FirstSalesAfterNone: Story = {
  args: { overview: overviewWith({ previous: ZERO }) },
  play: async ({ canvasElement }) => {
    // Nothing before: no percentage can be given.
    await expect(card(canvasElement, 'Gross').getByText('— (previously $0.00)')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvas }) => expectBusy(canvas, 'Manager overview'),
};

export const LoadFailed: Story = {
  args: { error: LOAD_ERROR },
  play: async ({ canvas }) => {
    await expectLoadFailed(canvas);
  },
};
