import type { Breakdown } from '@reelcart/contract/affiliate';
import { cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCents, formatCount } from '../../lib/affiliate/format';
import { BreakdownSection } from './analytics-sections';

afterEach(cleanup);

const breakdowns = fc.uniqueArray(
  fc.record({
    key: fc.stringMatching(/^[a-z]{1,8}$/),
    clicks: fc.nat({ max: 5000 }),
    uniqueClicks: fc.nat({ max: 5000 }),
    signups: fc.nat({ max: 50 }),
    sales: fc.nat({ max: 50 }),
    commissionCents: fc.nat({ max: 1_000_000 }),
  }),
  { minLength: 1, maxLength: 8, selector: (r) => r.key },
);

const sum = (rows: Breakdown[], of: (r: Breakdown) => number) =>
  rows.reduce((n, r) => n + of(r), 0);

describe('the affiliate breakdowns end with a totals row (issue 33, decision 106)', () => {
  // For any rows: the totals row is last and holds each column's sum over the rows (integer
  // cents and counts summed, then formatted once), every column filled.
  it('sums every column', () => {
    fc.assert(
      fc.property(breakdowns, (rows) => {
        cleanup();
        render(<BreakdownSection id="by-source" title="By source" label="Source" rows={rows} />);
        const table = screen.getByRole('table', { name: 'By source' });
        const last = within(table).getAllByRole('row').at(-1) as HTMLElement;
        const cells = within(last)
          .getAllByRole('cell')
          .map((c) => c.textContent);
        expect(within(last).getByRole('rowheader').textContent).toBe('Total');
        expect(cells).toEqual([
          formatCount(sum(rows, (r) => r.clicks)),
          formatCount(sum(rows, (r) => r.uniqueClicks)),
          formatCount(sum(rows, (r) => r.signups)),
          formatCount(sum(rows, (r) => r.sales)),
          formatCents(sum(rows, (r) => r.commissionCents)),
        ]);
      }),
      { numRuns: 25 },
    );
  });

  it('has no table, and no totals, without rows', () => {
    render(<BreakdownSection id="by-country" title="By country" label="Country" rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nothing in this period.')).toBeTruthy();
  });
});
