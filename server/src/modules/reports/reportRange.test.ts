import { describe, expect, it } from 'vitest';
import { reportRange } from './service';

// Issue 31: the screens' ranges up to a custom range of three years answer (from the roll-ups,
// decision 084); longer ones are refused with a 400 that says the limit.
describe('the range of a report', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('takes the 365-day preset and a custom range of three years', () => {
    expect(reportRange({ from: '2025-11-27', to: '2026-11-26' }, now).days).toBe(365);
    expect(reportRange({ from: '2023-11-27', to: '2026-11-26' }, now).days).toBe(1096);
  });
  it('refuses a range longer than 1,100 days', () => {
    expect(() => reportRange({ from: '2020-01-01', to: '2026-11-26' }, now)).toThrow(
      'at most 1100 days',
    );
  });
});
