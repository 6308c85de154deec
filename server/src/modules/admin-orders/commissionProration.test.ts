import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../platform/auth/tokens';
import { startTestServer, type TestServer } from '../../testing/harness';
import { buyProducts, uniqueKey } from '../../testing/orders';
import { freshProduct } from '../../testing/samples';
import { overview, periodOf } from '../affiliate/figures';
import { previewPayoutRun, runPayouts } from '../affiliate/payouts';
import { refundCommission } from '../affiliate/programme';
import { DAY_MS, payoutRunKey } from '../affiliate/rules';
import { salesBreakdown } from '../reports/salesReports';
import {
  affiliateAccounts,
  affiliateLedger,
  affiliatePayoutItems,
  affiliatePayouts,
  orderItems,
  orders,
} from '../schema';
import { adminOrder } from './queries';
import { refundOrder } from './refund';

/**
 * Decision 055: a refund reverses the affiliate commission's share of exactly what it refunded,
 * floor(commission × refunded so far / paid) less what earlier refunds reversed, so refunding
 * every line reverses the whole commission to the cent; before payout as a `reversal` (pending
 * with its commission, netted by the payout that takes it), after payout as an `adjustment`
 * netted off the next payout; once per refund.
 */

const ADMIN: AccessClaims = {
  id: 'usr_admin',
  email: 'admin@reelcart.test',
  userRole: 'admin',
  exp: 0,
};
const AFFILIATE = 'usr_affiliate'; // REELPAID

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

/** A REELPAID-referred order of three lines (a coupon makes the shares uneven). */
async function threeLineOrder(coupon: string | null = 'cpn_welcome10') {
  const products = [freshProduct('own_sd'), freshProduct('rental'), freshProduct('own_4k')];
  const { orderId } = await buyProducts(server, products, { referralCode: 'REELPAID', coupon });
  const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await server.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  const [commission] = await ledgerOf(orderId);
  if (!order || !commission || commission.kind !== 'commission') throw new Error('no commission');
  expect(commission.amountCents).toBeGreaterThan(0);
  return {
    orderId,
    paidCents: order.totalCents,
    commission,
    productIds: lines.map((l) => l.productId),
  };
}

/** Another referred sale, so that REELPAID's next payout reaches Paxum's minimum. */
const topUp = () =>
  buyProducts(server, [freshProduct('own_4k'), freshProduct('own_4k'), freshProduct('own_4k')], {
    referralCode: 'REELPAID',
  });

const ledgerOf = (orderId: string) =>
  server.db
    .select()
    .from(affiliateLedger)
    .where(eq(affiliateLedger.orderId, orderId))
    .orderBy(asc(affiliateLedger.createdAt), asc(affiliateLedger.kind));

const reversalsOf = async (orderId: string) =>
  (await ledgerOf(orderId)).filter((l) => l.kind !== 'commission');

const refund = (orderId: string, productIds: string[], refundKey = uniqueKey('refund')) =>
  refundOrder(server.db, ADMIN, orderId, { productIds, reason: 'Proration test', refundKey });

/** The exact prorated share, cumulative: what refunds of `refunded` cents reverse together. */
const shareOf = (commissionCents: number, refundedCents: number, paidCents: number) =>
  Math.floor((commissionCents * refundedCents) / paidCents);

/** This UTC month, the sales reports' period of the orders bought here. */
const thisMonth = () => {
  const now = new Date();
  return {
    from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
};

const sum = (rows: readonly { amountCents: number }[]) =>
  rows.reduce((s, r) => s + r.amountCents, 0);

/**
 * The next payout run's moment, after every hold of this file's orders: each call a later run
 * (one payout per affiliate per run), so each test's run pays what it booked.
 */
let runOffsetDays = 45;
const nextRun = () => {
  runOffsetDays += 17;
  return new Date(Date.now() + runOffsetDays * DAY_MS);
};

/**
 * Refunds line `index` of an order without other refunds: one entry of `kind`, keyed by the
 * refund, reversing exactly that line's share (less than the whole commission).
 */
async function refundOneLine(
  o: Awaited<ReturnType<typeof threeLineOrder>>,
  index: number,
  kind: 'reversal' | 'adjustment',
) {
  const { refund: given } = await refund(o.orderId, [o.productIds[index] as string]);
  const reversed = shareOf(o.commission.amountCents, given.amountCents, o.paidCents);
  expect(given.amountCents).toBeLessThan(o.paidCents);
  expect(reversed).toBeLessThan(o.commission.amountCents);
  expect(given.commission).toBe(kind);
  const [entry, ...more] = await reversalsOf(o.orderId);
  expect(more).toEqual([]);
  expect(entry).toMatchObject({
    kind,
    entryKey: `refund:${o.orderId}:${given.id}`,
    refersTo: o.commission.id,
    amountCents: -reversed,
    baseCents: given.amountCents,
    affiliateId: AFFILIATE,
  });
  return { given, reversed, entry };
}

describe('a refund of one line of three reverses exactly that line’s share', () => {
  it('before payout: a reversal, pending with its commission; balance, overview, admin order and payout preview net it', async () => {
    const o = await threeLineOrder();
    const runAt = nextRun();
    const runKey = payoutRunKey(runAt);
    const reelpaid = async () =>
      (await previewPayoutRun(server.db, runKey, runAt)).lines.find(
        (l) => l.affiliateId === AFFILIATE,
      )?.amountCents ?? 0;
    const period = periodOf({});
    const before = await overview(server.db, AFFILIATE, period);
    const previewBefore = await reelpaid();
    const monthOf = async () => {
      const [m] = await salesBreakdown(server.db, thisMonth(), 'month');
      return m?.commissionCents ?? 0;
    };
    const reportBefore = await monthOf();

    const { given, reversed, entry } = await refundOneLine(o, 1, 'reversal');
    // Pending with its commission: the payout that takes the commission nets it.
    expect(entry?.availableAt.getTime()).toBe(o.commission.availableAt.getTime());

    const after = await overview(server.db, AFFILIATE, period);
    expect(before.balance.pendingCents - after.balance.pendingCents).toBe(reversed);
    expect(before.commissionCents - after.commissionCents).toBe(reversed);
    expect(before.salesCents - after.salesCents).toBe(given.amountCents);
    expect(after.sales).toBe(before.sales);
    expect(after.recent.find((l) => l.id === entry?.id)).toMatchObject({
      kind: 'reversal',
      status: 'pending',
      amountCents: -reversed,
    });
    expect(previewBefore - (await reelpaid())).toBe(reversed);
    // The manager's reports deduct the order's net commission: less by the share exactly.
    expect(reportBefore - (await monthOf())).toBe(reversed);

    const detail = await adminOrder(server.db, o.orderId);
    expect(detail?.attribution).toMatchObject({ commissionStatus: 'partly reversed' });

    // The screens' calls carry the new kind through their contracts: /affiliate and the admin's.
    const mine = await server.request('GET', '/api/affiliate/overview', {
      token: (await server.sessionOf('affiliate')).token,
    });
    expect(mine.status, mine.text).toBe(200);
    expect(
      (mine.json.recent as { id: string; kind: string }[]).find((l) => l.id === entry?.id),
    ).toMatchObject({ kind: 'reversal' });
    const ledger = await server.request('GET', `/api/admin/affiliates/${AFFILIATE}/ledger`, {
      token: (await server.sessionOf('admin')).token,
    });
    expect(ledger.status, ledger.text).toBe(200);
    expect(
      (ledger.json.items as { id: string; amountCents: number }[]).find((l) => l.id === entry?.id),
    ).toMatchObject({ kind: 'reversal', amountCents: -reversed, baseCents: given.amountCents });

    // The payout run after the hold takes the commission and its reversal together.
    await runPayouts(server.db, { runKey, now: runAt });
    const items = await server.db
      .select()
      .from(affiliatePayoutItems)
      .where(eq(affiliatePayoutItems.entryId, entry?.id ?? ''));
    const [commissionItem] = await server.db
      .select()
      .from(affiliatePayoutItems)
      .where(eq(affiliatePayoutItems.entryId, o.commission.id));
    expect(items.map((i) => i.payoutId)).toEqual([commissionItem?.payoutId]);
  });

  it('after payout: an adjustment of that share, netted off the next payout', async () => {
    const o = await threeLineOrder();
    await topUp();
    const first = nextRun();
    await runPayouts(server.db, { runKey: payoutRunKey(first), now: first });
    const paid = await server.db
      .select()
      .from(affiliatePayoutItems)
      .where(eq(affiliatePayoutItems.entryId, o.commission.id));
    expect(paid).toHaveLength(1);

    const { entry } = await refundOneLine(o, 0, 'adjustment');
    expect((await adminOrder(server.db, o.orderId))?.attribution?.commissionStatus).toBe(
      'partly reversed',
    );

    // Another referred sale, so the next run has something to net the claw-back off.
    await topUp();
    const next = nextRun();
    const runKey = payoutRunKey(next);
    const preview = (await previewPayoutRun(server.db, runKey, next)).lines.find(
      (l) => l.affiliateId === AFFILIATE,
    );
    await runPayouts(server.db, { runKey, now: next });
    const [item] = await server.db
      .select()
      .from(affiliatePayoutItems)
      .where(eq(affiliatePayoutItems.entryId, entry?.id ?? ''));
    expect(item).toBeDefined();
    const [payout] = await server.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.id, item?.payoutId ?? ''));
    expect(payout?.amountCents).toBe(preview?.amountCents);
    const taken = await server.db
      .select({ amountCents: affiliateLedger.amountCents })
      .from(affiliatePayoutItems)
      .innerJoin(affiliateLedger, eq(affiliateLedger.id, affiliatePayoutItems.entryId))
      .where(eq(affiliatePayoutItems.payoutId, item?.payoutId ?? ''));
    expect(sum(taken)).toBe(payout?.amountCents);
  });
});

describe('refunding every line one by one reverses exactly the whole commission', () => {
  it('before payout: reversals to the cent, the last one takes what rounding left', async () => {
    for (const coupon of ['cpn_welcome10', null]) {
      const o = await threeLineOrder(coupon);
      let refunded = 0;
      for (const [i, productId] of o.productIds.entries()) {
        const { refund: given } = await refund(o.orderId, [productId]);
        refunded += given.amountCents;
        const reversals = await reversalsOf(o.orderId);
        expect(-sum(reversals)).toBe(shareOf(o.commission.amountCents, refunded, o.paidCents));
        expect(reversals.every((r) => r.kind === 'reversal')).toBe(true);
        expect(reversals.length).toBeLessThanOrEqual(i + 1);
      }
      expect(refunded).toBe(o.paidCents);
      expect(sum(await ledgerOf(o.orderId))).toBe(0);
      expect(-sum(await reversalsOf(o.orderId))).toBe(o.commission.amountCents);
      expect((await adminOrder(server.db, o.orderId))?.attribution?.commissionStatus).toBe(
        'voided',
      );
    }
  });

  it('across a payout: a reversal before, adjustments after, the whole commission in all', async () => {
    const o = await threeLineOrder();
    const [a, b, c] = o.productIds as [string, string, string];
    await refund(o.orderId, [a]);
    await topUp();
    const runAt = nextRun();
    await runPayouts(server.db, { runKey: payoutRunKey(runAt), now: runAt });
    await refund(o.orderId, [b]);
    await refund(o.orderId, [c]);
    const reversals = await reversalsOf(o.orderId);
    expect(reversals.map((r) => r.kind)).toEqual(['reversal', 'adjustment', 'adjustment']);
    expect(-sum(reversals)).toBe(o.commission.amountCents);
    expect((await adminOrder(server.db, o.orderId))?.attribution?.commissionStatus).toBe(
      'clawed back',
    );
  });

  it('all lines at once before payout: one void of the whole commission', async () => {
    const o = await threeLineOrder();
    const { refund: given } = await refund(o.orderId, []);
    expect(given.commission).toBe('void');
    const reversals = await reversalsOf(o.orderId);
    expect(reversals.map((r) => [r.kind, r.amountCents])).toEqual([
      ['void', -o.commission.amountCents],
    ]);
  });
});

describe('states already handled stay correct', () => {
  it('a suspended affiliate loses the share too; their held balance (payout preview) nets it', async () => {
    const products = [freshProduct('own_sd'), freshProduct('own_4k')];
    const { orderId } = await buyProducts(server, products, { referralCode: 'REELNEW' });
    const [commission] = await ledgerOf(orderId);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    if (!commission || !order) throw new Error('no commission');
    const setStatus = (status: string) =>
      server.db
        .update(affiliateAccounts)
        .set({ status })
        .where(eq(affiliateAccounts.userId, commission.affiliateId));
    await setStatus('suspended');
    try {
      const runAt = nextRun();
      const held = async () =>
        (await previewPayoutRun(server.db, payoutRunKey(runAt), runAt)).lines.find(
          (l) => l.affiliateId === commission.affiliateId,
        );
      const before = await held();
      expect(before?.outcome).toBe('suspended');
      const { refund: given } = await refund(orderId, [products[0] as string]);
      const reversed = shareOf(commission.amountCents, given.amountCents, order.totalCents);
      expect(given.commission).toBe('reversal');
      expect(sum(await reversalsOf(orderId))).toBe(-reversed);
      expect((before?.amountCents ?? 0) - ((await held())?.amountCents ?? 0)).toBe(reversed);
    } finally {
      await setStatus('active');
    }
  });

  it('a whole-order reversal after a partial one takes only the rest; nothing after a void', async () => {
    const o = await threeLineOrder();
    const { refund: given } = await refund(o.orderId, [o.productIds[0] as string]);
    expect(await refundCommission(server.db, o.orderId)).toBe('reversal');
    const reversals = await reversalsOf(o.orderId);
    expect(reversals.map((r) => r.entryKey)).toEqual([
      `refund:${o.orderId}:${given.id}`,
      `refund:${o.orderId}`,
    ]);
    expect(-sum(reversals)).toBe(o.commission.amountCents);
    // The remaining lines' refunds now have nothing left to reverse.
    const { refund: rest } = await refund(o.orderId, []);
    expect(rest.commission).toBeNull();
    expect(await reversalsOf(o.orderId)).toHaveLength(2);

    const v = await threeLineOrder();
    await refund(v.orderId, []);
    expect(await refundCommission(server.db, v.orderId)).toBeNull();
    expect((await reversalsOf(v.orderId)).map((r) => r.kind)).toEqual(['void']);
  });
});

describe('the same refund reverses once', () => {
  it('a replayed refund key, sequential and concurrent, and the programme called again with the refund', async () => {
    const o = await threeLineOrder();
    const key = uniqueKey('replay');
    const line = [o.productIds[2] as string];
    const first = await refund(o.orderId, line, key);
    const answers = await Promise.all([1, 2, 3].map(() => refund(o.orderId, line, key)));
    for (const a of answers) {
      expect(a.replayed).toBe(true);
      expect(a.refund.id).toBe(first.refund.id);
    }
    const again = await refundCommission(server.db, o.orderId, new Date(), {
      refundId: first.refund.id,
      amountCents: first.refund.amountCents,
      refundedCents: first.refund.amountCents * 2,
      paidCents: o.paidCents,
    });
    expect(again).toBeNull();
    const reversals = await reversalsOf(o.orderId);
    expect(reversals).toHaveLength(1);
    expect(-sum(reversals)).toBe(
      shareOf(o.commission.amountCents, first.refund.amountCents, o.paidCents),
    );
  });
});

describe('concurrent refunds of different lines of one order', () => {
  it('reverse exactly the prorated total: each line once, the whole commission in all', async () => {
    const o = await threeLineOrder();
    // Each line twice with different keys, once more with a repeated key: 9 requests at once.
    const keys = o.productIds.map(() => uniqueKey('conc'));
    const requests = o.productIds.flatMap((p, i) => [
      { productIds: [p], refundKey: keys[i] as string },
      { productIds: [p], refundKey: keys[i] as string },
      { productIds: [p], refundKey: uniqueKey('conc') },
    ]);
    const settled = await Promise.allSettled(
      requests.map((r) => refund(o.orderId, r.productIds, r.refundKey)),
    );
    for (const s of settled)
      if (s.status === 'rejected') expect((s.reason as { status?: number }).status).toBe(409);
    const given = new Map<string, number>();
    for (const s of settled)
      if (s.status === 'fulfilled') given.set(s.value.refund.id, s.value.refund.amountCents);
    expect(given.size).toBe(3);
    expect([...given.values()].reduce((x, y) => x + y, 0)).toBe(o.paidCents);
    const reversals = await reversalsOf(o.orderId);
    expect(new Set(reversals.map((r) => r.entryKey)).size).toBe(reversals.length);
    for (const r of reversals)
      expect([...given.keys()].map((id) => `refund:${o.orderId}:${id}`)).toContain(r.entryKey);
    expect(-sum(reversals)).toBe(o.commission.amountCents);

    // Two lines at once on a fresh order: exactly their prorated share, not the whole.
    const p = await threeLineOrder();
    const pair = await Promise.all(p.productIds.slice(0, 2).map((id) => refund(p.orderId, [id])));
    const refunded = pair.reduce((s, r) => s + r.refund.amountCents, 0);
    expect(-sum(await reversalsOf(p.orderId))).toBe(
      shareOf(p.commission.amountCents, refunded, p.paidCents),
    );
    expect(refunded).toBeLessThan(p.paidCents);
  });
});
