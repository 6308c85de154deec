import { describe, expect, it } from 'vitest';
import { createApiTimer } from './commerce.server';

describe('createApiTimer', () => {
  it('counts parallel calls once: the time at least one call was in flight', () => {
    const timer = createApiTimer();
    // Two calls overlapping from 0 to 30 ms, then one alone from 50 to 60 ms.
    timer.start(0);
    timer.start(5);
    timer.end(20);
    timer.end(30);
    timer.start(50);
    timer.end(60);
    expect(timer.waitMs).toBe(40);
    expect(timer.calls).toBe(3);
  });

  it('is zero without calls', () => {
    expect(createApiTimer().waitMs).toBe(0);
  });
});
