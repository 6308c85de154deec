import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../auth/tokens';
import {
  affiliateLedger,
  affiliatePayoutItems,
  orderItems,
  orderRefunds,
  orders,
  refunds,
} from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/harness';
import { freshProduct } from '../../testing/samples';
import { runPayouts } from '../affiliate/payouts';
import { DAY_MS, payoutRunKey } from '../affiliate/rules';
import { holdingsOf } from '../ownership';
import { refundOrder } from './refund';
import { paidShares } from './rules';

/**
 * Invariant, in words: for ANY sequence of orders (referred or not, with or without a coupon, one
 * to three lines), refunds (a full refund, one line, a line refunded again, a key used again) and
 * payout runs (the programme's own `runPayouts`), the money stays consistent:
 * - no refund exceeds what was paid: a line's refund is at most its prorated share, a line is
 *   refunded at most once, an order's refunds at most its total;
 * - no commission survives a refund unpaid: an order with a refund nets zero commission in the
 *   ledger, through exactly one void (not paid out yet) or one adjustment (paid out before);
 *   an order without a refund keeps its commission;
 * - the refunded cents the manager's reports read (`refunds` rows) equal the sum of the refunds
 *   given (and the model's expected amounts);
 * - the buyer is entitled to a line's video iff the line was paid and not refunded.
 * Runs against the real services on the seeded database.
 */

type Command =
  | { kind: 'order'; lines: number; referred: boolean; coupon: boolean; big?: boolean }
  | { kind: 'refund'; pick: number; line: number | null; reuseKey: boolean }
  | { kind: 'payout'; weeks: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    lines: fc.integer({ min: 1, max: 3 }),
    referred: fc.boolean(),
    coupon: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    line: fc.option(fc.nat(), { nil: null }),
    reuseKey: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('payout' as const), weeks: fc.integer({ min: 5, max: 8 }) }),
);

/**
 * Half the sequences start with a referred order big enough to reach the payout minimum, a payout
 * run after its hold and a refund of one of its lines: the claw-back (adjustment) path.
 */
const PAID_OUT_THEN_REFUNDED: Command[] = [
  { kind: 'order', lines: 3, referred: true, coupon: false, big: true },
  { kind: 'payout', weeks: 6 },
  { kind: 'refund', pick: 0, line: 0, reuseKey: false },
];
const sequence = fc
  .tuple(fc.boolean(), fc.array(command, { minLength: 1, maxLength: 7 }))
  .map(([paidOut, rest]) => (paidOut ? [...PAID_OUT_THEN_REFUNDED, ...rest] : rest));

const RUNS = Number(process.env.FC_RUNS ?? 8);
const ADMIN: AccessClaims = {
  id: 'usr_admin',
  email: 'admin@reelcart.test',
  userRole: 'admin',
  exp: 0,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

let serial = 0;
const unique = () => {
  serial += 1;
  return `${Date.now().toString(36)}-${serial}`;
};

async function buy(lines: number, referred: boolean, coupon: boolean, big = false) {
  const reg = await server.request('POST', '/api/auth/register', {
    body: {
      email: `prop-${unique()}@example.test`,
      password: 'long-enough-1',
      referralCode: referred ? 'REELPAID' : null,
    },
  });
  const token = String(reg.json.token);
  const userId = String((reg.json.user as { id: string }).id);
  const products = Array.from({ length: lines }, (_, i) =>
    freshProduct(big ? 'own_4k' : i === 1 ? 'rental' : i === 2 ? 'own_4k' : 'own_sd'),
  );
  const cart = await server.request('POST', '/api/cart', {
    token,
    body: {
      products,
      cartVersion: null,
      state: 'active',
      appliedCoupon: coupon ? 'cpn_welcome10' : null,
    },
  });
  const c = cart.json.cart as { _id: string; version: number };
  const paid = await server.request('POST', '/api/checkout', {
    token,
    body: {
      cartId: c._id,
      cartVersion: c.version,
      billerId: 'test-card',
      idempotencyKey: `prop-${unique()}`,
      paymentDetails: { cardNumber: '4242424242424242' },
    },
  });
  expect(paid.json.status, paid.text).toBe('paid');
  return { orderId: String(paid.json.orderId), userId };
}

describe('refunds, commissions, reports and entitlement stay consistent', () => {
  it('for any sequence of orders, partial refunds and payout runs', {
    timeout: 600_000,
  }, async () => {
    let runDay = Date.now();
    await fc.assert(
      fc.asyncProperty(sequence, async (commands) => {
        const bought: { orderId: string; userId: string }[] = [];
        const keys: { key: string; orderId: string }[] = [];
        const expected = new Map<string, number>();
        for (const cmd of commands) {
          if (cmd.kind === 'order') {
            bought.push(await buy(cmd.lines, cmd.referred, cmd.coupon, cmd.big));
          } else if (cmd.kind === 'refund' && bought.length > 0) {
            const target = bought[cmd.pick % bought.length];
            if (!target) continue;
            const lines = await server.db
              .select()
              .from(orderItems)
              .where(eq(orderItems.orderId, target.orderId))
              .orderBy(orderItems.productId);
            const line = cmd.line === null ? null : lines[cmd.line % lines.length];
            const previous = keys.find((k) => k.orderId === target.orderId);
            const key = cmd.reuseKey && previous ? previous.key : `prop-key-${unique()}`;
            try {
              const { refund, replayed } = await refundOrder(server.db, ADMIN, target.orderId, {
                productIds: line ? [line.productId] : [],
                reason: 'Property test',
                refundKey: key,
              });
              if (!replayed) {
                expected.set(
                  target.orderId,
                  (expected.get(target.orderId) ?? 0) + refund.amountCents,
                );
                keys.push({ key, orderId: target.orderId });
              }
            } catch (error) {
              // Refunding what was refunded already is refused (409), nothing else fails.
              expect((error as { status?: number }).status).toBe(409);
            }
          } else if (cmd.kind === 'payout') {
            runDay += cmd.weeks * 7 * DAY_MS;
            const now = new Date(runDay);
            await runPayouts(server.db, { runKey: payoutRunKey(now), now });
          }
        }
        if (bought.length === 0) return;
        const ids = bought.map((b) => b.orderId);
        const orderRows = await server.db.select().from(orders).where(inArray(orders.id, ids));
        const items = await server.db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids));
        const refundRows = await server.db
          .select()
          .from(refunds)
          .where(inArray(refunds.orderId, ids));
        const given = await server.db
          .select()
          .from(orderRefunds)
          .where(inArray(orderRefunds.orderId, ids));
        const ledger = await server.db
          .select()
          .from(affiliateLedger)
          .where(inArray(affiliateLedger.orderId, ids));
        const paidItems = await server.db.select().from(affiliatePayoutItems);
        const paidIds = new Set(paidItems.map((p) => p.entryId));

        // Reports: the refund rows equal the refunds given and the model's amounts.
        const reported = refundRows.reduce((s, r) => s + r.amountCents, 0);
        expect(reported).toBe(given.reduce((s, r) => s + r.amountCents, 0));
        expect(reported).toBe([...expected.values()].reduce((s, v) => s + v, 0));

        for (const order of orderRows) {
          const lines = items.filter((i) => i.orderId === order.id);
          const shares = paidShares(order.totalCents, lines);
          const mine = refundRows.filter((r) => r.orderId === order.id);
          // No refund exceeds what was paid; a line at most once.
          expect(new Set(mine.map((r) => r.productId)).size).toBe(mine.length);
          for (const r of mine)
            expect(r.amountCents).toBeLessThanOrEqual(shares.get(r.productId) ?? 0);
          expect(mine.reduce((s, r) => s + r.amountCents, 0)).toBeLessThanOrEqual(order.totalCents);
          // Commission: none survives a refund; one reversal; void iff not paid out.
          const entries = ledger.filter((l) => l.orderId === order.id);
          const commission = entries.find((l) => l.kind === 'commission');
          const reversals = entries.filter((l) => l.kind !== 'commission');
          if (commission && mine.length > 0) {
            expect(reversals).toHaveLength(1);
            expect(entries.reduce((s, l) => s + l.amountCents, 0)).toBe(0);
            expect(reversals[0]?.kind).toBe(paidIds.has(commission.id) ? 'adjustment' : 'void');
          } else {
            expect(reversals).toHaveLength(0);
          }
          // Entitlement iff a paid, non-refunded line.
          const holdings = await holdingsOf(server.db, order.userId);
          for (const line of lines) {
            const refunded = mine.some((r) => r.productId === line.productId);
            const held = holdings.some(
              (h) =>
                h.videoId === line.videoId &&
                h.resolution === line.resolution &&
                h.orderType === line.orderType,
            );
            expect(held).toBe(!refunded);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
