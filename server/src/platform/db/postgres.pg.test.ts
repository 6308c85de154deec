import {
  CartResponse,
  CheckoutResponse,
  CompleteCartResponse,
  VideoPage,
} from '@reelcart/contract/store';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { orders, videos } from '../../modules/schema';
import { openSeededDatabase } from '../../modules/startup';
import { createGoogleKeys } from '../../testing/harness';
import { testPostgresUrl } from '../../testing/postgres';
import { testConfig } from '../config';

/**
 * Runs in `npm run test:postgres` (a *.pg.test.ts file) on an empty database of its own on the
 * run's throwaway cluster (TEST_POSTGRES_URL): the test migrates and seeds it through openSeededDatabase.
 */
let url: string;
let drop: () => Promise<void> = async () => {};
beforeAll(async () => {
  const adminUrl = testPostgresUrl();
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL is not set: run through npm run test:postgres');
  const name = `reelcart_open_${Date.now().toString(36)}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  url = u.toString();
  drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
});
afterAll(() => drop());

describe('PostgreSQL', () => {
  it('migrates, seeds and serves the cart and checkout on node-postgres', {
    timeout: 120_000,
  }, async () => {
    const config = testConfig({ databaseUrl: url });
    const opened = await openSeededDatabase(config);
    try {
      expect(opened.kind).toBe('postgres');
      const [row] = await opened.db.select({ n: count() }).from(videos);
      expect(row?.n).toBeGreaterThanOrEqual(200);
      const again = await openSeededDatabase(config);
      expect(again.seeded).toBe(false);
      await again.close();

      const app = createApp({ db: opened.db, config, googleKeys: (await createGoogleKeys()).keys });
      const call = async (method: string, path: string, token: string | null, body?: unknown) => {
        const res = await app.request(path, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: res.status, json: (await res.json()) as Record<string, unknown> };
      };
      const email = `pg-${Date.now()}@example.test`;
      const { token } = (
        await call('POST', '/api/auth/register', null, { email, password: 'long-enough-1' })
      ).json as { token: string };
      // A new user's first GETs racing on a real pool: one new empty cart, never two.
      const racer = (
        await call('POST', '/api/auth/register', null, {
          email: `pg-race-${Date.now()}@example.test`,
          password: 'long-enough-1',
        })
      ).json as { token: string };
      const gets = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(() => call('GET', '/api/cart', racer.token)),
      );
      expect(gets.map((g) => g.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(gets.map((g) => CartResponse.parse(g.json).cart._id)).size).toBe(1);
      // The video list's total (a window count) and a page past the end.
      const page2 = VideoPage.parse((await call('GET', '/api/videos?limit=5&page=2', null)).json);
      expect(page2.items).toHaveLength(5);
      expect(page2.total).toBe(row?.n);
      const beyond = VideoPage.parse((await call('GET', '/api/videos?page=999', null)).json);
      expect(beyond).toMatchObject({ items: [], total: row?.n });
      const cart = CartResponse.parse(
        (
          await call('POST', '/api/cart', token, {
            products: ['prd_0050_own_hd'],
            cartVersion: null,
          })
        ).json,
      ).cart;
      expect(
        (await call('POST', '/api/cart', token, { products: [], cartVersion: cart.version + 1 }))
          .status,
      ).toBe(409);
      // Concurrent completions on a real connection pool: one order.
      const results = await Promise.all(
        [1, 2, 3, 4].map((i) =>
          call('POST', '/api/cart/complete', token, {
            cartId: cart._id,
            cartVersion: cart.version,
            idempotencyKey: `pg-concurrent-${i}`,
          }),
        ),
      );
      expect(new Set(results.map((r) => CompleteCartResponse.parse(r.json).orderId)).size).toBe(1);
      const next = CartResponse.parse(
        (
          await call('POST', '/api/cart', token, {
            products: ['prd_0051_rental'],
            cartVersion: null,
          })
        ).json,
      ).cart;
      const paid = CheckoutResponse.parse(
        (
          await call('POST', '/api/checkout', token, {
            cartId: next._id,
            cartVersion: next.version,
            billerId: 'test-card',
            idempotencyKey: `pg-pay-${Date.now()}`,
          })
        ).json,
      );
      expect(paid.status).toBe('paid');
      const [orderCount] = await opened.db.select({ n: count() }).from(orders);
      expect(orderCount?.n).toBeGreaterThanOrEqual(3);
    } finally {
      await opened.close();
    }
  });
});
