import { CartResponse } from '@reelcart/contract/store';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS } from './platform/db/database';
import { type InstanceSet, startApiInstances } from './testing/instances';
import { testPostgresUrl } from './testing/postgres';

/**
 * The database goes away under a running API process and comes back (docs/decisions/034). The
 * outage is made on this test's own database only (no new connections allowed, every session
 * terminated), so the cluster the other test files share is untouched.
 */
let set: InstanceSet;
let admin: pg.Client;
let name: string;
beforeAll(async () => {
  set = await startApiInstances(1);
  name = new URL(set.databaseUrl).pathname.slice(1);
  admin = new pg.Client({ connectionString: testPostgresUrl() });
  await admin.connect();
}, 120_000);
afterAll(async () => {
  await admin?.query(`alter database "${name}" allow_connections true`).catch(() => {});
  await admin?.end();
  await set?.close();
});

const api = () => {
  const instance = set.instances[0];
  if (!instance) throw new Error('no instance');
  return instance;
};

async function cut() {
  await admin.query(`alter database "${name}" allow_connections false`);
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
}

describe('the database goes away mid-session', () => {
  it('answers 503 with a clear message within the timeout, loses nothing, and recovers', {
    timeout: 90_000,
  }, async () => {
    const registered = await api().call('POST', '/api/auth/register', {
      body: { email: `fault-${Date.now()}@example.test`, password: 'long-enough-1' },
    });
    const { token } = registered.json as { token: string };
    const cart = CartResponse.parse(
      (
        await api().call('POST', '/api/cart', {
          token,
          body: { products: ['prd_0050_own_hd'], cartVersion: null },
        })
      ).json,
    ).cart;

    await cut();
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { products: [], cartVersion: cart.version }],
    ] as const) {
      const started = Date.now();
      const res = await api().call(method, '/api/cart', { token, body });
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 3_000);
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: expect.stringMatching(/cannot reach its database/),
      });
    }
    expect((await api().call('GET', '/readyz')).status).toBe(503);
    expect((await api().call('GET', '/healthz')).status).toBe(200);

    await admin.query(`alter database "${name}" allow_connections true`);
    let back: Awaited<ReturnType<ReturnType<typeof api>['call']>> | undefined;
    for (let i = 0; i < 20; i++) {
      back = await api().call('GET', '/api/cart', { token });
      if (back.status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(back?.status).toBe(200);
    const kept = CartResponse.parse(back?.json).cart;
    // Nothing lost, nothing half-done: the refused write changed nothing.
    expect(kept.version).toBe(cart.version);
    expect(kept.products.map((p) => p._id)).toEqual(['prd_0050_own_hd']);
    const write = await api().call('POST', '/api/cart', {
      token,
      body: { products: [], cartVersion: kept.version },
    });
    expect(write.status).toBe(200);
    expect((await api().call('GET', '/readyz')).status).toBe(200);
    expect(api().process.exitCode).toBeNull();
  });
});
