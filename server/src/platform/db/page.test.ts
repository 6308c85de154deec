import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf } from './page';

describe('pageOf', () => {
  it('answers the page envelope of a list call', () => {
    expect(pageOf({ page: 2, limit: 20 }, ['a'], 21)).toEqual({
      items: ['a'],
      page: 2,
      limit: 20,
      total: 21,
      totalPages: 2,
    });
    expect(pageOf({ page: 1, limit: 20 }, [], 0)).toEqual({
      items: [],
      page: 1,
      limit: 20,
      total: 0,
      totalPages: 0,
    });
  });

  // Invariant: the pages hold every row — totalPages pages of `limit` rows reach `total`, one page
  // fewer does not — and the items, page and limit are the ones given.
  it('counts just enough pages for every row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 100 }),
        fc.nat(100_000),
        (page, limit, total) => {
          const out = pageOf({ page, limit }, [page], total);
          expect(out.totalPages * limit).toBeGreaterThanOrEqual(total);
          expect(Math.max(0, out.totalPages - 1) * limit).toBeLessThan(Math.max(total, 1));
          expect(out).toMatchObject({ items: [page], page, limit, total });
        },
      ),
    );
  });
});
