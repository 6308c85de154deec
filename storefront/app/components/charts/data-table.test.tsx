import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable, figure } from './data-table';

afterEach(cleanup);

type Row = { day: string; clicks: number; sales: number };
const rows: Row[] = [
  { day: '2026-11-26', clicks: 10, sales: 5 },
  { day: '2026-11-25', clicks: 90, sales: 5 },
];
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const COLUMNS: Column<Row>[] = [
  { key: 'day', label: 'Day', value: (r) => r.day, kind: 'date' },
  figure('clicks', 'Clicks', 'count', (r) => r.clicks, String),
  figure('sales', 'Sales', 'count', (r) => r.sales, String),
  {
    key: 'conversion',
    label: 'Conversion',
    kind: 'rate',
    value: (r) => pct(r.sales / r.clicks),
    total: (s) => pct((s.sales ?? 0) / (s.clicks ?? 1)),
  },
];

const footer = () => {
  const [, , foot] = screen.getAllByRole('rowgroup');
  return within(foot as HTMLElement)
    .getAllByRole('row')
    .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));
};

const show = (totals?: 'sum' | Record<string, number>, shown = rows) =>
  render(
    <DataTable
      caption="By day"
      rows={shown}
      rowKey={(r) => r.day}
      columns={COLUMNS}
      totals={totals}
    />,
  );

describe("a report table's totals row", () => {
  it('sums the additive columns and computes a rate from the sums, never a sum of rates', () => {
    show('sum');
    // 10 sales of 100 clicks: 10 %, not 50 % + 5.6 %.
    expect(footer()).toEqual([['Total', '100', '10', '10.0 %']]);
    expect(screen.getByRole('rowheader', { name: 'Total' })).toBeTruthy();
  });

  it('shows the totals the API answered as they are', () => {
    show({ clicks: 120, sales: 12 });
    expect(footer()).toEqual([['Total', '120', '12', '10.0 %']]);
  });

  it('has no totals row unless asked, and no table without rows', () => {
    show();
    expect(screen.getAllByRole('rowgroup')).toHaveLength(2);
    cleanup();
    show('sum', []);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
