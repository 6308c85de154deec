import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { walkPages } from '../../testing/pages';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionOf('admin')).token;
}, 120_000);
afterAll(() => server.close());

type Row = { orderNumber: string; createdAt: string; totalCents: number; buyerEmail: string };

/** Every page of the filtered, sorted list in turn, at this page size. */
const walk = (filter: string, sort: string, dir: string, limit: number) =>
  walkPages<Row>(server, admin, `/api/admin/order-search?${filter}&sort=${sort}&dir=${dir}`, limit);

const numberOf = (r: Row) => Number(r.orderNumber.replace(/\D/g, ''));
const VALUE: Record<string, ((r: Row) => number) | undefined> = {
  number: numberOf,
  createdAt: (r) => Date.parse(r.createdAt),
  total: (r) => r.totalCents,
};

describe('/api/admin/order-search: sorting', () => {
  // Invariant (issue 33's sortable columns): for any sort key, direction and page size, the pages
  // of a filtered list (the seed's 3,000 orders narrowed to a few dozen, with shared totals and
  // buyers) walked in turn hold every matching order exactly once, ordered by the key in that direction (numbers,
  // dates and totals as values; ties by order number the same way), so one direction is the exact
  // reverse of the other.
  it('sorts by number, date, total or buyer, either way, across pages', async () => {
    const FILTERS = ['status=partially_refunded', 'affiliate=REELPAID'];
    const everyone = new Map<string, number[]>();
    for (const filter of FILTERS) {
      const all = (await walk(filter, 'createdAt', 'desc', 100)).map(numberOf);
      expect(all.length).toBeGreaterThan(20);
      everyone.set(
        filter,
        all.sort((a, b) => a - b),
      );
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FILTERS),
        fc.constantFrom('number', 'createdAt', 'total', 'email'),
        fc.constantFrom('asc', 'desc'),
        fc.integer({ min: 3, max: 9 }),
        async (filter, sort, dir, limit) => {
          const rows = await walk(filter, sort, dir, limit);
          expect(rows.map(numberOf).sort((a, b) => a - b)).toEqual(everyone.get(filter));
          const value = VALUE[sort];
          if (value) {
            const sign = dir === 'asc' ? 1 : -1;
            const sorted = [...rows].sort(
              (a, b) => sign * (value(a) - value(b) || numberOf(a) - numberOf(b)),
            );
            expect(rows.map(numberOf)).toEqual(sorted.map(numberOf));
          }
          const other = await walk(filter, sort, dir === 'asc' ? 'desc' : 'asc', 100);
          expect(rows.map(numberOf)).toEqual(other.map(numberOf).reverse());
        },
      ),
      { numRuns: 10 },
    );
    const refused = await server.request('GET', '/api/admin/order-search?sort=refunded', {
      token: admin,
    });
    expect(refused.status).toBe(400);
  });
});
