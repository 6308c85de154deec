import { COUPON_REASONS, couponDiscountCents } from '@reelcart/contract/store';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CouponRow } from '../cart/cartView';
import { couponRuleProblem, couponSuitsGateway } from './coupons';

const NOW = new Date('2026-06-01T12:00:00Z');

const coupon = (over: Partial<CouponRow> = {}): CouponRow => ({
  id: 'cpn_t',
  code: 'T',
  percentOff: 10,
  amountOffCents: null,
  appliesToGateway: [],
  active: true,
  expiresAt: null,
  startsAt: null,
  usageLimit: null,
  perUserLimit: null,
  minSubtotalCents: null,
  version: 1,
  createdAt: NOW,
  updatedAt: NOW,
  ...over,
});

const reason = (c: CouponRow | undefined, use: Parameters<typeof couponRuleProblem>[1]) =>
  couponRuleProblem(c, use)?.reason ?? null;

describe('coupon rules', () => {
  it('refuses an unknown or inactive coupon with the catalogue message', () => {
    expect(couponRuleProblem(undefined, { now: NOW })?.message).toBe('Invalid coupon');
    expect(couponRuleProblem(coupon({ active: false }), { now: NOW })?.message).toBe(
      'Invalid coupon',
    );
  });

  it('names each specific reason with its values', () => {
    expect(
      couponRuleProblem(coupon({ startsAt: new Date('2026-07-01T00:00:00Z') }), { now: NOW })
        ?.message,
    ).toBe('This coupon is not valid yet: it starts on 2026-07-01');
    expect(reason(coupon({ expiresAt: NOW }), { now: NOW })).toBe('expired');
    expect(reason(coupon({ usageLimit: 3 }), { now: NOW, uses: { total: 3, byUser: 0 } })).toBe(
      'usageLimit',
    );
    expect(
      couponRuleProblem(coupon({ perUserLimit: 1 }), { now: NOW, uses: { total: 1, byUser: 1 } })
        ?.message,
    ).toBe(COUPON_REASONS.perUser);
    expect(
      couponRuleProblem(coupon({ minSubtotalCents: 2500 }), { now: NOW, subtotalCents: 2499 })
        ?.message,
    ).toBe('Minimum subtotal $25.00 not met for this coupon');
    expect(
      couponRuleProblem(coupon({ appliesToGateway: ['test-crypto'] }), {
        now: NOW,
        billerId: 'test-card',
      })?.message,
    ).toBe(COUPON_REASONS.gateway);
  });

  it('accepts at the boundaries: starts now, uses one below the limits, the exact minimum', () => {
    const edge = coupon({
      startsAt: NOW,
      expiresAt: new Date(NOW.getTime() + 1),
      usageLimit: 2,
      perUserLimit: 1,
      minSubtotalCents: 1000,
      appliesToGateway: ['test-card'],
    });
    expect(
      couponRuleProblem(edge, {
        now: NOW,
        uses: { total: 1, byUser: 0 },
        subtotalCents: 1000,
        billerId: 'test-card',
      }),
    ).toBeNull();
  });

  it('checks in the order of decision 045: state, dates, limits, minimum, gateway', () => {
    const all = coupon({
      startsAt: new Date('2026-07-01T00:00:00Z'),
      expiresAt: new Date('2026-01-01T00:00:00Z'),
      usageLimit: 1,
      perUserLimit: 1,
      minSubtotalCents: 5000,
      appliesToGateway: ['test-crypto'],
    });
    const use = { now: NOW, uses: { total: 1, byUser: 1 }, subtotalCents: 1, billerId: 'x' };
    const order: string[] = [];
    let c = all;
    const fixes: Partial<CouponRow>[] = [
      { startsAt: null },
      { expiresAt: null },
      { usageLimit: null },
      { perUserLimit: null },
      { minSubtotalCents: null },
      { appliesToGateway: [] },
    ];
    for (const fix of fixes) {
      order.push(reason(c, use) ?? 'ok');
      c = { ...c, ...fix };
    }
    order.push(reason(c, use) ?? 'ok');
    expect(order).toEqual([
      'notYetValid',
      'expired',
      'usageLimit',
      'perUser',
      'minSubtotal',
      'gateway',
      'ok',
    ]);
    expect(reason({ ...all, active: false }, use)).toBe('invalid');
  });

  it('suits every gateway with an empty list (spec §5)', () => {
    expect(couponSuitsGateway(coupon(), 'anything')).toBe(true);
    expect(couponSuitsGateway(coupon({ appliesToGateway: ['a'] }), 'b')).toBe(false);
  });

  it('property: the discount is whole cents between 0 and the subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.oneof(
          fc.record({
            percentOff: fc.integer({ min: 1, max: 100 }),
            amountOffCents: fc.constant(null),
          }),
          fc.record({
            percentOff: fc.constant(null),
            amountOffCents: fc.integer({ min: 1, max: 10_000_000 }),
          }),
        ),
        (subtotal, off) => {
          const d = couponDiscountCents(coupon(off), subtotal);
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(subtotal);
          if (off.percentOff === 100) expect(d).toBe(subtotal);
        },
      ),
    );
  });

  it('property: uses granted one at a time never exceed the limits', () => {
    // A model of the checkout under the coupon's lock: each attempt is checked against the uses
    // so far and, when accepted, is one more use (total and the buyer's).
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 30 }),
        (usageLimit, perUserLimit, buyers) => {
          const c = coupon({ usageLimit, perUserLimit });
          const byUser = new Map<number, number>();
          let total = 0;
          for (const buyer of buyers) {
            const uses = { total, byUser: byUser.get(buyer) ?? 0 };
            if (couponRuleProblem(c, { now: NOW, uses }) === null) {
              total += 1;
              byUser.set(buyer, uses.byUser + 1);
            }
          }
          if (usageLimit !== null) expect(total).toBeLessThanOrEqual(usageLimit);
          for (const n of byUser.values())
            if (perUserLimit !== null) expect(n).toBeLessThanOrEqual(perUserLimit);
          if (usageLimit === null && perUserLimit === null) expect(total).toBe(buyers.length);
        },
      ),
    );
  });
});
