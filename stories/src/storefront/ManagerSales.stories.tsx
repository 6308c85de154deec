import type { ReportGrouping, SalesBreakdownRow, SalesTotals } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSearchParams } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { LoadError } from '../../../storefront/app/components/account/load-error';
import { ManagerPage } from '../../../storefront/app/components/manager/manager-page';
import { SalesReport } from '../../../storefront/app/components/manager/sales-report';
import {
  parseSalesSort,
  withSalesSort,
} from '../../../storefront/app/components/manager/sales-sort';
import { formatCents } from '../../../storefront/app/components/reports/format';
import { PeriodForm } from '../../../storefront/app/components/reports/period-form';
import { expectBusy, expectLoadFailed, LOAD_ERROR } from './load-states';
import { DAYS, STUDIOS, salesRow, totalsOf } from './manager-fixtures';
import { withRouter } from './withRouter';

function Sales({
  rows,
  totals = totalsOf(rows),
  groupBy,
  period = '30d',
  filters = {},
  busy = false,
  error,
}: {
  rows: SalesBreakdownRow[];
  /** The API's totals; by default each figure summed. */
  totals?: SalesTotals;
  groupBy: ReportGrouping;
  period?: string | null;
  filters?: Record<string, string | undefined>;
  busy?: boolean;
  error?: string;
}) {
  return (
    <ManagerPage title="Sales" busy={busy}>
      <PeriodForm period={period} groupBy={groupBy} hidden={filters} />
      {error ? (
        <LoadError message={error} />
      ) : (
        <SalesReport
          rows={rows}
          totals={totals}
          groupBy={groupBy}
          from="2026-10-26"
          to="2026-11-24"
        />
      )}
    </ManagerPage>
  );
}

/** The CSV a link offers, decoded from its data: URL. */
const csvOf = (link: HTMLElement) =>
  decodeURIComponent(
    (link.getAttribute('href') ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''),
  );

/** `/manager/sales`: period and grouping in the URL, a chart with its table, and the CSV of the table. */
const meta = {
  title: 'Storefront/Manager/Sales',
  component: Sales,
  decorators: [withRouter],
  args: { rows: DAYS, groupBy: 'day' },
} satisfies Meta<typeof Sales>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OverTimeByDay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'By day, 2026-10-26 to 2026-11-24' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Sales by day' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(16);
    // Today's row first (the chart still reads oldest to newest), the totals last.
    await expect(rows[1]).toHaveTextContent(/^2026-11-24/);
    await expect(rows[14]).toHaveTextContent(/^2026-11-11/);
    const gross = DAYS.reduce((sum, r) => sum + r.grossCents, 0);
    await expect(rows[15]).toHaveTextContent(/^Total/);
    await expect(within(rows[15] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(
      formatCents(gross),
    );
    await expect(canvasElement.querySelector('[aria-hidden="true"] .recharts-line')).not.toBeNull();
  },
};

export const ByStudioSortedByGross: Story = {
  // The API counts an order holding two studios' videos once: fewer orders than the rows' 383.
  args: { rows: STUDIOS, totals: totalsOf(STUDIOS, 380), groupBy: 'studio' },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Sales by studio' });
    const heads = within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    // Dimensions come largest gross first, as the server orders them; the totals row last.
    await expect(heads).toEqual(['North Light Films', 'Harbor Pictures', 'Meadow Studio', 'Total']);
    await expect(within(table).getByRole('row', { name: /Meadow Studio/ })).toHaveTextContent(
      '$981.50',
    );
    // Totals, the API's: gross adds up over studios; orders are counted once (fewer than the rows').
    const totals = within(table).getByRole('row', { name: /^Total/ });
    const cells = within(totals).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent('380');
    await expect(cells[2]).toHaveTextContent('$7,663.50');
    await expect(canvasElement.querySelector('[aria-hidden="true"] .recharts-bar')).not.toBeNull();
    await expect(canvas.getByLabelText('Group by')).toHaveValue('studio');
  },
};

/** Headers sort the whole answer in the browser (decision 104); the totals row stays last. */
export const SortedByClickingAHeader: Story = {
  args: { rows: STUDIOS, groupBy: 'studio' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Sales by studio' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    const studio = within(table).getByRole('columnheader', { name: /^Studio/ });
    await expect(studio).toHaveAttribute('aria-sort', 'none');
    // By keyboard: from the table's region, Tab reaches the first header's button; Enter sorts A→Z.
    canvas.getByRole('region', { name: 'Sales by studio' }).focus();
    await userEvent.tab();
    await expect(within(studio).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(studio).toHaveAttribute('aria-sort', 'ascending');
    await expect(names()).toEqual([
      'Harbor Pictures',
      'Meadow Studio',
      'North Light Films',
      'Total',
    ]);
    // A figure: the smallest gross last on its first click, first on its second.
    const gross = within(table).getByRole('columnheader', { name: /^Gross/ });
    await userEvent.click(within(gross).getByRole('button'));
    await expect(gross).toHaveAttribute('aria-sort', 'descending');
    await expect(studio).toHaveAttribute('aria-sort', 'none');
    await expect(names()).toEqual([
      'North Light Films',
      'Harbor Pictures',
      'Meadow Studio',
      'Total',
    ]);
    await userEvent.click(within(gross).getByRole('button'));
    await expect(names()).toEqual([
      'Meadow Studio',
      'Harbor Pictures',
      'North Light Films',
      'Total',
    ]);
  },
};

/**
 * The sort as the page keeps it, in the address (decision 106): the header writes `?sort=&dir=`,
 * the table and the CSV read it back — the CSV is the table as shown.
 */
function SortedFromTheAddress() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p data-testid="address">{params.toString()}</p>
      <SalesReport
        rows={STUDIOS}
        totals={totalsOf(STUDIOS)}
        groupBy="studio"
        from="2026-10-26"
        to="2026-11-24"
        sorting={parseSalesSort(params)}
        onSortingChange={(next) => setParams((now) => withSalesSort(now, next))}
      />
    </>
  );
}

export const SortInTheAddressAndTheCsv: Story = {
  render: () => <SortedFromTheAddress />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Sales by studio' });
    const gross = within(table).getByRole('columnheader', { name: /^Gross/ });
    await userEvent.click(within(gross).getByRole('button'));
    await expect(canvas.getByTestId('address')).toHaveTextContent('sort=gross&dir=desc');
    await expect(gross).toHaveAttribute('aria-sort', 'descending');
    const shown = within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent)
      .filter((name) => name !== 'Total');
    const lines = csvOf(canvas.getByRole('link', { name: 'Download CSV' }))
      .slice(0, -2)
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    await expect(lines).toEqual(shown);
  },
};

export const CsvOfTheTable: Story = {
  args: {
    rows: [
      salesRow('license:own HD', 12_345, { label: 'own HD', orders: 3, quantity: 4 }),
      salesRow('vid_q', 999, { label: 'Quote "this", please', orders: 1, quantity: 1 }),
    ],
    groupBy: 'license',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Download CSV' });
    await expect(link).toHaveAttribute('download', 'sales-license-2026-10-26-2026-11-24.csv');
    // RFC 4180: CRLF line ends, the last line ended too.
    await expect(csvOf(link).endsWith('\r\n')).toBe(true);
    const lines = csvOf(link).slice(0, -2).split('\r\n');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toBe(
      'Group,Orders,Quantity,Gross,Refunds,Chargebacks,Fees,Commission,Net',
    );
    await expect(lines[1]).toBe('own HD,3,4,123.45,3.70,0.00,12.35,6.17,101.23');
    // RFC 4180 quoting of a label with quotes and a comma.
    await expect(lines[2]).toMatch(/^"Quote ""this"", please",1,1,9\.99,/);
  },
};

export const Empty: Story = {
  args: { rows: [], groupBy: 'country' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No sales in this period.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const PeriodAndGroupingForm: Story = {
  args: {
    period: '90d',
    groupBy: 'gateway',
    filters: { studio: 'std_harbor', country: undefined },
  },
  play: async ({ canvas, canvasElement }) => {
    const period = canvas.getByLabelText('Period');
    const grouping = canvas.getByLabelText('Group by');
    await expect(period).toHaveValue('90d');
    await expect(grouping).toHaveValue('gateway');
    // The filters in the URL ride along as hidden fields; absent ones are not sent.
    const hidden = [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    await expect(hidden.map((i) => `${i.name}=${i.value}`)).toEqual(['studio=std_harbor']);
    // Keyboard: the period, the grouping and the button in that order.
    await userEvent.tab();
    await expect(period).toHaveFocus();
    await userEvent.selectOptions(period, '7d');
    await expect(period).toHaveValue('7d');
    await userEvent.tab();
    await expect(grouping).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show' })).toHaveFocus();
  },
};

export const CustomRangeDefaultsThePeriodChoice: Story = {
  args: { period: null },
  play: async ({ canvas }) => {
    // A from/to range in the URL has no preset: the select offers the default.
    await expect(canvas.getByLabelText('Period')).toHaveValue('30d');
  },
};

export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvas }) => expectBusy(canvas, 'Sales'),
};

export const LoadFailed: Story = {
  args: { error: LOAD_ERROR },
  play: async ({ canvas }) => {
    await expectLoadFailed(canvas);
    await expect(canvas.getByLabelText('Group by')).toBeVisible();
  },
};
