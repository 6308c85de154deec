import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useSeededDatabase } from '../../testing/useSeededDatabase';
import { backoffMs, createBackoffLimiter, MAX_BACKOFF_MS } from './loginBackoff';

describe('backoffMs', () => {
  // Invariant: the wait never shrinks as failures grow, is zero for the free tries (and for the
  // first attempt of any address even under attack), and never exceeds 15 minutes.
  it('grows with failures, starts free and is capped', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 200 }),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        (failures, free, underAttack) => {
          const wait = backoffMs(failures, free, underAttack);
          expect(wait).toBeGreaterThanOrEqual(0);
          expect(wait).toBeLessThanOrEqual(MAX_BACKOFF_MS);
          expect(backoffMs(failures + 1, free, underAttack)).toBeGreaterThanOrEqual(wait);
          expect(backoffMs(0, free, underAttack)).toBe(0);
          if (failures < free) expect(backoffMs(failures, free, false)).toBe(0);
          expect(backoffMs(failures, free, true)).toBeGreaterThanOrEqual(
            backoffMs(failures, free, false),
          );
        },
      ),
    );
    expect([5, 6, 10, 15].map((n) => backoffMs(n, 5, false))).toEqual([
      1000,
      2000,
      32_000,
      MAX_BACKOFF_MS,
    ]);
  });
});

/** On PGlite here, on PostgreSQL under `npm run test:postgres`. */
const database = useSeededDatabase();

describe('createBackoffLimiter', () => {
  it('lets the free tries through, then makes each attempt wait longer, and forgets on success', async () => {
    let t = 1_000_000;
    const limiter = createBackoffLimiter({
      db: database.db,
      name: `test-backoff-${Date.now()}`,
      freeTries: 2,
      windowMs: 60_000,
      now: () => t,
    });
    const key = 'ann@example.test|198.51.100.7';
    const calm = { underAttack: false };
    expect((await limiter.attempt(key, calm)).allowed).toBe(true);
    expect((await limiter.attempt(key, calm)).allowed).toBe(true);
    expect(await limiter.attempt(key, calm)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    t += 1000;
    expect((await limiter.attempt(key, calm)).allowed).toBe(true);
    expect(await limiter.attempt(key, calm)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    // Another address for the same e-mail is not held back.
    expect((await limiter.attempt('ann@example.test|203.0.113.9', calm)).allowed).toBe(true);
    await limiter.succeeded(key);
    expect((await limiter.attempt(key, calm)).allowed).toBe(true);
  });

  it('counts concurrent claims: only the free tries run at once', async () => {
    const limiter = createBackoffLimiter({
      db: database.db,
      name: `test-backoff-race-${Date.now()}`,
      freeTries: 3,
      windowMs: 60_000,
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        limiter.attempt('race@example.test|10.0.0.1', { underAttack: false }),
      ),
    );
    expect(answers.filter((a) => a.allowed)).toHaveLength(3);
  });

  it('forgets failures after a quiet window', async () => {
    let t = 5_000_000;
    const limiter = createBackoffLimiter({
      db: database.db,
      name: `test-backoff-quiet-${Date.now()}`,
      freeTries: 1,
      windowMs: 10_000,
      now: () => t,
    });
    const key = 'quiet@example.test|10.0.0.2';
    expect((await limiter.attempt(key, { underAttack: false })).allowed).toBe(true);
    t += 1000;
    expect((await limiter.attempt(key, { underAttack: false })).allowed).toBe(true);
    t += 2000 + 10_000;
    // Back to the first failure's wait (1 s), not the third's (4 s).
    expect((await limiter.attempt(key, { underAttack: false })).allowed).toBe(true);
    t += 1000;
    expect((await limiter.attempt(key, { underAttack: false })).allowed).toBe(true);
  });
});
