import type { ReportGrouping, SalesBreakdownRow, SalesTotals } from '@reelcart/contract/admin';
import { cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../charts/data-table';
import { formatCents, formatCount } from '../reports/format';
import { SalesReport, salesColumns, salesSums, salesTableRows } from './sales-report';

afterEach(cleanup);

const salesRow = fc
  .record({
    orders: fc.nat({ max: 5_000 }),
    quantity: fc.nat({ max: 9_000 }),
    grossCents: fc.nat({ max: 50_000_000 }),
    refundCents: fc.nat({ max: 1_000_000 }),
    chargebackCents: fc.nat({ max: 100_000 }),
    feeCents: fc.nat({ max: 1_000_000 }),
    commissionCents: fc.nat({ max: 1_000_000 }),
  })
  .map((r) => ({
    ...r,
    netCents: r.grossCents - r.refundCents - r.chargebackCents - r.feeCents - r.commissionCents,
  }));

/** Distinct days of November 2026, in the server's order (ascending), with their figures. */
const days = fc
  .uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 30 })
  .chain((ns) =>
    fc.tuple(...ns.sort((a, b) => a - b).map(() => salesRow)).map((figures) =>
      figures.map((f, i): SalesBreakdownRow => {
        const key = `2026-11-${String(ns[i]).padStart(2, '0')}`;
        return { key, label: key, ...f };
      }),
    ),
  );

const FIGURES = [
  ['orders', formatCount],
  ['quantity', formatCount],
  ['grossCents', formatCents],
  ['refundCents', formatCents],
  ['chargebackCents', formatCents],
  ['feeCents', formatCents],
  ['commissionCents', formatCents],
  ['netCents', formatCents],
] as const;

/** The API's totals of rows: every figure summed, but orders counted once (`orders`). */
const apiTotals = (rows: SalesBreakdownRow[], orders?: number): SalesTotals => {
  const summed = Object.fromEntries(
    FIGURES.map(([field]) => [field, rows.reduce((n, r) => n + r[field], 0)]),
  ) as SalesTotals;
  return orders === undefined ? summed : { ...summed, orders };
};

/** The table as the report shows it (`whole`: the report with its chart; the table alone is faster). */
function show(rows: SalesBreakdownRow[], groupBy: ReportGrouping, whole = false, orders?: number) {
  const totals = apiTotals(rows, orders);
  const { unmount } = render(
    whole ? (
      <SalesReport
        rows={rows}
        totals={totals}
        groupBy={groupBy}
        from="2026-11-01"
        to="2026-11-30"
      />
    ) : (
      <DataTable
        caption="Sales"
        rows={salesTableRows(rows, groupBy)}
        rowKey={(r) => r.key}
        columns={salesColumns(groupBy)}
        totals={salesSums(totals)}
      />
    ),
  );
  const table = screen.getByRole('table');
  const [, ...body] = within(table).getAllByRole('rowgroup');
  const cells = (tr: HTMLElement) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent);
  return {
    unmount,
    rows: [...(body[0]?.querySelectorAll('tr') ?? [])].map(cells),
    totals: [...(body[1]?.querySelectorAll('tr') ?? [])].map(cells),
  };
}

describe('the sales table (issue 33)', () => {
  // For any days, the table lists them newest first and ends with one totals row showing the
  // API's totals — here every column's sum — formatted as the column's cells are.
  it('lists days newest first, then the totals of every column', () => {
    fc.assert(
      fc.property(days, (rows) => {
        const shown = show(rows, 'day');
        expect(shown.rows.map((r) => r[0])).toEqual(rows.map((r) => r.key).reverse());
        expect(shown.totals).toEqual([
          [
            'Total',
            ...FIGURES.map(([field, format]) => format(rows.reduce((s, r) => s + r[field], 0))),
          ],
        ]);
        shown.unmount();
      }),
      { numRuns: 40 },
    );
    // Each run renders a table: a slow, shared machine must not fail it on time.
  }, 60_000);

  it("shows the report's table newest first with its totals", () => {
    const rows = fc.sample(days, { numRuns: 1, seed: 33 })[0] ?? [];
    const shown = show(rows, 'day', true);
    expect(shown.rows[0]?.[0]).toBe(rows.at(-1)?.key);
    expect(shown.totals[0]?.[0]).toBe('Total');
  });

  it("keeps a dimension in the server order; its orders total is the API's (an order spans studios)", () => {
    const studios = [
      { key: 'b', label: 'Bright', orders: 3, quantity: 4, grossCents: 3_000 },
      { key: 'a', label: 'Aster', orders: 2, quantity: 2, grossCents: 1_000 },
    ].map((r) => ({
      ...r,
      refundCents: 0,
      chargebackCents: 0,
      feeCents: 0,
      commissionCents: 0,
      netCents: r.grossCents,
    }));
    // Five orders in the rows, four orders in all: one holds both studios' videos.
    const shown = show(studios, 'studio', true, 4);
    expect(shown.rows.map((r) => r[0])).toEqual(['Bright', 'Aster']);
    expect(shown.totals[0]?.slice(0, 4)).toEqual(['Total', '4', '6', '$40.00']);
  });

  it('has no totals row, and no table, without rows', () => {
    render(
      <SalesReport
        rows={[]}
        totals={apiTotals([])}
        groupBy="day"
        from="2026-11-01"
        to="2026-11-30"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No sales in this period.')).toBeTruthy();
  });
});
