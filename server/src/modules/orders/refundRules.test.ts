import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundConfirmationMail } from './refundMail';
import { displayStatus, paidShares, planRefund } from './refundRules';

const lines = [
  { productId: 'prd_b', priceCents: 1_999 },
  { productId: 'prd_a', priceCents: 999 },
  { productId: 'prd_c', priceCents: 499 },
];

describe('refund rules', () => {
  it('splits the discount over the lines by price, largest remainder (the money rule, decision 063)', () => {
    // 3497 − 3147 = 350 off: 200.07, 99.98 and 49.94 → 200 + 99 + 49 = 348; the two cents left go
    // to the largest remainders (prd_a, prd_c). Each line pays its price less its part.
    const shares = paidShares(3_147, lines);
    expect(Object.fromEntries(shares)).toEqual({ prd_b: 1_799, prd_a: 899, prd_c: 449 });
  });

  // Invariant: for any prices and discount, the shares sum to the total, each is between 0 and
  // its line's price and within one cent of its exact pro-rata amount; without a discount every
  // line returns exactly its price.
  it('property: shares sum to the total, each within a cent of exact and never above its price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100 }),
        (prices, percent) => {
          const ls = prices.map((priceCents, i) => ({ productId: `p${i}`, priceCents }));
          const subtotal = prices.reduce((s, p) => s + p, 0);
          const total = subtotal - Math.floor((subtotal * percent) / 100);
          const shares = paidShares(total, ls);
          expect([...shares.values()].reduce((s, v) => s + v, 0)).toBe(total);
          for (const l of ls) {
            const share = shares.get(l.productId) ?? -1;
            const exact = subtotal === 0 ? 0 : (total * l.priceCents) / subtotal;
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(l.priceCents);
            expect(Math.abs(share - exact)).toBeLessThan(1);
            if (total === subtotal) expect(share).toBe(l.priceCents);
          }
        },
      ),
    );
  });

  it('plans a full refund of what is left, one line, and refuses twice, unknown lines and nothing left', () => {
    const full = planRefund(3_147, lines, new Set(['prd_b']), []);
    expect(full).toMatchObject({ ok: true, amountCents: 3_147 - 1_799 });
    expect(planRefund(3_147, lines, new Set(), ['prd_c'])).toMatchObject({
      ok: true,
      amountCents: 449,
    });
    expect(planRefund(3_147, lines, new Set(['prd_c']), ['prd_c'])).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(planRefund(3_147, lines, new Set(), ['prd_x'])).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(planRefund(3_147, lines, new Set(['prd_a', 'prd_b', 'prd_c']), [])).toMatchObject({
      ok: false,
      status: 409,
      message: 'This order was refunded already',
    });
  });

  it('returns exactly what is left when an earlier refund was split by the old rule', () => {
    // Before decision 063 prd_a (first by id) took the remainder: 900, not 899. Refunding the
    // rest returns 3147 − 900, split over the lines by their shares, never a cent more in all.
    expect(planRefund(3_147, lines, new Set(['prd_a']), [], 900)).toEqual({
      ok: true,
      lines: [
        { productId: 'prd_b', amountCents: 1_798 },
        { productId: 'prd_c', amountCents: 449 },
      ],
      amountCents: 2_247,
    });
    // A part never returns more than is left.
    expect(planRefund(3_147, lines, new Set(['prd_a']), ['prd_b'], 3_000)).toMatchObject({
      ok: true,
      amountCents: 147,
    });
  });

  it('shows paid orders as partially refunded or refunded', () => {
    expect(displayStatus('paid', 2, 0)).toBe('paid');
    expect(displayStatus('paid', 2, 1)).toBe('partially_refunded');
    expect(displayStatus('paid', 2, 2)).toBe('refunded');
    expect(displayStatus('declined', 1, 0)).toBe('declined');
  });
});

describe('refundConfirmationMail', () => {
  it('names the order, the amount and each refunded line', () => {
    const mail = refundConfirmationMail({
      to: 'buyer@example.test',
      orderNumber: 'RC-000042',
      lines: [{ title: 'Harbour Lights', resolution: 'HD', orderType: 'own', amountCents: 1_349 }],
      amountCents: 1_349,
      full: false,
    });
    expect(mail).toEqual({
      to: 'buyer@example.test',
      subject: 'Reelcart: refund of $13.49 for order RC-000042',
      text: expect.stringContaining('Part of your order RC-000042 was refunded: $13.49'),
    });
    expect(mail.text).toContain('- Harbour Lights (HD, purchase): $13.49');
    const full = refundConfirmationMail({
      to: 'b@example.test',
      orderNumber: 'RC-1',
      lines: [{ title: 'X', resolution: '4K', orderType: 'rental', amountCents: 123_456 }],
      amountCents: 123_456,
      full: true,
      storeName: 'Shop',
    });
    expect(full.subject).toBe('Shop: refund of $1,234.56 for order RC-1');
    expect(full.text).toContain('Your order RC-1 was refunded');
    expect(full.text).toContain('(4K, rental): $1,234.56');
  });
});
