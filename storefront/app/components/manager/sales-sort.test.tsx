import type { SalesBreakdownRow } from '@reelcart/contract/admin';
import type { SortingState } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { SalesReport } from './sales-report';
import { onlySortChanged, parseSalesSort, SALES_SORT_KEYS, withSalesSort } from './sales-sort';

afterEach(cleanup);

const sortings: fc.Arbitrary<SortingState> = fc.oneof(
  fc.constant<SortingState>([]),
  fc.tuple(fc.constantFrom(...SALES_SORT_KEYS), fc.boolean()).map(([id, desc]) => [{ id, desc }]),
);
const otherParams = fc.dictionary(
  fc.constantFrom('period', 'groupBy', 'from', 'to', 'studio', 'country'),
  fc.string({ maxLength: 8 }),
);

describe('the sales sort in the address (decision 106)', () => {
  // For any sort the table can have and any other query: reading back what was written gives the
  // same sort, and the other parameters are kept as they were.
  it('parse(serialize(s)) = s, other parameters untouched', () => {
    fc.assert(
      fc.property(sortings, otherParams, (sorting, other) => {
        const params = new URLSearchParams(other);
        const written = withSalesSort(params, sorting);
        expect(parseSalesSort(written)).toEqual(sorting);
        for (const [key, value] of Object.entries(other)) expect(written.get(key)).toBe(value);
        expect(parseSalesSort(withSalesSort(written, []))).toEqual([]);
      }),
    );
  });

  // Whatever a hand-edited or old link says, parsing gives a sort the table has, or the default.
  it('anything invalid falls back to the default (the server order)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (sort, dir) => {
        const params = new URLSearchParams();
        if (sort !== null) params.set('sort', sort);
        if (dir !== null) params.set('dir', dir);
        const parsed = parseSalesSort(params);
        const valid =
          (SALES_SORT_KEYS as readonly (string | null)[]).includes(sort) &&
          (dir === 'asc' || dir === 'desc');
        expect(parsed).toEqual(valid ? [{ id: sort, desc: dir === 'desc' }] : []);
      }),
    );
    expect(parseSalesSort(new URLSearchParams('sort=toString&dir=asc'))).toEqual([]);
    expect(parseSalesSort(new URLSearchParams('sort=net&dir=DESC'))).toEqual([]);
  });

  it('a change of the sort alone needs no new data; any other change does', () => {
    const base = new URLSearchParams('period=30d&groupBy=studio');
    expect(onlySortChanged(base, withSalesSort(base, [{ id: 'net', desc: true }]))).toBe(true);
    expect(onlySortChanged(base, new URLSearchParams('period=90d&groupBy=studio'))).toBe(false);
    expect(onlySortChanged(base, new URLSearchParams(base))).toBe(false);
  });
});

const row = (key: string, label: string, grossCents: number): SalesBreakdownRow => ({
  key,
  label,
  orders: 1,
  quantity: 1,
  grossCents,
  refundCents: 0,
  chargebackCents: 0,
  feeCents: 0,
  commissionCents: 0,
  netCents: grossCents,
});

describe('the CSV follows the table as sorted', () => {
  it('is in the order shown, whichever header was pressed', () => {
    const rows = [row('a', 'Aster', 500), row('b', 'Bright', 900), row('c', 'Cove', 100)];
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
