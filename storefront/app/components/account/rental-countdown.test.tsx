import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RentalCountdown } from './rental-countdown';

const SERVER_NOW = '2026-11-24T10:00:00.000Z';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T10:00:02.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RentalCountdown', () => {
  it('ticks every second from the clock, then shows the rental as expired', () => {
    render(<RentalCountdown expiresAt="2026-11-24T10:00:05.000Z" now={SERVER_NOW} />);
    // After mount the browser's clock takes over from the server's.
    expect(screen.getByText('0 min 03 s left')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('0 min 02 s left')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Expired').getAttribute('datetime')).toBe('2026-11-24T10:00:05.000Z');
  });

  it('first renders at the server’s time so the hydrated text matches', () => {
    // The initial state comes from `now`; the effect has not run in a server render.
    const html = renderToString(
      <RentalCountdown expiresAt="2026-11-25T12:30:00.000Z" now={SERVER_NOW} />,
    );
    expect(html).toContain('1 d 02 h 30 min left');
  });
});
