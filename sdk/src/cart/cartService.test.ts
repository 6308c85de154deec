import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createClient } from '../http/client';
import { coreCalls } from '../http/coreCalls';
import { createFakeServer } from '../testing/createFakeServer';
import { makeCatalogue, makeProduct } from '../testing/fixtures';
import { type CartService, createCartService } from './cartService';
import { SHOPPER } from './cartTestkit';

let cart: CartService | undefined;
afterEach(() => cart?.stop());

async function signedInCart() {
  const server = createFakeServer({ catalogue: makeCatalogue() });
  const token = server.signIn(SHOPPER).token;
  const client = createClient({
    baseURL: 'https://api.test',
    calls: coreCalls,
    fetch: server.fetch,
    session: { getToken: () => token, refresh: async () => token },
  });
  server.setCart(SHOPPER, { productIds: [] });
  cart = createCartService({ client, input: { signedIn: true, awaitRestore: false } });
  const service = cart;
  await waitFor(service.actor, (snapshot) => snapshot.matches('idle'));
  return { server, cart: service };
}

describe('cartService commands that wait for their answer', () => {
  it('answers the spec message when a coupon is refused', async () => {
    const { cart } = await signedInCart();
    const result = await cart.applyCoupon('NOPE');
    expect(result).toEqual({
      data: null,
      error: { code: 'COUPON_INVALID', message: 'Invalid coupon' },
    });
    const applied = await cart.applyCoupon('SAVE10');
    expect(applied.error).toBeNull();
    expect(applied.data?.appliedCoupon?.code).toBe('SAVE10');
  });

  it('reports a failed reset even though the cart was emptied optimistically, and restores it', async () => {
    const { server, cart } = await signedInCart();
    cart.add(makeProduct({ video: { _id: 'v1' } }));
    server.inject('*', 500, 500, 500);
    const result = await cart.reset();
    expect(result.error?.message).toBe('Failed to clear cart on server.');
    expect(cart.getSnapshot().count).toBe(1);
  });

  it('answers an error, not a stale success, for a command that does not apply', async () => {
    const { cart } = await signedInCart();
    const result = await cart.checkout();
    expect(result.data).toBeNull();
    expect(result.error?.message).toBe('Cart is empty');
  });
});
