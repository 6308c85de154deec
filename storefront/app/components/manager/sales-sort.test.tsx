import type { SortingState } from '@tanstack/react-table';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlySortChanged, parseSalesSort, SALES_SORT_KEYS, withSalesSort } from './sales-sort';

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
