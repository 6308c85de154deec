import { fromCents, priceCart } from '@reelcart/sdk/contract';
import { makeProduct } from '@reelcart/sdk/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { CartTotals, couponShortfall, OrderSummary } from './order-summary';

afterEach(cleanup);

const hd = makeProduct({ video: { _id: 'v1', title: 'Video v1' }, resolution: 'HD' });
const rental = makeProduct({ video: { _id: 'v2', title: 'Video v2' }, orderType: 'rental' });
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

describe('OrderSummary', () => {
  it('lists each line with its option and price, then subtotal, the coupon and total', () => {
    render(
      <OrderSummary
        products={[hd, rental]}
        figures={{ subTotal: 17.98, discount: 1.8, total: 16.18 }}
        couponCode="SAVE10"
      />,
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const lines = within(summary).getAllByTestId('summary-line');
    expect(lines.map((l) => l.textContent)).toEqual([
      `Video v1Own · HD (720p)$${hd.currentPrice.toFixed(2)}`,
      `Video v2Rent · HD (720p)$${rental.currentPrice.toFixed(2)}`,
    ]);
    expect(screen.getByTestId('billing-subtotal').textContent).toBe('$17.98');
    expect(screen.getByTestId('billing-coupon').textContent).toBe('SAVE10');
    expect(screen.getByTestId('billing-discount').textContent).toBe('−$1.80');
    expect(screen.getByTestId('billing-total').textContent).toBe('$16.18');
  });

  it('flags a line checkout refused with its reason', () => {
    render(
      <OrderSummary
        products={[hd, rental]}
        figures={{ subTotal: 17.98, discount: 0, total: 17.98 }}
        invalidProducts={[rental._id]}
        validationErrors={[{ productId: hd._id, reason: 'Already owned' }]}
      />,
    );
    const [first, second] = screen.getAllByTestId('summary-line');
    expect(first?.textContent).toContain('Already owned');
    expect(second?.textContent).toContain('Cannot be bought');
    expect(screen.queryByTestId('billing-coupon')).toBeNull();
  });

  // Invariant: for any lines and coupon, the summary says the money rule's figures to the cent —
  // the lines' prices sum to the subtotal shown, and total shown = subtotal shown − discount shown.
  it('says the money rule’s figures to the cent for any cart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 99_999 }), { minLength: 1, maxLength: 6 }),
        fc.oneof(
          fc.record({ percentOff: fc.integer({ min: 0, max: 100 }) }),
          fc.record({ amountOffCents: fc.integer({ min: 0, max: 200_000 }) }),
        ),
        (prices, coupon) => {
          const products = prices.map((p, i) =>
            makeProduct({ _id: `p${i}`, video: { _id: `v${i}` }, currentPrice: fromCents(p) }),
          );
          const priced = priceCart(
            prices.map((priceCents, i) => ({ id: `p${i}`, priceCents })),
            coupon,
          );
          render(
            <OrderSummary
              products={products}
              figures={{
                subTotal: fromCents(priced.subtotalCents),
                discount: fromCents(priced.discountCents),
                total: fromCents(priced.totalCents),
              }}
            />,
          );
          const shown = screen
            .getAllByTestId('summary-line')
            .map((l) => cents(l.lastElementChild?.textContent ?? null));
          const subtotal = cents(screen.getByTestId('billing-subtotal').textContent);
          const discount = cents(screen.getByTestId('billing-discount').textContent);
          const total = cents(screen.getByTestId('billing-total').textContent);
          expect(shown).toEqual(prices);
          expect(subtotal).toBe(priced.subtotalCents);
          expect(discount).toBe(priced.discountCents);
          expect(total).toBe(priced.totalCents);
          expect(total).toBe(subtotal - discount);
          cleanup();
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('a coupon below its minimum subtotal (decision 045)', () => {
  it('says how much more is needed and that the full price applies; nothing at or above it', () => {
    render(
      <CartTotals
        figures={{ subTotal: 19.98, discount: 0, total: 19.98 }}
        couponCode="BIG5"
        couponMinimum={25}
        testIdPrefix="cart"
      />,
    );
    expect(screen.getByTestId('cart-coupon-minimum').textContent).toBe(
      'Add $5.02 more to use BIG5 (minimum subtotal $25.00); until then the full price applies.',
    );
    expect(screen.getByTestId('cart-discount').textContent).toBe('−$0.00');
    cleanup();
    render(
      <CartTotals
        figures={{ subTotal: 25, discount: 5, total: 20 }}
        couponCode="BIG5"
        couponMinimum={25}
        testIdPrefix="cart"
      />,
    );
    expect(screen.queryByTestId('cart-coupon-minimum')).toBeNull();
  });

  // Invariant: the shortfall is the minimum less the subtotal in whole cents, never negative, and
  // 0 exactly when the money rule would apply the coupon (subtotal ≥ minimum).
  it('property: the shortfall is exact in cents and 0 exactly from the minimum on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (subtotalCents, minimumCents) => {
          const short = couponShortfall(fromCents(subtotalCents), fromCents(minimumCents));
          expect(Math.round(short * 100)).toBe(Math.max(0, minimumCents - subtotalCents));
          expect(short === 0).toBe(subtotalCents >= minimumCents);
        },
      ),
    );
  });
});
