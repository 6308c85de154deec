import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../platform/auth/tokens';
import { startTestServer, type TestServer } from '../../testing/harness';
import { buyProducts, uniqueKey } from '../../testing/orders';
import { freshProduct } from '../../testing/samples';
import { runPayouts } from '../affiliate/payouts';
import { DAY_MS, payoutRunKey } from '../affiliate/rules';
import { holdingsOf } from '../orders/ownership';
import { paidShares } from '../orders/refundRules';
import {
  affiliateLedger,
  affiliatePayoutItems,
  orderItems,
  orderRefunds,
  orders,
  refunds,
} from '../schema';
import { refundOrder } from './refund';

/**
 * Invariant, in words: for ANY sequence of orders (referred or not, with or without a coupon, one
 * to three lines), refunds (a full refund, one line, a line refunded again, a key used again) and
 * payout runs (the programme's own `runPayouts`), the money stays consistent:
 * - no refund exceeds what was paid: a line's refund is at most its prorated share, a line is
 *   refunded at most once, an order's refunds at most its total;
 * - the commission is reversed pro rata (decision 055): whatever the sequence of partial refunds,
 *   the order's reversals (voids, reversals before payout, adjustments after) total exactly
 *   floor(commission × refunded / paid), so after a full refund the whole commission and no
 *   cent more; at most one entry per refund, keyed by it; an adjustment only once the commission
 *   was paid out, a void only for all of it at once; an order without a refund keeps it all;
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
 * run after its hold and a refund of one of its lines: the partial claw-back (adjustment) path.
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

/** A line mix with uneven prices (and, with the coupon, uneven shares); `big` reaches the minimum. */
const buy = (lines: number, referred: boolean, coupon: boolean, big = false) =>
  buyProducts(
    server,
    Array.from({ length: lines }, (_, i) =>
      freshProduct(big ? 'own_4k' : i === 1 ? 'rental' : i === 2 ? 'own_4k' : 'own_sd'),
    ),
    { referralCode: referred ? 'REELPAID' : null, coupon: coupon ? 'cpn_welcome10' : null },
  );

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
            const key = cmd.reuseKey && previous ? previous.key : uniqueKey('prop-key');
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
          // Commission: the refunds reversed exactly its prorated share of what they returned.
          const entries = ledger.filter((l) => l.orderId === order.id);
          const commission = entries.find((l) => l.kind === 'commission');
          const reversals = entries.filter((l) => l.kind !== 'commission');
          const refunded = mine.reduce((s, r) => s + r.amountCents, 0);
          if (commission) {
            const reversed = 0 - reversals.reduce((s, l) => s + l.amountCents, 0);
            expect(reversed).toBe(
              Math.floor((commission.amountCents * refunded) / order.totalCents),
            );
            if (refunded === order.totalCents) expect(reversed).toBe(commission.amountCents);
            const refundIds = given.filter((g) => g.orderId === order.id).map((g) => g.id);
            expect(reversals.length).toBeLessThanOrEqual(refundIds.length);
            for (const r of reversals) {
              expect(refundIds.map((id) => `refund:${order.id}:${id}`)).toContain(r.entryKey);
              expect(r.refersTo).toBe(commission.id);
              expect(r.amountCents).toBeLessThan(0);
            }
            if (!paidIds.has(commission.id))
              expect(reversals.some((r) => r.kind === 'adjustment')).toBe(false);
            if (reversals.some((r) => r.kind === 'void'))
              expect(reversals.map((r) => r.amountCents)).toEqual([-commission.amountCents]);
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
