import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryBarChart } from '../../../storefront/app/components/charts/bar-chart';
import { DataTable } from '../../../storefront/app/components/charts/data-table';
import { TimeSeriesChart } from '../../../storefront/app/components/charts/time-series-chart';

type Day = { day: string; clicks: number; signups: number; sales: number };
const DAYS: Day[] = Array.from({ length: 14 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  clicks: 30 + ((i * 7) % 13),
  signups: 2 + (i % 3),
  sales: i % 2,
}));

function Charts({ rows }: { rows: Day[] }) {
  return (
    <div style={{ maxWidth: 760 }}>
      <TimeSeriesChart
        data={rows}
        xKey="day"
        series={[
          { key: 'clicks', label: 'Clicks', color: '#60a5fa' },
          { key: 'signups', label: 'Sign-ups', color: '#f472b6' },
        ]}
      />
      <CategoryBarChart
        data={[
          { key: 'newsletter', clicks: 120, sales: 4 },
          { key: 'blog', clicks: 80, sales: 2 },
        ]}
        categoryKey="key"
        series={[{ key: 'clicks', label: 'Clicks', color: '#60a5fa' }]}
      />
      <DataTable
        caption="Figures by day"
        rows={rows}
        rowKey={(r) => r.day}
        columns={[
          { key: 'day', label: 'Day', value: (r) => r.day, kind: 'date' },
          { key: 'clicks', label: 'Clicks', value: (r) => r.clicks, kind: 'count' },
          { key: 'signups', label: 'Sign-ups', value: (r) => r.signups, kind: 'count' },
        ]}
      />
    </div>
  );
}

/** The generic chart components of `app/components/charts` (affiliate analytics, later the manager's reports). */
const meta = {
  title: 'Storefront/Affiliate/Charts',
  component: Charts,
  args: { rows: DAYS },
} satisfies Meta<typeof Charts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Figures by day' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(15);
    // The drawings are hidden from assistive technology: the table is their text alternative.
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] svg').length).toBeGreaterThan(
      0,
    );
  },
};

/** A whole quarter, day by day: the table is as tall as its rows, with no scroll box of its own. */
export const FullHeight: Story = {
  args: {
    rows: Array.from({ length: 90 }, (_, i) => ({
      day: new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10),
      clicks: i,
      signups: i % 4,
      sales: i % 2,
    })),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Figures by day' });
    await expect(canvas.getAllByRole('row')).toHaveLength(91);
    // Every row shows: the region does not scroll vertically (issue 33: it was 320 px tall).
    await expect(region.scrollHeight).toBeLessThanOrEqual(region.clientHeight + 1);
    await expect(canvas.getByRole('rowheader', { name: '2026-11-29' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing in this period.')).toBeVisible();
  },
};
