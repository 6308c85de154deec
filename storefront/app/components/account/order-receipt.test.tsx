import { makeOrder, withCoupon, withRefund } from '@reelcart/sdk/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderReceipt } from './order-receipt';

afterEach(cleanup);

const show = (order: Parameters<typeof OrderReceipt>[0]['order']) =>
  render(
    <MemoryRouter>
      <OrderReceipt order={order} billerName="Test card" />
    </MemoryRouter>,
  );

// WELCOME10 on $14.99 + $3.99: $1.90 off, $17.08 paid; the own line paid $13.49, the rental $3.59.
const paid = withCoupon(makeOrder(7), 'WELCOME10', 10);
const AT = '2026-11-24T08:42:00.000Z';
const row = (name: RegExp) => screen.getByRole('row', { name });

describe('OrderReceipt with refunds (issue 28 item 6)', () => {
  it('a paid order: Paid, the total, what each line paid, no refunds', () => {
    show(paid);
    expect(screen.getByTestId('order-status').textContent).toBe('Paid');
    expect(row(/^Total/).textContent).toContain('$17.08');
    expect(row(/Own · HD/).textContent).toContain('$13.49');
    expect(row(/Rent \(72 h\)/).textContent).toContain('$3.59');
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
    expect(screen.queryByText('Remaining total')).toBeNull();
  });

  it('one line refunded: Partially refunded, the line, amount and date, the remaining total', () => {
    show(withRefund(paid, ['prd_7_own_hd'], AT));
    expect(screen.getByTestId('order-status').textContent).toBe('Partially refunded');
    expect(row(/Own · HD/).textContent).toContain('Refunded $13.49 on Nov 24, 2026');
    expect(row(/Rent \(72 h\)/).textContent).toContain('Not refunded');
    expect(row(/^Refunded/).textContent).toContain('−$13.49');
    expect(row(/^Remaining total/).textContent).toContain('$3.59');
    const refunds = screen.getByRole('table', { name: 'Refunds of order RC-100007' });
    const [, refund] = within(refunds).getAllByRole('row');
    expect(refund?.textContent).toBe('Nov 24, 2026, 08:42 UTCVideo 7$13.49');
    const history = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(history).toContain('Refunded $13.49: Nov 24, 2026, 08:42 UTC');
  });

  it('every line refunded: Refunded, nothing left', () => {
    const later = '2026-11-25T10:00:00.000Z';
    show(withRefund(withRefund(paid, ['prd_7_own_hd'], AT), ['prd_7_rental'], later));
    expect(screen.getByTestId('order-status').textContent).toBe('Refunded');
    expect(row(/^Remaining total/).textContent).toContain('$0.00');
    expect(row(/^Refunded/).textContent).toContain('−$17.08');
    const refunds = screen.getByRole('table', { name: 'Refunds of order RC-100007' });
    expect(within(refunds).getAllByRole('row')).toHaveLength(3);
  });
});
