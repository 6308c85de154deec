import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HASH_CONCURRENCY } from '../../platform/auth/passwords';
import { NEW_SHOPPER_PASSWORD, startTestServer, type TestServer } from '../../testing/harness';

// Counts the password derivations running at once (scrypt calls started and not yet answered).
const flight = vi.hoisted(() => ({ now: 0, max: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void;
    flight.now += 1;
    flight.max = Math.max(flight.max, flight.now);
    (real.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      flight.now -= 1;
      done(error, key);
    });
  }) as typeof real.scrypt;
  return { ...real, default: { ...real, scrypt }, scrypt };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    loginRateLimit: { max: 10_000, windowMs: 900_000, backoffBaseMs: 1000 },
  });
});
afterAll(() => server?.close());

describe('a burst of sign-ins (issue 34)', () => {
  // While 50 sign-ins hash their passwords, no more than HASH_CONCURRENCY derivations run at once
  // (the rest wait their turn, leaving a core to the event loop), every sign-in still succeeds, and
  // a cart read sent after all 50 answers before the last of them.
  it('caps the concurrent hashes and lets a cart read through', async () => {
    const shopper = await server.newShopper();
    // Fifty accounts, one sign-in each: fifty at once of one account from one address are the
    // per-account limit's business (on PostgreSQL they count in parallel and it answers 429).
    const accounts: string[] = [];
    for (let i = 0; i < 50; i++) accounts.push((await server.newShopper()).user.email);
    const finished: string[] = [];
    flight.max = 0;
    const signIns = accounts.map((email, i) =>
      server
        .request('POST', '/api/auth/login', {
          body: { email, password: NEW_SHOPPER_PASSWORD },
        })
        .then((res) => {
          finished.push(`sign-in ${i}`);
          return res.status;
        }),
    );
    const cart = server.request('GET', '/api/cart', { token: shopper.token }).then((res) => {
      finished.push('cart');
      return res.status;
    });
    expect(await cart).toBe(200);
    expect(await Promise.all(signIns)).toEqual(Array(50).fill(200));
    expect(finished.indexOf('cart')).toBeLessThan(finished.length - 1);
    expect(flight.max).toBeGreaterThan(0);
    expect(flight.max).toBeLessThanOrEqual(HASH_CONCURRENCY);
  });
});
