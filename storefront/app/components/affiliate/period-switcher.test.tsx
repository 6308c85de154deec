import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PeriodChoice } from '../../lib/affiliate/format';
import { PeriodSwitcher } from './period-switcher';

afterEach(cleanup);

const day = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) })
  .map((t) => new Date(t).toISOString().slice(0, 10));
const period = fc.record({
  id: fc.constantFrom<PeriodChoice['id']>('today', 'yesterday', '7d', '30d', 'custom'),
  from: day,
  to: day,
});

/** Sets the period of the page on screen (as its loader's answer to a navigation would). */
let show: (next: PeriodChoice) => void = () => {};

/** The switcher as the page renders it: one instance, whose period changes with each answer. */
function Page({ initial }: { initial: PeriodChoice }) {
  const [current, setCurrent] = useState(initial);
  show = setCurrent;
  return <PeriodSwitcher period={current} path="/affiliate/analytics" />;
}

/** The page after a first period; then each call is the next navigation's period. */
function renderSwitcher(initial: PeriodChoice) {
  const router = createMemoryRouter(
    [{ path: '/affiliate/analytics', element: <Page initial={initial} /> }],
    { initialEntries: ['/affiliate/analytics'] },
  );
  render(<RouterProvider router={router} />);
  return (next: PeriodChoice) => act(() => show(next));
}

describe('PeriodSwitcher', () => {
  // Invariant: after any sequence of periods, the From and To inputs show the period the page
  // shows — never an earlier one (after "Today" they used to keep the last 30 days).
  it('keeps From and To on the period shown, whatever the sequence of periods', () => {
    fc.assert(
      fc.property(fc.array(period, { minLength: 2, maxLength: 6 }), (periods) => {
        const [first, ...rest] = periods as [PeriodChoice, ...PeriodChoice[]];
        const show = renderSwitcher(first);
        try {
          for (const next of rest) show(next);
          const shown = periods[periods.length - 1] as PeriodChoice;
          expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(shown.from);
          expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(shown.to);
          expect(screen.getByText(`Showing ${shown.from} to ${shown.to} (UTC)`)).toBeTruthy();
        } finally {
          cleanup();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('marks the preset being shown', () => {
    renderSwitcher({ id: 'today', from: '2026-11-26', to: '2026-11-26' });
    expect(screen.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');
  });
});
