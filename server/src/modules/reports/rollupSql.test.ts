import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { videoSegments } from './rollupSql';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Each day a segment list counts, with the sum of its signs. */
function countedDays(segments: ReturnType<typeof videoSegments>): Map<string, number> {
  const counted = new Map<string, number>();
  for (const s of segments) {
    for (let t = Date.parse(s.from); t < Date.parse(s.to); t += DAY_MS) {
      const day = iso(t);
      // A month row stands for every day of its month (its `from` and `to` are firsts of months).
      counted.set(day, (counted.get(day) ?? 0) + s.sign);
    }
  }
  return counted;
}

const start = Date.UTC(2023, 0, 1) / DAY_MS;
const ranges = fc
  .tuple(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 1, max: 1200 }))
  .map(([offset, length]) => ({
    from: new Date((start + offset) * DAY_MS),
    to: new Date((start + offset + length) * DAY_MS),
  }));

describe('videoSegments: how a range reads the by-video roll-ups', () => {
  // Invariant: for any whole-day range, the segments' rows add up to exactly the range's days —
  // every day inside counted once, every day outside not at all (month rows less their days).
  it('add up to exactly the days of the range', () => {
    fc.assert(
      fc.property(ranges, (range) => {
        const counted = countedDays(videoSegments(range));
        const first = iso(range.from.getTime());
        const end = iso(range.to.getTime());
        for (const [day, n] of counted) {
          if (n !== (day >= first && day < end ? 1 : 0)) return false;
        }
        for (let t = range.from.getTime(); t < range.to.getTime(); t += DAY_MS) {
          if (counted.get(iso(t)) !== 1) return false;
        }
        return true;
      }),
      { numRuns: 2_000 },
    );
  });

  // Invariant: month rows come in whole months, and the daily rows read are never more than the
  // range's days, nor more than half of any month's (at most 15 a month touched at its edges).
  it('read whole months, and at most half a month of days at each end', () => {
    fc.assert(
      fc.property(ranges, (range) => {
        const segments = videoSegments(range);
        const days = segments
          .filter((s) => s.rows === 'day')
          .reduce((n, s) => n + (Date.parse(s.to) - Date.parse(s.from)) / DAY_MS, 0);
        const length = (range.to.getTime() - range.from.getTime()) / DAY_MS;
        expect(days).toBeLessThanOrEqual(length);
        expect(days).toBeLessThanOrEqual(2 * 15);
        for (const s of segments.filter((x) => x.rows === 'month')) {
          expect(s.from.endsWith('-01') && s.to.endsWith('-01')).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads a screen’s last 30 days as the current month less today on, and the days before it', () => {
    // 30 days ending 27 November (exclusive): 28 October – 26 November.
    const range = { from: new Date('2026-10-28T00:00:00Z'), to: new Date('2026-11-27T00:00:00Z') };
    expect(videoSegments(range)).toEqual([
      { rows: 'day', from: '2026-10-28', to: '2026-11-01', sign: 1 },
      { rows: 'month', from: '2026-11-01', to: '2026-12-01', sign: 1 },
      { rows: 'day', from: '2026-11-27', to: '2026-12-01', sign: -1 },
    ]);
  });
});
