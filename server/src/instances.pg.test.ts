import { CartResponse, CompleteCartResponse } from '@reelcart/contract/store';
import { count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutRunKey } from './modules/affiliate/rules';
import * as schema from './modules/schema';
import { affiliateLedger, affiliatePayouts, orders } from './modules/schema';
import { withAdvisoryLock } from './platform/db/coordination';
import { type InstanceSet, startApiInstances } from './testing/instances';
import { testPool } from './testing/postgres';

/**
 * Two API processes behind an imaginary load balancer, on one PostgreSQL database
 * (docs/decisions/032). Runs in `npm run test:postgres`.
 */
const LOGIN_MAX = 5;
let set: InstanceSet;
let pool: pg.Pool;
beforeAll(async () => {
  set = await startApiInstances(2, {
    LOGIN_RATE_LIMIT_MAX: String(LOGIN_MAX),
    REGISTER_RATE_LIMIT_MAX: '10000',
    // A first wait of a minute after the free tries: no step of the login test outlasts it.
    LOGIN_BACKOFF_BASE_SECONDS: '60',
    // POST /api/testing/clock: the refresh test moves both clocks past the reuse interval.
    TEST_CLOCK: 'true',
  });
  pool = testPool(set.databaseUrl, 4);
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await set?.close();
});

const instance = (i: number) => {
  const chosen = set.instances[i % set.instances.length];
  if (!chosen) throw new Error('no instance');
  return chosen;
};

async function newShopper() {
  const res = await instance(0).call('POST', '/api/auth/register', {
    body: {
      email: `two-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.test`,
      password: 'long-enough-1',
    },
  });
  expect(res.status).toBe(200);
  return res.json as { token: string; refreshToken: string };
}

describe('two API instances on one PostgreSQL', () => {
  it('100 concurrent duplicate completions split across both make one order', async () => {
    const { token } = await newShopper();
    const cart = CartResponse.parse(
      (
        await instance(0).call('POST', '/api/cart', {
          token,
          body: { products: ['prd_0050_own_hd'], cartVersion: null },
        })
      ).json,
    ).cart;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        instance(i).call('POST', '/api/cart/complete', {
          token,
          body: {
            cartId: cart._id,
            cartVersion: cart.version,
            idempotencyKey: `duplicate-${i % 7}`,
          },
        }),
      ),
    );
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.json)).toEqual([]);
    const ids = new Set(results.map((r) => CompleteCartResponse.parse(r.json).orderId));
    expect(ids.size).toBe(1);
    const db = drizzle({ client: pool, schema });
    const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.cartId, cart._id));
    expect(row?.n).toBe(1);
  });

  it('the login backoff holds across both, even for concurrent attempts; the owner elsewhere gets in', async () => {
    const email = 'shopper@reelcart.test';
    const guesser = { 'x-forwarded-for': '198.51.100.5' };
    const wrong = await Promise.all(
      Array.from({ length: 4 * LOGIN_MAX }, (_, i) =>
        instance(i).call('POST', '/api/auth/login', {
          body: { email, password: `wrong-${i}` },
          headers: guesser,
        }),
      ),
    );
    const statuses = wrong.map((r) => r.status);
    // At most the address's free tries (half the limit) are checked at all, however concurrent.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(Math.floor(LOGIN_MAX / 2));
    expect(statuses.filter((s) => s === 429)).toHaveLength(4 * LOGIN_MAX - checked);
    // The guesser's address waits, on either instance, even with the right password ...
    for (const i of [0, 1]) {
      const right = await instance(i).call('POST', '/api/auth/login', {
        body: { email, password: 'shopper-pass-1' },
        headers: guesser,
      });
      expect(right.status).toBe(429);
    }
    // ... and the owner signing in from elsewhere is not locked out (issue 29 item 7).
    const owner = await instance(1).call('POST', '/api/auth/login', {
      body: { email, password: 'shopper-pass-1' },
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(owner.status).toBe(200);
  });

  it('a stale cart version on one instance after a write on the other is a 409', async () => {
    const { token } = await newShopper();
    const first = CartResponse.parse(
      (
        await instance(0).call('POST', '/api/cart', {
          token,
          body: { products: ['prd_0051_rental'], cartVersion: null },
        })
      ).json,
    ).cart;
    const written = await instance(0).call('POST', '/api/cart', {
      token,
      body: { products: ['prd_0051_rental', 'prd_0050_own_hd'], cartVersion: first.version },
    });
    expect(written.status).toBe(200);
    const stale = await instance(1).call('POST', '/api/cart', {
      token,
      body: { products: [], cartVersion: first.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'CART_VERSION_CONFLICT' });
  });

  // Issue 28 item 9 (decision 062): one token used on both at once (two tabs, a server render and
  // the browser) answers the same new pair on both, and that pair keeps working; a reuse after
  // the reuse interval still revokes the family.
  it('a refresh token used on both at once: the same new pair on both, and it works', async () => {
    const { refreshToken } = await newShopper();
    const both = await Promise.all(
      [0, 1, 0, 1].map((i) =>
        instance(i).call('POST', '/api/auth/refresh-token', { body: { refreshToken } }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const issued = new Set(both.map((r) => (r.json as { refreshToken: string }).refreshToken));
    expect(issued.size).toBe(1);
    const [next] = [...issued];
    const after = await instance(1).call('POST', '/api/auth/refresh-token', {
      body: { refreshToken: next },
    });
    expect(after.status).toBe(200);
  });

  it('a rotated token reused after the interval revokes the family on both instances', async () => {
    const { refreshToken } = await newShopper();
    const rotated = await instance(0).call('POST', '/api/auth/refresh-token', {
      body: { refreshToken },
    });
    expect(rotated.status).toBe(200);
    const moveClocks = (offsetSeconds: number) =>
      Promise.all(
        [0, 1].map((i) =>
          instance(i).call('POST', '/api/testing/clock', { body: { offsetSeconds } }),
        ),
      );
    await moveClocks(60);
    try {
      const reuse = await instance(1).call('POST', '/api/auth/refresh-token', {
        body: { refreshToken },
      });
      expect(reuse.status).toBe(401);
      const winner = (rotated.json as { refreshToken: string }).refreshToken;
      const after = await instance(0).call('POST', '/api/auth/refresh-token', {
        body: { refreshToken: winner },
      });
      expect(after.status).toBe(401);
    } finally {
      await moveClocks(0);
    }
  });

  it('an advisory lock taken by one connection makes the other skip, then frees at commit', async () => {
    const a = drizzle({ client: pool, schema });
    const b = drizzle({ client: pool, schema });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const first = withAdvisoryLock(a, 'payout-run-test', async () => {
      entered();
      await held;
      return 'first';
    });
    await inside;
    expect(
      await withAdvisoryLock(b, 'payout-run-test', async () => 'second', { wait: false }),
    ).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(
      await withAdvisoryLock(b, 'payout-run-test', async () => 'second', { wait: false }),
    ).toEqual({ ran: true, value: 'second' });
  });
  it('a payout run started on both at once makes one payout per affiliate, paying each commission once', async () => {
    const db = drizzle({ client: pool, schema });
    // A commission of the seeded affiliate (REELPAID, paid by Paxum) approved well before the run.
    const runKey = '2030-01-16';
    await db.insert(affiliateLedger).values({
      id: 'led_two_instances',
      entryKey: 'commission:ord_two_instances',
      affiliateId: 'usr_affiliate',
      kind: 'commission',
      orderId: 'ord_two_instances',
      customerId: 'usr_two_instances',
      amountCents: 12_345,
      baseCents: 30_863,
      rateBp: 4_000,
      availableAt: new Date('2026-01-01T00:00:00Z'),
    });
    const tokens = await Promise.all(
      [0, 1].map(async (i) => {
        const res = await instance(i).call('POST', '/api/auth/login', {
          body: { email: 'admin@reelcart.test', password: 'admin-pass-1' },
        });
        expect(res.status).toBe(200);
        return String(res.json.token);
      }),
    );
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        instance(i).call('POST', '/api/admin/affiliate/payout-runs', {
          token: tokens[i % 2] ?? '',
          body: { runKey },
        }),
      ),
    );
    expect(runs.map((r) => r.status)).toEqual(Array(6).fill(200));
    const payouts = await db
      .select({
        affiliateId: affiliatePayouts.affiliateId,
        amountCents: affiliatePayouts.amountCents,
      })
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.runKey, runKey));
    // One payout per affiliate of the run, and the runs' reports add up to exactly those payouts.
    expect(new Set(payouts.map((p) => p.affiliateId)).size).toBe(payouts.length);
    expect(payouts.map((p) => p.affiliateId)).toContain('usr_affiliate');
    expect(runs.reduce((n, r) => n + Number(r.json.created), 0)).toBe(payouts.length);
    // The commission is bundled into one payout only.
    const [bundled] = await db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from affiliate_payout_items where entry_id = 'led_two_instances'`,
      )
      .then((r) => r.rows);
    expect(bundled?.n).toBe(1);
  });

  it('confirming the payout run from the back office on both at once makes one payout; marking it paid on both records it once', async () => {
    const db = drizzle({ client: pool, schema });
    const runKey = payoutRunKey(new Date());
    await db.insert(affiliateLedger).values({
      id: 'led_two_confirm',
      entryKey: 'commission:ord_two_confirm',
      affiliateId: 'usr_affiliate',
      kind: 'commission',
      orderId: 'ord_two_confirm',
      customerId: 'usr_two_confirm',
      amountCents: 6_789,
      baseCents: 16_973,
      rateBp: 4_000,
      availableAt: new Date('2026-01-01T00:00:00Z'),
    });
    const tokens = await Promise.all(
      [0, 1].map(async (i) => {
        const res = await instance(i).call('POST', '/api/auth/login', {
          body: { email: 'admin@reelcart.test', password: 'admin-pass-1' },
        });
        expect(res.status).toBe(200);
        return String(res.json.token);
      }),
    );
    const confirms = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        instance(i).call('POST', '/api/admin/affiliate/payout-runs/confirm', {
          token: tokens[i % 2] ?? '',
          body: { runKey },
        }),
      ),
    );
    expect(confirms.map((r) => r.status)).toEqual(Array(6).fill(200));
    const payouts = await db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.runKey, runKey));
    expect(new Set(payouts.map((p) => p.affiliateId)).size).toBe(payouts.length);
    expect(confirms.reduce((n, r) => n + Number(r.json.created), 0)).toBe(payouts.length);
    const mine = payouts.find((p) => p.affiliateId === 'usr_affiliate');
    expect(mine?.status).toBe('open');
    const marks = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        instance(i).call('POST', `/api/admin/affiliate/payouts/${mine?.id}/paid`, {
          token: tokens[i % 2] ?? '',
          body: { reference: 'PAXUM-TWO-INSTANCES' },
        }),
      ),
    );
    expect(marks.map((r) => r.status)).toEqual(Array(4).fill(200));
    const [audited] = await db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where action = 'payout-paid' and entity_id = 'usr_affiliate'`,
      )
      .then((r) => r.rows);
    expect(audited?.n).toBe(1);
  });
});
