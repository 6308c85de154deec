import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { carts, orders } from './modules/schema';
import { startTestServer, type TestServer } from './testing/harness';

// Long random sequences: more time per test than the server project's default.
vi.setConfig({ testTimeout: 180_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

// Few products over few videos, so ownership conflicts, upgrades and rentals all happen.
const PRODUCTS = [
  'prd_0070_own_sd',
  'prd_0070_own_4k',
  'prd_0070_rental',
  'prd_0071_own_hd',
  'prd_0071_rental',
  'prd_0072_own_fhd',
];
const KEYS = ['key-alpha-1', 'key-bravo-2', 'key-charlie-3'];

const version = fc.constantFrom('current', 'stale', 'null');
const command = fc.oneof(
  fc.record({
    kind: fc.constant('push' as const),
    products: fc.subarray(PRODUCTS, { maxLength: 4 }),
    version,
    state: fc.constantFrom(undefined, 'active', 'checkout', 'abandoned', 'completed'),
    coupon: fc.constantFrom(undefined, null, 'cpn_welcome10', 'cpn_crypto20', 'cpn_expired'),
    loginSync: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('complete' as const), key: fc.constantFrom(...KEYS), version }),
  fc.record({
    kind: fc.constant('checkout' as const),
    key: fc.constantFrom(...KEYS),
    version,
    biller: fc.constantFrom('test-card', 'test-crypto', 'nope'),
    card: fc.constantFrom('4242424242424242', '4000000000000002'),
  }),
  fc.record({ kind: fc.constant('abandon' as const), which: fc.constantFrom('current', 'last') }),
  fc.record({ kind: fc.constant('get' as const) }),
);

describe('stateful fuzzing of one user’s carts, completions and checkouts', () => {
  // Invariants: no sequence of calls gets a 5xx; a cart never has more than one order; a user never
  // has more than one current cart; a paid order's products are owned exactly once.
  it('keeps its invariants', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const session = await server.newShopper();
        const token = session.token;
        const seen: { cart: { _id: string; version: number } | null; last: string | null } = {
          cart: null,
          last: null,
        };
        const remember = (json: Record<string, unknown>) => {
          const c = json?.cart as { _id: string; version: number } | undefined;
          if (c) {
            seen.cart = c;
            seen.last = c._id;
          }
        };
        const versionOf = (v: string) =>
          v === 'null'
            ? null
            : v === 'stale'
              ? Math.max(0, (seen.cart?.version ?? 1) - 1)
              : (seen.cart?.version ?? null);
        for (const cmd of commands) {
          let res: Awaited<ReturnType<TestServer['request']>>;
          if (cmd.kind === 'push') {
            res = await server.request('POST', '/api/cart', {
              token,
              body: {
                products: cmd.products,
                cartVersion: versionOf(cmd.version),
                state: cmd.state,
                appliedCoupon: cmd.coupon,
                isLoginSync: cmd.loginSync,
              },
            });
            if (res.status === 200) remember(res.json);
          } else if (cmd.kind === 'complete' || cmd.kind === 'checkout') {
            const body = {
              cartId: seen.cart?._id ?? 'none',
              cartVersion: versionOf(cmd.version) ?? 0,
              idempotencyKey: cmd.key,
            };
            res =
              cmd.kind === 'complete'
                ? await server.request('POST', '/api/cart/complete', { token, body })
                : await server.request('POST', '/api/checkout', {
                    token,
                    body: {
                      ...body,
                      billerId: cmd.biller,
                      paymentDetails: { cardNumber: cmd.card },
                    },
                  });
          } else if (cmd.kind === 'abandon') {
            res = await server.request('POST', '/api/cart/abandon', {
              token,
              body: { cartId: (cmd.which === 'current' ? seen.cart?._id : seen.last) ?? 'none' },
            });
          } else {
            res = await server.request('GET', '/api/cart', { token });
            if (res.status === 200) remember(res.json);
          }
          expect(res.status, `${JSON.stringify(cmd)} → ${res.text}`).toBeLessThan(500);
        }
        const userId = session.user.id ?? '';
        const perCart = await server.db
          .select({ cartId: orders.cartId, n: count() })
          .from(orders)
          .where(eq(orders.userId, userId))
          .groupBy(orders.cartId);
        expect(perCart.every((r) => r.n === 1)).toBe(true);
        const current = await server.db
          .select({ n: count() })
          .from(carts)
          .where(sql`${carts.userId} = ${userId} and ${carts.state} in ('active', 'checkout')`);
        expect(current[0]?.n ?? 0).toBeLessThanOrEqual(1);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 15) },
    );
  });
});
