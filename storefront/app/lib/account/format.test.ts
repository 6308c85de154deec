import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_MAX_DAYS,
  formatDate,
  formatDateTime,
  lineCount,
  orderHistory,
  orderLineLabel,
  rentalTimeLeft,
} from './format';

describe('account formatting', () => {
  it('formats dates in UTC, whatever the local time zone', () => {
    expect(formatDateTime('2026-11-24T23:59:00.000Z')).toBe('Nov 24, 2026, 23:59 UTC');
    expect(formatDate('2026-11-24T23:59:00.000Z')).toBe('Nov 24, 2026');
  });

  it('labels own lines by resolution and rentals with their period', () => {
    expect(orderLineLabel({ orderType: 'own', resolution: '4K', rentalHours: null })).toBe(
      'Own · 4K (2160p)',
    );
    expect(orderLineLabel({ orderType: 'rental', resolution: 'HD', rentalHours: 72 })).toBe(
      'Rent (72 h) · HD (720p)',
    );
  });

  it('tells the history the data has: placed, then paid', () => {
    const placed = { createdAt: '2026-11-01T10:00:00.000Z' };
    expect(orderHistory({ ...placed, status: 'pending', paidAt: null })).toEqual([
      { label: 'Placed', at: placed.createdAt },
    ]);
    expect(
      orderHistory({ ...placed, status: 'paid', paidAt: '2026-11-01T10:01:00.000Z' }).map(
        (e) => e.label,
      ),
    ).toEqual(['Placed', 'Paid']);
  });

  it('counts lines', () => {
    expect(lineCount(1)).toBe('1 line');
    expect(lineCount(3)).toBe('3 lines');
  });
});

describe('rentalTimeLeft', () => {
  const end = '2026-11-24T12:00:00.000Z';
  const at = (iso: string) => rentalTimeLeft(end, new Date(iso).getTime());
  it('shows days, hours and minutes while more than a day is left', () => {
    expect(at('2026-11-22T08:55:30.000Z')).toBe('2 d 03 h 04 min left');
  });
  it('shows seconds in the last day', () => {
    expect(at('2026-11-24T08:55:55.000Z')).toBe('3 h 04 min 05 s left');
    expect(at('2026-11-24T11:55:55.000Z')).toBe('4 min 05 s left');
  });
  it('says Expired once the rental has ended', () => {
    expect(at('2026-11-24T12:00:00.000Z')).toBe('Expired');
    expect(at('2026-11-25T00:00:00.000Z')).toBe('Expired');
  });
  it('shows the end date, not thousands of days, for an end further away than any rental lasts', () => {
    // The seed's rental used to end in 2099: "26333 d 21 h left" (issue 28 item 8).
    expect(rentalTimeLeft('2099-01-01T00:00:00.000Z', Date.parse(end))).toBe('Ends Jan 1, 2099');
  });
  it('says so when the end is not a date', () => {
    expect(rentalTimeLeft('soon', Date.parse(end))).toBe('Ends at an unknown time');
  });

  const SECOND = 1000;
  const DAY = 86_400 * SECOND;
  /** The time a countdown label stands for, in ms (null for the labels that are not countdowns). */
  function shown(label: string): number | null {
    const m =
      /^(?:(\d+) d (\d\d) h (\d\d) min|(\d+) h (\d\d) min (\d\d) s|(\d+) min (\d\d) s) left$/.exec(
        label,
      );
    if (!m) return null;
    const n = (i: number) => Number(m[i] ?? 0);
    return (
      (n(1) * 86_400 + (n(2) + n(4)) * 3600 + (n(3) + n(5) + n(7)) * 60 + n(6) + n(8)) * SECOND
    );
  }

  /*
   * For any end and any moment: an ended rental says "Expired"; one ending within the longest
   * rental shows a countdown whose fields are in range (h < 24, min < 60, s < 60; a leading field
   * is never 0), that never shows more time than is left and shows less by under its smallest
   * unit (a minute while days are shown, a second otherwise); and anything further away shows its
   * end date instead — never an absurd count of days.
   */
  it('is sane for any end: past, minutes, hours, days, far away', () => {
    const anyMoment = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
    const anyGap = fc.oneof(
      fc.integer({ min: -10 * DAY, max: 0 }),
      fc.integer({ min: 1, max: 3_600 * SECOND }),
      fc.integer({ min: 1, max: 2 * DAY }),
      fc.integer({ min: 1, max: (COUNTDOWN_MAX_DAYS + 2) * DAY }),
      fc.integer({ min: 1, max: 80 * 365 * DAY }),
    );
    fc.assert(
      fc.property(anyMoment, anyGap, (now, gap) => {
        const expiresAt = new Date(now + gap).toISOString();
        const label = rentalTimeLeft(expiresAt, now);
        if (gap <= 0) return label === 'Expired';
        if (gap >= COUNTDOWN_MAX_DAYS * DAY)
          return /^Ends [A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(label);
        const left = shown(label);
        if (left === null) return false;
        const unit = gap >= DAY ? 60 * SECOND : SECOND;
        const [lead = 0, ...rest] = label.match(/\d+/g)?.map(Number) ?? [];
        const leadOk = lead > 0 || gap < 60 * SECOND;
        const restOk = rest.every((f, i) => f < (i === 0 && gap >= DAY ? 24 : 60));
        return left <= gap && gap - left < unit && leadOk && restOk;
      }),
    );
  });
});
