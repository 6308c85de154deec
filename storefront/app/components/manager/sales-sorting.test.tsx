import type { SalesBreakdownRow } from '@reelcart/contract/admin';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../charts/data-table';
import { SalesReport, salesColumns, salesTableRows } from './sales-report';

afterEach(cleanup);

const row = (
  key: string,
  label: string,
  grossCents: number,
  orders: number,
): SalesBreakdownRow => ({
  key,
  label,
  orders,
  quantity: orders,
  grossCents,
  refundCents: 0,
  chargebackCents: 0,
  feeCents: 0,
  commissionCents: 0,
  netCents: grossCents,
});

/** Studios with any grosses (ties included) and distinct names, in the server's order. */
const studios = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 12 })
  .chain((names) =>
    fc
      .tuple(...names.map(() => fc.tuple(fc.nat({ max: 50 }), fc.nat({ max: 9 }))))
      .map((figures) =>
        names.map((name, i) =>
          row(`std_${i}`, name, (figures[i]?.[0] ?? 0) * 100, figures[i]?.[1] ?? 0),
        ),
      ),
  );

function show(rows: SalesBreakdownRow[]) {
  render(
    <DataTable
      caption="Sales by studio"
      rows={salesTableRows(rows, 'studio')}
      rowKey={(r) => r.key}
      columns={salesColumns('studio')}
      totals="sum"
      sortable
    />,
  );
  const table = screen.getByRole('table', { name: 'Sales by studio' });
  const [, body, foot] = within(table).getAllByRole('rowgroup');
  return {
    header: (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) }),
    button: (name: string) => within(table).getByRole('button', { name: new RegExp(`^${name}`) }),
    keys: () =>
      within(body as HTMLElement)
        .getAllByRole('row')
        .map((tr) => tr.querySelector('th')?.textContent),
    footer: () => foot?.textContent,
    lastRow: () => within(table).getAllByRole('row').at(-1)?.textContent,
  };
}

describe('the sales table sorts by its headers, in the browser (decision 104)', () => {
  // For any studios: a figure's first click puts the largest first, the second the smallest,
  // the third gives back the server's order; ties keep the server's order; the totals row stays
  // last with the same figures throughout; aria-sort says which way.
  it('cycles a figure through descending, ascending and the server order', () => {
    fc.assert(
      fc.property(studios, (rows) => {
        cleanup();
        const t = show(rows);
        const start = t.keys();
        const totals = t.footer();
        const byGross = (dir: 1 | -1) =>
          rows
            .map((r, i) => ({ r, i }))
            .sort((a, b) => dir * (a.r.grossCents - b.r.grossCents) || a.i - b.i)
            .map(({ r }) => r.label);
        expect(t.header('Gross').getAttribute('aria-sort')).toBe('none');
        fireEvent.click(t.button('Gross'));
        expect(t.keys()).toEqual(byGross(-1));
        expect(t.header('Gross').getAttribute('aria-sort')).toBe('descending');
        fireEvent.click(t.button('Gross'));
        expect(t.keys()).toEqual(byGross(1));
        expect(t.header('Gross').getAttribute('aria-sort')).toBe('ascending');
        expect(t.lastRow()).toBe(totals);
        fireEvent.click(t.button('Gross'));
        expect(t.keys()).toEqual(start);
        expect(t.header('Gross').getAttribute('aria-sort')).toBe('none');
        expect(t.footer()).toBe(totals);
      }),
      { numRuns: 30 },
    );
    // Each run renders a table: a slow, shared machine must not fail it on time.
  }, 60_000);

  it('sorts the names A to Z first, whatever their case; one column at a time', () => {
    const t = show([
      row('a', 'beta', 300, 1),
      row('b', 'Alpha', 200, 3),
      row('c', 'gamma', 100, 2),
    ]);
    fireEvent.click(t.button('Studio'));
    expect(t.keys()).toEqual(['Alpha', 'beta', 'gamma']);
    expect(t.header('Studio').getAttribute('aria-sort')).toBe('ascending');
    // A figure column sorts too: the most orders first.
    fireEvent.click(t.button('Orders'));
    expect(t.keys()).toEqual(['Alpha', 'gamma', 'beta']);
    expect(t.header('Studio').getAttribute('aria-sort')).toBe('none');
    expect(t.header('Orders').getAttribute('aria-sort')).toBe('descending');
  });

  it('is operable by keyboard: Tab to a header, Enter and Space sort', async () => {
    const user = userEvent.setup();
    const t = show([row('a', 'A', 100, 1), row('b', 'B', 300, 1), row('c', 'C', 200, 1)]);
    await user.tab(); // the table's scroll region
    await user.tab();
    expect(t.button('Studio')).toHaveProperty('tagName', 'BUTTON');
    expect(document.activeElement).toBe(t.button('Studio'));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(t.button('Gross'));
    await user.keyboard('{Enter}');
    expect(t.keys()).toEqual(['B', 'C', 'A']);
    await user.keyboard(' ');
    expect(t.keys()).toEqual(['A', 'C', 'B']);
  });

  it('starts in the server order: periods newest first', () => {
    render(
      <DataTable
        caption="Sales by day"
        rows={salesTableRows(
          [row('2026-11-01', '2026-11-01', 1, 1), row('2026-11-02', '2026-11-02', 2, 1)],
          'day',
        )}
        rowKey={(r) => r.key}
        columns={salesColumns('day')}
        totals="sum"
        sortable
      />,
    );
    const dayHeader = screen.getByRole('columnheader', { name: /^Day/ });
    expect(dayHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      '2026-11-02',
      '2026-11-01',
      'Total',
    ]);
  });
});

describe('the CSV follows the table as sorted', () => {
  it('is in the order shown, whichever header was pressed', () => {
    const rows = [row('a', 'Aster', 500, 1), row('b', 'Bright', 900, 1), row('c', 'Cove', 100, 1)];
    const totals = {
      orders: 3,
      quantity: 3,
      grossCents: 1500,
      refundCents: 0,
      chargebackCents: 0,
      feeCents: 0,
      commissionCents: 0,
      netCents: 1500,
    };
    render(
      <SalesReport
        rows={rows}
        totals={totals}
        groupBy="studio"
        from="2026-11-01"
        to="2026-11-30"
      />,
    );
    const table = screen.getByRole('table', { name: 'Sales by studio' });
    const shown = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent)
        .filter((name) => name !== 'Total');
    const csv = () =>
      decodeURIComponent(
        screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '',
      )
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]);
    expect(csv()).toEqual(shown());
    fireEvent.click(within(table).getByRole('button', { name: /^Gross/ }));
    expect(shown()).toEqual(['Bright', 'Aster', 'Cove']);
    expect(csv()).toEqual(shown());
    fireEvent.click(within(table).getByRole('button', { name: /^Studio/ }));
    expect(csv()).toEqual(['Aster', 'Bright', 'Cove']);
    expect(csv()).toEqual(shown());
  });
});
