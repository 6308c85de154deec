import { AdminOrderQuery } from '@reelcart/contract/admin';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { orderListQuery, searchQueryOf } from './orders';

const of = (search: string) =>
  orderListQuery(new URL(`http://admin.localhost/admin/orders?${search}`));

describe('admin orders: URL query', () => {
  it('keeps a sort the call takes (number, date, total, buyer; asc or desc) and drops any other', () => {
    expect(of('q=ann&sort=total&dir=asc&page=2')).toEqual({
      q: 'ann',
      sort: 'total',
      dir: 'asc',
      page: '2',
    });
    expect(of('sort=number&dir=desc')).toEqual({ sort: 'number', dir: 'desc' });
    expect(of('sort=createdAt')).toEqual({ sort: 'createdAt' });
    expect(of('sort=refunded&dir=up')).toEqual({});
  });

  // Invariant: whatever a person types into the URL's sort, dir, amounts and page, the call's
  // query built from it is one the contract accepts (no URL makes the list a 400).
  it('builds a call query the contract accepts from any URL', () => {
    const word = fc.oneof(
      fc.constantFrom('number', 'createdAt', 'total', 'email', 'asc', 'desc', '12.50', '3'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(
        fc.record({ sort: word, dir: word, min: word, max: word, page: word }),
        (typed) => {
          const search = new URLSearchParams(typed).toString();
          const callQuery = searchQueryOf(of(search));
          expect(z.safeParse(AdminOrderQuery, callQuery).success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
