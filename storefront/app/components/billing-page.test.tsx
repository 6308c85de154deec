import type { Biller } from '@reelcart/sdk/contract';
import { DEFAULT_PASSWORD, makeProduct } from '@reelcart/sdk/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BillingPage, INVALID_LINES_MESSAGE } from './billing-page';
import { createTestCommerce, TestProviders } from './test-commerce.testing';

afterEach(cleanup);

const billers: Biller[] = [{ id: 'card', name: 'Card', kind: 'card' }];

async function shopWithCart(ids: string[], coupon?: string) {
  const test = createTestCommerce();
  const { commerce } = test;
  const signedIn = await commerce.auth.signIn({
    email: 'shopper@example.test',
    password: DEFAULT_PASSWORD,
  });
  if (signedIn.error) throw new Error(signedIn.error.message);
  for (const id of ids) {
    const [video, orderType, resolution] = id.split('-') as [string, 'own' | 'rental', 'HD'];
    commerce.cart.add(makeProduct({ video: { _id: video }, orderType, resolution }));
  }
  if (coupon) {
    const applied = await commerce.cart.applyCoupon(coupon);
    if (applied.error) throw new Error(applied.error.message);
  }
  return test;
}

describe('BillingPage', () => {
  it('summarises the lines, the coupon and the total that the Pay button charges', async () => {
    const { commerce } = await shopWithCart(['v1-own-HD', 'v2-rental-HD'], 'SAVE10');
    const checkedOut = await commerce.cart.checkout();
    expect(checkedOut.error).toBeNull();
    render(
      <TestProviders commerce={commerce}>
        <BillingPage billers={billers} />
      </TestProviders>,
    );
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const view = commerce.cart.getSnapshot();
    expect(within(summary).getAllByTestId('summary-line')).toHaveLength(2);
    const money = (n: number) => `$${n.toFixed(2)}`;
    expect(screen.getByTestId('billing-subtotal').textContent).toBe(money(view.subTotal));
    expect(screen.getByTestId('billing-coupon').textContent).toBe('SAVE10');
    expect(screen.getByTestId('billing-discount').textContent).toBe(`−${money(view.discount)}`);
    expect(view.discount).toBeGreaterThan(0);
    expect(screen.getByTestId('billing-total').textContent).toBe(money(view.total));
    expect(screen.getByRole('button', { name: `Pay ${money(view.total)}` })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the cart is empty, with a way back to the videos', async () => {
    const { commerce } = createTestCommerce();
    render(
      <TestProviders commerce={commerce}>
        <BillingPage billers={billers} />
      </TestProviders>,
    );
    expect(await screen.findByText(/Your cart is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse videos' }).getAttribute('href')).toBe(
      '/videos',
    );
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull();
  });

  it('says what to do when a line can no longer be bought', async () => {
    const { commerce, server } = await shopWithCart(['v1-own-HD']);
    await commerce.cart.checkout();
    server.setOwnedProducts('shopper@example.test', [
      { videoId: 'v1', orderType: 'own', resolution: 'HD', expiresAt: null },
    ]);
    commerce.cart.refetch(true);
    render(
      <TestProviders commerce={commerce}>
        <BillingPage billers={billers} />
      </TestProviders>,
    );
    await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(INVALID_LINES_MESSAGE));
  });
});
