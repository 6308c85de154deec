import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Simulated time for every test of the calling file: timers and `Date` are faked before each test
 * and real again after it (queueMicrotask and promises stay real, so requests still settle).
 */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
