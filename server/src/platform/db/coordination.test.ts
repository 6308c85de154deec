import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTestDatabase } from '../../testing/harness';
import { ApiError } from '../errors';
import { claimJobRun, idempotent, withAdvisoryLock } from './coordination';
import type { Database } from './database';

/** On PGlite in `npm run test:unit`, on PostgreSQL (a real pool) in `npm run test:postgres`. */
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await seededTestDatabase());
}, 120_000);
afterAll(() => close());

describe('idempotent()', () => {
  it('runs once for 30 concurrent calls with one key and answers all with its result', async () => {
    let runs = 0;
    const key = `refund-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        idempotent(db, 'refund', key, { orderId: 'ord_1', cents: 500 }, async () => {
          runs += 1;
          await new Promise((r) => setTimeout(r, 20));
          return { refundId: `rf_${runs}` };
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(new Set(answers.map((a) => a.value.refundId))).toEqual(new Set(['rf_1']));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
  });

  it('refuses the key with another request (422) and stores nothing when the work throws', async () => {
    const key = `payout-${Date.now()}`;
    await idempotent(db, 'payout-run', key, { period: '2026-11' }, async () => ({ ok: true }));
    await expect(
      idempotent(db, 'payout-run', key, { period: '2026-12' }, async () => ({ ok: true })),
    ).rejects.toMatchObject({ status: 422, options: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const failing = `payout-fail-${Date.now()}`;
    await expect(
      idempotent(db, 'payout-run', failing, {}, async () => {
        throw new ApiError(500, 'gateway down');
      }),
    ).rejects.toMatchObject({ status: 500 });
    const retried = await idempotent(db, 'payout-run', failing, {}, async () => 'done');
    expect(retried).toEqual({ value: 'done', replayed: false });
  });
});

describe('withAdvisoryLock() and claimJobRun()', () => {
  it('runs the work under the lock and answers its value', async () => {
    expect(await withAdvisoryLock(db, 'lock-test', async () => 42)).toEqual({
      ran: true,
      value: 42,
    });
    expect(await withAdvisoryLock(db, 'lock-test', async () => 43, { wait: false })).toEqual({
      ran: true,
      value: 43,
    });
  });

  it('claims a periodic job once per interval', async () => {
    const t = Date.parse('2030-01-01T00:00:00Z');
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => claimJobRun(db, 'job-test', 60_000, t)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(db, 'job-test', 60_000, t + 59_999)).toBe(false);
    expect(await claimJobRun(db, 'job-test', 60_000, t + 60_000)).toBe(true);
  });
});
