/**
 * The server's notion of "now" for time-limited entitlements (rentals, signed media URLs) and the
 * refresh-token reuse interval (decision 062). Tests and the e2e suite move it with an offset
 * (TEST_CLOCK=true, never in production) to see a rental expire, or the interval pass, without
 * waiting for it; everything else (token lifetimes, rate limits) keeps the real clock.
 */
export interface Clock {
  /** Milliseconds since the epoch, offset included. */
  now(): number;
  offsetMs(): number;
  setOffset(ms: number): void;
}

export function createClock(offsetMs = 0): Clock {
  let offset = offsetMs;
  return {
    now: () => Date.now() + offset,
    offsetMs: () => offset,
    setOffset: (ms) => {
      offset = ms;
    },
  };
}
