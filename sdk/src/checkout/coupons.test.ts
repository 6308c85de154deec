import { priceCart, toCents } from '@reelcart/contract/core/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCoupon, makeProduct } from '../testing/fixtures';
import { cartSubtotal, cartTotals, couponSuitsGateway, moneyCoupon } from './coupons';

const billerId = fc.string({ minLength: 1, maxLength: 12 });
const price = fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100);
const coupon = fc.record({
  percentOff: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  amountOff: fc.option(
    fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
    { nil: null },
  ),
});

describe('couponSuitsGateway', () => {
  // Invariant: a coupon with an empty or missing gateway list suits every billerId.
  it('property: coupon with empty gateways suits every billerId', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<string[] | null | undefined>([], null, undefined),
        billerId,
        (appliesToGateway, id) => {
          expect(couponSuitsGateway({ appliesToGateway }, id)).toBe(true);
        },
      ),
    );
  });

  // Invariant: a coupon with a non-empty gateway list suits exactly the billerIds on it.
  it('property: a listed gateway suits, an unlisted one does not', () => {
    fc.assert(
      fc.property(fc.array(billerId, { minLength: 1, maxLength: 4 }), billerId, (gateways, id) => {
        expect(couponSuitsGateway({ appliesToGateway: gateways }, id)).toBe(gateways.includes(id));
      }),
    );
  });

  it('compares gateway ids exactly', () => {
    const ccbill = makeCoupon({ appliesToGateway: ['ccbill'] });
    expect(couponSuitsGateway(ccbill, 'ccbill')).toBe(true);
    expect(couponSuitsGateway(ccbill, 'CCBILL')).toBe(false);
    expect(couponSuitsGateway(ccbill, 'segpay')).toBe(false);
  });
});

describe('totals', () => {
  it('sums line prices to the cent and applies percent or amount coupons', () => {
    const lines = [makeProduct({ currentPrice: 0.1 }), makeProduct({ currentPrice: 0.2 })];
    expect(cartSubtotal(lines)).toBe(0.3);
    expect(cartTotals([makeProduct({ currentPrice: 20 })], makeCoupon({ percentOff: 10 }))).toEqual(
      {
        subtotal: 20,
        discount: 2,
        total: 18,
        totalCents: 1800,
      },
    );
    const fiveOff = makeCoupon({ percentOff: null, amountOff: 5 });
    expect(cartTotals([makeProduct({ currentPrice: 3 })], fiveOff)).toMatchObject({
      subtotal: 3,
      discount: 3,
      total: 0,
    });
    expect(cartTotals([makeProduct({ currentPrice: 3 })], null).total).toBe(3);
    expect(
      cartTotals([makeProduct({ currentPrice: 20 })], makeCoupon({ percentOff: 50, amountOff: 5 }))
        .discount,
    ).toBe(15);
  });

  it('issue 28: shows what the server charges — 10 % of $18.98 is $1.90, $17.08 to pay', () => {
    const cart = [makeProduct({ currentPrice: 3.99 }), makeProduct({ currentPrice: 14.99 })];
    expect(cartTotals(cart, makeCoupon({ percentOff: 10 }))).toMatchObject({
      discount: 1.9,
      total: 17.08,
      totalCents: 1708,
    });
  });

  // Invariant: whatever the lines and coupon, the totals are exactly the money rule's priceCart
  // totals for the same lines (in cents) and coupon — what the server charges (decision 063) —
  // in dollars that are exactly the cents / 100: 0 ≤ discount ≤ subtotal, total ≥ 0.
  it('property: the totals are the money rule’s priceCart totals, never below 0', () => {
    fc.assert(
      fc.property(
        fc.array(price, { maxLength: 10 }),
        fc.option(coupon, { nil: null }),
        (prices, c) => {
          const totals = cartTotals(
            prices.map((currentPrice) => ({ currentPrice })),
            c,
          );
          const priced = priceCart(
            prices.map((p, i) => ({ id: String(i), priceCents: toCents(p) })),
            moneyCoupon(c),
          );
          expect([totals.subtotal, totals.discount, totals.total, totals.totalCents]).toEqual([
            priced.subtotalCents / 100,
            priced.discountCents / 100,
            priced.totalCents / 100,
            priced.totalCents,
          ]);
          expect(priced.subtotalCents).toBe(
            prices.reduce((sum, p) => sum + Math.round(p * 100), 0),
          );
          expect(priced.discountCents).toBeGreaterThanOrEqual(0);
          expect(priced.totalCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
