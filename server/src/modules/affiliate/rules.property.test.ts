import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  commissionCents,
  DAY_MS,
  HOLD_DAYS,
  type LedgerEntry,
  nextPayoutDate,
  payoutRunKey,
  previousRunKey,
  refundEntry,
  selectPayout,
} from './rules';

/**
 * The ledger as a model: any sequence of orders, refunds, hold expiries (time passing) and payout
 * runs, applied with the same pure rules the database service uses.
 */
type Command =
  | { kind: 'order'; affiliate: number; netCents: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'wait'; days: number }
  | { kind: 'payout' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    affiliate: fc.integer({ min: 0, max: 2 }),
    netCents: fc.integer({ min: 0, max: 200_000 }),
  }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 45 }) }),
  fc.record({ kind: fc.constant('payout' as const) }),
);

const RATE_BP = [4000, 2500, 5000];
const MINIMUM = [2_500, 10_000, 50_000];
const RUNS = Number(process.env.FC_RUNS ?? 300);

interface Payout {
  affiliate: number;
  at: number;
  entryIds: string[];
  amountCents: number;
}

function simulate(commands: Command[]) {
  let now = Date.UTC(2026, 0, 1);
  let ids = 0;
  const entries: LedgerEntry[] = [];
  const paid = new Map<string, string>();
  const orders: { id: string; affiliate: number; netCents: number; refunds: number }[] = [];
  const payouts: Payout[] = [];
  /** For each payout, the status of each entry at the moment it was taken. */
  const takenWhilePending: string[] = [];
  for (const c of commands) {
    if (c.kind === 'order') {
      const id = `ord_${orders.length}`;
      orders.push({ id, affiliate: c.affiliate, netCents: c.netCents, refunds: 0 });
      entries.push({
        id: `e${ids++}`,
        affiliateId: String(c.affiliate),
        orderId: id,
        kind: 'commission',
        amountCents: commissionCents(c.netCents, RATE_BP[c.affiliate] as number),
        availableAt: now + HOLD_DAYS * DAY_MS,
        refersTo: null,
      });
    } else if (c.kind === 'refund') {
      if (orders.length === 0) continue;
      const order = orders[c.pick % orders.length];
      if (!order) continue;
      // Refunding the same order again books nothing: exactly once.
      const entry = refundEntry(entries, paid, order.id, now, `e${ids++}`);
      order.refunds++;
      if (entry) entries.push(entry);
    } else if (c.kind === 'wait') {
      now += c.days * DAY_MS;
    } else {
      for (let a = 0; a < 3; a++) {
        const mine = entries.filter((e) => e.affiliateId === String(a));
        const selection = selectPayout(mine, paid, now, MINIMUM[a] as number);
        if (!selection) continue;
        const payoutId = `p${payouts.length}`;
        for (const id of selection.entryIds) {
          const e = entries.find((x) => x.id === id);
          if (e && e.availableAt > now) takenWhilePending.push(id);
          paid.set(id, payoutId);
        }
        payouts.push({ affiliate: a, at: now, ...selection });
      }
    }
  }
  return { entries, paid, orders, payouts, takenWhilePending, now };
}

describe('the commission ledger (property)', () => {
  it('sum of all ledger entries = Σ rate × net over attributed orders that were not refunded', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const { entries, orders } = simulate(commands);
        const expected = orders
          .filter((o) => o.refunds === 0)
          .reduce((sum, o) => sum + commissionCents(o.netCents, RATE_BP[o.affiliate] as number), 0);
        expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(expected);
        expect(entries.every((e) => Number.isSafeInteger(e.amountCents))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('nothing is paid twice: every entry is in at most one payout', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const { payouts } = simulate(commands);
        const all = payouts.flatMap((p) => p.entryIds);
        expect(new Set(all).size).toBe(all.length);
      }),
      { numRuns: RUNS },
    );
  });

  it('a payout never includes a pending commission, a voided one, or goes below the minimum', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const { payouts, takenWhilePending, entries } = simulate(commands);
        expect(takenWhilePending).toEqual([]);
        const voided = new Set(entries.filter((e) => e.kind === 'void').map((e) => e.refersTo));
        for (const p of payouts) {
          expect(p.amountCents).toBeGreaterThanOrEqual(MINIMUM[p.affiliate] as number);
          expect(p.entryIds.some((id) => voided.has(id))).toBe(false);
          const sum = p.entryIds.reduce(
            (s, id) => s + (entries.find((e) => e.id === id)?.amountCents ?? 0),
            0,
          );
          expect(sum).toBe(p.amountCents);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('every refund of a commissioned order is reflected exactly once (void before payout, adjustment after)', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const { entries, orders } = simulate(commands);
        for (const o of orders) {
          const corrections = entries.filter((e) => e.orderId === o.id && e.kind !== 'commission');
          const commission = entries.find((e) => e.orderId === o.id && e.kind === 'commission');
          // A commission of 0 cents has nothing to reverse (decision 055).
          expect(corrections.length).toBe(o.refunds > 0 && commission?.amountCents ? 1 : 0);
          if (corrections[0] && commission)
            expect(corrections[0].amountCents).toBe(-commission.amountCents);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('what was paid plus what is still owed equals the ledger total (money is conserved)', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const { entries, paid, payouts, now } = simulate(commands);
        const b = balanceOf(entries, paid, now);
        const paidOut = payouts.reduce((s, p) => s + p.amountCents, 0);
        expect(b.paidCents).toBe(paidOut);
        expect(b.paidCents + b.approvedCents + b.pendingCents).toBe(
          entries.reduce((s, e) => s + e.amountCents, 0),
        );
      }),
      { numRuns: RUNS },
    );
  });
});

describe('payout dates', () => {
  it('runs on the 1st and the 16th (UTC)', () => {
    expect(payoutRunKey(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-16');
    expect(payoutRunKey(new Date('2026-11-15T23:59:59Z'))).toBe('2026-11-01');
    expect(previousRunKey('2026-11-01')).toBe('2026-10-16');
    expect(previousRunKey('2026-11-16')).toBe('2026-11-01');
    expect(nextPayoutDate(new Date('2026-11-24T12:00:00Z'))).toBe('2026-12-01');
    expect(nextPayoutDate(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(nextPayoutDate(new Date('2026-12-01T12:00:00Z'))).toBe('2026-12-16');
  });

  it('commission is integer cents, rounded down', () => {
    expect(commissionCents(1999, 4000)).toBe(799);
    expect(commissionCents(0, 4000)).toBe(0);
    expect(() => commissionCents(1.5, 4000)).toThrow(RangeError);
  });
});

describe('partial refunds (decision 055)', () => {
  /** `paid` split by the weights, the last part taking what rounding left (every part ≥ 0). */
  const partsOf = (paid: number, weights: number[]) => {
    const total = weights.reduce((s, w) => s + w, 0);
    const parts = weights.slice(0, -1).map((w) => Math.floor((paid * w) / total));
    parts.push(paid - parts.reduce((s, p) => s + p, 0));
    return parts.filter((p) => p > 0);
  };

  it('each refund reverses its prorated share, cumulatively: all of them the whole commission, once each', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        (paidCents, rateBp, weights, payoutAt) => {
          const parts = partsOf(paidCents, weights);
          const now = Date.UTC(2026, 0, 1);
          const commission: LedgerEntry = {
            id: 'c',
            affiliateId: 'a',
            orderId: 'o',
            kind: 'commission',
            amountCents: commissionCents(paidCents, rateBp),
            availableAt: now + HOLD_DAYS * DAY_MS,
            refersTo: null,
          };
          const entries: LedgerEntry[] = [commission];
          const paid = new Map<string, string>();
          let refunded = 0;
          for (const [k, part] of parts.entries()) {
            // The commission (with what was reversed before) is paid out before refund `k`.
            if (k === payoutAt % (parts.length + 1)) for (const e of entries) paid.set(e.id, 'po');
            refunded += part;
            const share = { refundedCents: refunded, paidCents };
            const entry = refundEntry(entries, paid, 'o', now, `r${k}`, share);
            if (entry) {
              expect(entry.amountCents).toBeLessThan(0);
              expect(entry.kind === 'adjustment').toBe(paid.has('c'));
              if (entry.kind === 'void') expect(entry.amountCents).toBe(-commission.amountCents);
              if (entry.kind === 'reversal') expect(entry.availableAt).toBe(commission.availableAt);
              entries.push(entry);
            }
            // The same refund again books nothing.
            expect(refundEntry(entries, paid, 'o', now, `again${k}`, share)).toBeNull();
            const reversed = 0 - entries.slice(1).reduce((s, e) => s + e.amountCents, 0);
            expect(reversed).toBe(Math.floor((commission.amountCents * refunded) / paidCents));
          }
          expect(refunded).toBe(paidCents);
          expect(entries.reduce((s, e) => s + e.amountCents, 0)).toBe(0);
          const b = balanceOf(entries, paid, now);
          expect(b.pendingCents + b.approvedCents + b.paidCents).toBe(0);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('rounds down cumulatively: three equal lines of a 100-cent commission reverse 33, 33, 34', () => {
    const entries: LedgerEntry[] = [
      {
        id: 'c',
        affiliateId: 'a',
        orderId: 'o',
        kind: 'commission',
        amountCents: 100,
        availableAt: 0,
        refersTo: null,
      },
    ];
    const booked = [1, 2, 3].map((k) => {
      const e = refundEntry(entries, new Map(), 'o', 0, `r${k}`, {
        refundedCents: 300 * k,
        paidCents: 900,
      });
      if (e) entries.push(e);
      return e?.amountCents;
    });
    expect(booked).toEqual([-33, -33, -34]);
  });
});
