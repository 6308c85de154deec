import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTimeLeft,
  lineCount,
  orderHistory,
  orderLineLabel,
} from './account-format';

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

describe('formatTimeLeft', () => {
  const end = '2026-11-24T12:00:00.000Z';
  const at = (iso: string) => formatTimeLeft(end, new Date(iso).getTime());
  it('shows days, hours and minutes while more than a day is left', () => {
    expect(at('2026-11-22T08:55:30.000Z')).toBe('2 d 03 h 04 min');
  });
  it('shows seconds in the last day', () => {
    expect(at('2026-11-24T08:55:55.000Z')).toBe('3 h 04 min 05 s');
    expect(at('2026-11-24T11:55:55.000Z')).toBe('4 min 05 s');
  });
  it('is null once the rental has ended', () => {
    expect(at('2026-11-24T12:00:00.000Z')).toBeNull();
    expect(at('2026-11-25T00:00:00.000Z')).toBeNull();
  });
});
