import type { AffiliateAnalytics } from '@reelcart/contract/affiliate';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoadError } from '../../../storefront/app/components/account/load-error';
import {
  BreakdownSection,
  DailyFigures,
} from '../../../storefront/app/components/affiliate/analytics-sections';
import { expectBusy, expectLoadFailed, LOAD_ERROR } from './load-states';
import { withRouter } from './withRouter';

type Day = AffiliateAnalytics['series'][number];

/** Seven days, 2026-11-20 … 2026-11-26, oldest first as the API answers. */
const WEEK: Day[] = Array.from({ length: 7 }, (_, i) => ({
  day: `2026-11-${20 + i}`,
  clicks: 40 + i * 3,
  uniqueClicks: 30 + i * 2,
  signups: i % 3,
  sales: i % 2,
  commissionCents: (i % 2) * 1_499,
}));

function Analytics({
  series,
  loading = false,
  error,
}: {
  series: Day[];
  loading?: boolean;
  error?: string;
}) {
  return (
    <section aria-label="Affiliate analytics" aria-busy={loading}>
      {error ? (
        <LoadError message={error} />
      ) : (
        <div className={loading ? 'opacity-60' : undefined}>
          <DailyFigures series={series} />
        </div>
      )}
    </section>
  );
}

/** `/affiliate/analytics`' figures by day: charts oldest to newest, the table today first with totals. */
const meta = {
  title: 'Storefront/Affiliate/Analytics by day',
  component: Analytics,
  decorators: [withRouter],
  args: { series: WEEK },
} satisfies Meta<typeof Analytics>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirstWithTotals: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Figures by day' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(9);
    await expect(rows[1]).toHaveTextContent(/^2026-11-26/);
    await expect(rows[7]).toHaveTextContent(/^2026-11-20/);
    // Clicks 40+43+…+58 = 343, unique 252, sign-ups 6, sales 3, commission 3 × $14.99.
    await expect(rows[8]).toHaveTextContent('Total34325263$44.97');
    // The table's region is reachable by keyboard (it scrolls sideways when narrow).
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Figures by day' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing in this period.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => expectBusy(canvas, 'Affiliate analytics'),
};

export const LoadFailed: Story = {
  args: { error: LOAD_ERROR },
  play: async ({ canvas }) => {
    await expectLoadFailed(canvas);
  },
};

/** By source: every key of the period with its totals, which add up (decision 106). */
export const BySourceWithTotals: Story = {
  render: () => (
    <BreakdownSection
      id="by-source"
      title="By source"
      label="Source"
      rows={[
        {
          key: 'newsletter',
          clicks: 120,
          uniqueClicks: 90,
          signups: 4,
          sales: 2,
          commissionCents: 2_998,
        },
        {
          key: '(none)',
          clicks: 60,
          uniqueClicks: 41,
          signups: 1,
          sales: 1,
          commissionCents: 1_499,
        },
        { key: 'forum', clicks: 7, uniqueClicks: 7, signups: 0, sales: 0, commissionCents: 0 },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'By source' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    // Clicks 187, unique 138, sign-ups 5, sales 3, commission $29.98 + $14.99.
    await expect(rows[4]).toHaveTextContent('Total18713853$44.97');
  },
};
