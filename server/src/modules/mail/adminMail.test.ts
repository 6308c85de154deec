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

type Row = { id: string; to: string; attempts: number; createdAt: string };

/** Every page of the sorted outbox in turn, at this page size. */
const walk = (sort: string, dir: string, limit: number) =>
  walkPages<Row>(server, admin, `/api/admin/mail?sort=${sort}&dir=${dir}`, limit, 200);

const VALUE: Record<string, ((r: Row) => number) | undefined> = {
  queued: (r) => Date.parse(r.createdAt),
  attempts: (r) => r.attempts,
};

describe('/api/admin/mail: sorting', () => {
  // Invariant (issue 33's sortable columns): for any sort key, direction and page size, the pages
  // walked in turn hold every mail exactly once, ordered by the key in that direction (dates and
  // attempts as values; ties by id the same way), so one direction is the exact reverse of the
  // other.
  it('sorts by queued time, recipient or attempts, either way, across pages', async () => {
    const everyone = (await walk('queued', 'desc', 100)).map((r) => r.id).sort();
    expect(everyone.length).toBeGreaterThan(5);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('queued', 'to', 'attempts'),
        fc.constantFrom('asc', 'desc'),
        fc.integer({ min: 2, max: 7 }),
        async (sort, dir, limit) => {
          const rows = await walk(sort, dir, limit);
          expect(rows.map((r) => r.id).sort()).toEqual(everyone);
          const value = VALUE[sort];
          if (value) {
            const keys = rows.map(value);
            const sorted = [...keys].sort((a, b) => (dir === 'asc' ? a - b : b - a));
            expect(keys).toEqual(sorted);
          }
          const other = await walk(sort, dir === 'asc' ? 'desc' : 'asc', 100);
          expect(rows.map((r) => r.id)).toEqual(other.map((r) => r.id).reverse());
        },
      ),
      { numRuns: 10 },
    );
    const refused = await server.request('GET', '/api/admin/mail?sort=subject', { token: admin });
    expect(refused.status).toBe(400);
  });
});
