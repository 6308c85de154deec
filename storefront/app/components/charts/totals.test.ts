import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newestFirst, sumsOf } from './totals';

type Row = { day: string; a: number; b: number; rate: number };

const row = fc.record({
  day: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  // Integer cents and counts, up to a billion dollars a row.
  a: fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }),
  b: fc.nat({ max: 1_000_000 }),
  rate: fc.double({ min: 0, max: 1, noNaN: true }),
});

const COLUMNS = [
  { key: 'day' },
  { key: 'a', sum: (r: Row) => r.a },
  { key: 'b', sum: (r: Row) => r.b },
  // A rate: not additive, so no `sum`.
  { key: 'rate' },
];

describe('sumsOf, the totals row of a report table', () => {
  // For any rows, each additive column's total is the sum of its figures (integers: exact), in
  // any order of the rows; a column without `sum` (a rate) is never summed.
  it('totals each additive column exactly and leaves the others out', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 400 }), (rows) => {
        const sums = sumsOf(rows, COLUMNS);
        expect(Object.keys(sums).sort()).toEqual(['a', 'b']);
        expect(sums.a).toBe(rows.reduce((s, r) => s + r.a, 0));
        expect(sums.b).toBe(rows.reduce((s, r) => s + r.b, 0));
        expect(Number.isInteger(sums.a) && Number.isInteger(sums.b)).toBe(true);
        expect(sumsOf([...rows].reverse(), COLUMNS)).toEqual(sums);
      }),
    );
  });

  // The totals of rows split in two are the sums of the two parts' totals (a day added to the
  // period adds its figures, nothing else).
  it('is additive over a split of the rows', () => {
    fc.assert(
      fc.property(fc.array(row), fc.array(row), (x, y) => {
        const whole = sumsOf([...x, ...y], COLUMNS);
        const [sx, sy] = [sumsOf(x, COLUMNS), sumsOf(y, COLUMNS)];
        expect(whole.a).toBe((sx.a ?? 0) + (sy.a ?? 0));
        expect(whole.b).toBe((sx.b ?? 0) + (sy.b ?? 0));
      }),
    );
  });

  it('is zero over no rows', () => {
    expect(sumsOf<Row>([], COLUMNS)).toEqual({ a: 0, b: 0 });
  });
});

describe('newestFirst', () => {
  // The same rows, each day's key not older than the next one's: today's row first.
  it('orders any rows by their day, the newest first, keeping every row', () => {
    fc.assert(
      fc.property(fc.array(row), (rows) => {
        const sorted = newestFirst(rows, (r) => r.day);
        expect(sorted).toHaveLength(rows.length);
        expect([...sorted].sort((p, q) => p.day.localeCompare(q.day))).toEqual(
          [...rows].sort((p, q) => p.day.localeCompare(q.day)),
        );
        for (let i = 1; i < sorted.length; i++) {
          expect((sorted[i - 1]?.day ?? '') >= (sorted[i]?.day ?? '')).toBe(true);
        }
      }),
    );
  });

  it('orders months as well as days', () => {
    const months = ['2025-12', '2026-02', '2026-01'].map((m) => ({ m }));
    expect(newestFirst(months, (r) => r.m).map((r) => r.m)).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
    ]);
  });
});
