import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  couponDiscountCents,
  fromCents,
  type MoneyCoupon,
  type MoneyLine,
  priceCart,
  priceLines,
  priceStoredOrder,
  toCents,
} from './money';

const RUNS = Number(process.env.FC_RUNS ?? 500);

/** 1–8 lines with distinct ids and any prices (0 to $10,000), ids in no particular order. */
const lines = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.integer({ min: 0, max: 1_000_000 }).map((priceCents) => ({ id, priceCents })),
      ),
    ),
  );
const coupon: fc.Arbitrary<MoneyCoupon | null> = fc.option(
  fc.oneof(
    fc.record({ percentOff: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ percentOff: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100) }),
    fc.record({ amountOffCents: fc.integer({ min: 0, max: 2_000_000 }) }),
    fc.record({
      percentOff: fc.integer({ min: 0, max: 100 }),
      amountOffCents: fc.integer({ min: 0, max: 2_000_000 }),
    }),
  ),
  { nil: null },
);
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const byId = (priced: { lines: readonly { id: string }[] }) =>
  new Map(priced.lines.map((l) => [l.id, l]));

describe('the money rule (decision 063)', () => {
  it('issue 28: 10 % off a $3.99 rental and a $14.99 own HD is $1.90 off, $17.08 to pay', () => {
    const priced = priceCart(
      [
        { id: 'prd_rental', priceCents: 399 },
        { id: 'prd_own_hd', priceCents: 1499 },
      ],
      { percentOff: 10 },
    );
    expect(priced).toMatchObject({ subtotalCents: 1898, discountCents: 190, totalCents: 1708 });
    // $1.90 split by price: 39.9 → 40 and 149.9 → 150 cents.
    expect(priced.lines.map((l) => [l.discountCents, l.totalCents])).toEqual([
      [40, 359],
      [150, 1349],
    ]);
  });

  it('rounds a percent half up to the cent, takes an amount off after it, never beyond the subtotal', () => {
    expect(couponDiscountCents({ percentOff: 10 }, 5)).toBe(1); // 0.5 → 1
    expect(couponDiscountCents({ percentOff: 10 }, 4)).toBe(0); // 0.4 → 0
    expect(couponDiscountCents({ percentOff: 12.5 }, 999)).toBe(125); // 124.875 → 125
    expect(couponDiscountCents({ percentOff: 100 }, 999)).toBe(999);
    expect(couponDiscountCents({ amountOffCents: 500 }, 300)).toBe(300);
    expect(couponDiscountCents({ percentOff: 50, amountOffCents: 500 }, 2000)).toBe(1500);
    expect(couponDiscountCents({ percentOff: 150, amountOffCents: -5 }, 2000)).toBe(2000);
    expect(couponDiscountCents({ percentOff: Number.NaN }, 2000)).toBe(0);
    expect(couponDiscountCents(null, 2000)).toBe(0);
    expect(couponDiscountCents({ percentOff: 10 }, 0)).toBe(0);
  });

  it('splits the remainder to the largest remainders, ties to the smaller id', () => {
    // 299 over three lines of 100: 99.67 each → two get 100, the third (largest id) 99.
    expect(
      allocateCents(299, [
        { id: 'c', priceCents: 100 },
        { id: 'a', priceCents: 100 },
        { id: 'b', priceCents: 100 },
      ]),
    ).toEqual([99, 100, 100]);
    // Nothing to weigh by: equal shares.
    expect(
      allocateCents(5, [
        { id: 'a', priceCents: 0 },
        { id: 'b', priceCents: 0 },
      ]),
    ).toEqual([3, 2]);
    expect(
      allocateCents(-7, [
        { id: 'a', priceCents: 1 },
        { id: 'b', priceCents: 1 },
      ]),
    ).toEqual([-4, -3]);
    expect(allocateCents(10, [])).toEqual([]);
  });

  // Invariant: a dollar amount with two decimals converts to its cents exactly, and back.
  it('property: dollars convert to cents exactly at the boundary', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(toCents(Number((cents / 100).toFixed(2)))).toBe(cents);
      }),
      { numRuns: RUNS * 4 },
    );
  });

  // Invariant: for any cart and coupon, 0 ≤ discount ≤ subtotal, total = subtotal − discount,
  // the lines' discounts sum to the discount and their totals to the total, exactly; each line's
  // discount is between 0 and its price and within one cent of its exact pro-rata share.
  it('property: lines sum to the total, 0 ≤ discount ≤ subtotal, each share within a cent', () => {
    fc.assert(
      fc.property(lines, coupon, (ls, c) => {
        const priced = priceCart(ls, c);
        expect(priced.subtotalCents).toBe(sum(ls.map((l) => l.priceCents)));
        expect(priced.discountCents).toBeGreaterThanOrEqual(0);
        expect(priced.discountCents).toBeLessThanOrEqual(priced.subtotalCents);
        expect(priced.totalCents).toBe(priced.subtotalCents - priced.discountCents);
        expect(sum(priced.lines.map((l) => l.discountCents))).toBe(priced.discountCents);
        expect(sum(priced.lines.map((l) => l.totalCents))).toBe(priced.totalCents);
        for (const line of priced.lines) {
          expect(Number.isInteger(line.discountCents)).toBe(true);
          expect(line.discountCents).toBeGreaterThanOrEqual(0);
          expect(line.discountCents).toBeLessThanOrEqual(line.priceCents);
          if (priced.subtotalCents > 0) {
            const exact = (priced.discountCents * line.priceCents) / priced.subtotalCents;
            expect(Math.abs(line.discountCents - exact)).toBeLessThan(1);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  // Invariant: the split does not depend on the order the lines come in.
  it('property: the allocation is stable under line order', () => {
    fc.assert(
      fc.property(
        lines.chain((ls) =>
          fc.tuple(fc.constant(ls), fc.shuffledSubarray(ls, { minLength: ls.length })),
        ),
        coupon,
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        ([ls, shuffled], c, amount) => {
          expect(byId(priceCart(shuffled, c))).toEqual(byId(priceCart(ls, c)));
          const shares = (xs: readonly MoneyLine[]) =>
            new Map(allocateCents(amount, xs).map((s, i) => [xs[i]?.id, s]));
          expect(shares(shuffled)).toEqual(shares(ls));
        },
      ),
      { numRuns: RUNS },
    );
  });

  // Invariant: any amount (a fee, a commission, negative too) splits into shares that sum to
  // it exactly, each within one cent of its exact share.
  it('property: any amount allocates exactly', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: -2_000_000, max: 2_000_000 }), (ls, amount) => {
        const shares = allocateCents(amount, ls);
        expect(sum(shares)).toBe(amount);
        const weight = sum(ls.map((l) => l.priceCents));
        ls.forEach((l, i) => {
          const exact = weight > 0 ? (amount * l.priceCents) / weight : amount / ls.length;
          expect(Math.abs((shares[i] ?? 0) - exact)).toBeLessThan(1);
        });
      }),
      { numRuns: RUNS },
    );
  });

  // Invariant: a stored order re-split from its stored total is exactly the cart it was paid
  // from, line by line (what refunds and reports read is what was charged).
  it('property: a stored order splits as the cart it was priced from', () => {
    fc.assert(
      fc.property(lines, coupon, (ls, c) => {
        const cart = priceCart(ls, c);
        expect(priceStoredOrder(ls, cart.totalCents)).toEqual(cart);
        expect(priceLines(ls, cart.discountCents)).toEqual(cart);
      }),
      { numRuns: RUNS },
    );
  });

  // Invariant: rounding half up never moves the discount more than half a cent from exact.
  it('property: a percent discount is the exact discount rounded half up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (subtotal, bp) => {
          const discount = couponDiscountCents({ percentOff: bp / 100 }, subtotal);
          const exact = (subtotal * bp) / 10_000;
          expect(discount - exact).toBeLessThanOrEqual(0.5);
          expect(exact - discount).toBeLessThan(0.5);
        },
      ),
      { numRuns: RUNS },
    );
  });

  // Invariant: below a coupon's minimum subtotal it takes nothing off; at or above it, exactly
  // what the same coupon without a minimum takes (a cart that fell below the minimum after the
  // coupon was applied shows and pays the full price: decision 045).
  it('property: nothing off below the minimum subtotal, the usual discount from it on', () => {
    fc.assert(
      fc.property(
        coupon,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (c, subtotal, min) => {
          const withMin = c ? { ...c, minSubtotalCents: min } : null;
          const expected = subtotal < min ? 0 : couponDiscountCents(c, subtotal);
          expect(couponDiscountCents(withMin, subtotal)).toBe(expected);
        },
      ),
      { numRuns: RUNS },
    );
    expect(couponDiscountCents({ amountOffCents: 500, minSubtotalCents: 2500 }, 2499)).toBe(0);
    expect(couponDiscountCents({ amountOffCents: 500, minSubtotalCents: 2500 }, 2500)).toBe(500);
  });
});
