import { DEFAULT_PASSWORD, makeProduct } from '@reelcart/sdk/testing';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { ExternalToast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartErrorToasts } from './cart-error-toasts';
import { createTestCommerce, TestProviders } from './test-commerce.testing';

const shown = vi.hoisted(
  () => [] as Array<{ message: string; options?: ExternalToast; variant?: string }>,
);
vi.mock('../lib/platform/toast', () => ({
  showToast: async (message: string, options?: ExternalToast, variant?: string) => {
    shown.push({ message, ...(options ? { options } : {}), ...(variant ? { variant } : {}) });
  },
}));

let stop: (() => void) | undefined;
afterEach(() => {
  cleanup();
  stop?.();
  shown.length = 0;
});

async function signedIn(reload = vi.fn()) {
  const { commerce, server } = createTestCommerce();
  stop = () => commerce.destroy();
  render(
    <TestProviders commerce={commerce}>
      <CartErrorToasts reload={reload} />
    </TestProviders>,
  );
  const signedInResult = await commerce.auth.signIn({
    email: 'shopper@example.test',
    password: DEFAULT_PASSWORD,
  });
  expect(signedInResult.error).toBeNull();
  await waitFor(() => expect(commerce.cart.getSnapshot().status).toBe('idle'));
  return { commerce, server, reload };
}

describe('CartErrorToasts', () => {
  it('shows a failed background sync as an error toast, with the edit still pending', async () => {
    const { commerce, server } = await signedIn();
    server.inject('POST /api/cart', 500);
    commerce.cart.add(makeProduct({ video: { _id: 'v1' } }));
    commerce.cart.sync();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      message: 'Failed to update cart',
      variant: 'error',
      options: { id: 'cart-error:CART_UPDATE_FAILED' },
    });
    expect(commerce.cart.getSnapshot().pendingOperations).toBe(1);
  });

  it('offers a refresh for a sync conflict', async () => {
    const reload = vi.fn();
    const { commerce, server } = await signedIn(reload);
    server.inject('POST /api/cart', 409, 409, 409);
    commerce.cart.add(makeProduct({ video: { _id: 'v2' } }));
    commerce.cart.sync();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]?.message).toBe('Cart sync conflict - please refresh the page');
    const action = shown[0]?.options?.action as { label: string; onClick: () => void };
    expect(action.label).toBe('Refresh');
    action.onClick();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves errors of a command to the screen that gave it', async () => {
    const { commerce } = await signedIn();
    const result = await commerce.cart.applyCoupon('NO-SUCH-COUPON');
    expect(result.error?.message).toBe('Invalid coupon');
    expect(shown).toEqual([]);
  });
});
