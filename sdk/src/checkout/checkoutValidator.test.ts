import { contract } from '@reelcart/contract/store/calls';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../http/client';
import { emptyOwnedProductsCache } from '../ownership/ownedProductsCache';
import { createFakeServer } from '../testing/createFakeServer';
import { makeProduct } from '../testing/fixtures';
import { createCheckoutValidator } from './checkoutValidator';

const SHOPPER = 'shopper@example.test';
const hd = makeProduct({ video: { _id: 'v1' }, resolution: 'HD' });

function setup() {
  const server = createFakeServer();
  const { token } = server.signIn(SHOPPER);
  const cart = server.setCart(SHOPPER, { productIds: [hd._id] });
  const client = createClient({
    baseURL: 'https://api.test',
    calls: contract,
    fetch: server.fetch,
    session: { getToken: () => token, refresh: async () => token },
  });
  let now = 1_700_000_000_000;
  const validator = createCheckoutValidator({
    validateLite: (productIds) => client.call('validateLite', { body: { productIds } }),
    validateFull: (productIds, cartVersion) =>
      client.call('validateCart', { body: { productIds, cartVersion } }),
    getOwnedProducts: emptyOwnedProductsCache,
    now: () => now,
  });
  const input = {
    products: [hd],
    cartVersion: cart.version,
    appliedCouponId: null,
    signedIn: true,
  };
  return { server, validator, input, advance: (ms: number) => (now += ms) };
}

describe('createCheckoutValidator', () => {
  it('validates fully first, then uses the cache + lite path for the same cart', async () => {
    const { server, validator, input } = setup();
    await expect(validator.validate(input)).resolves.toEqual({ invalidProducts: [], errors: [] });
    expect(validator.cache).toHaveLength(1);
    await validator.validate(input);
    expect(server.count('POST /api/cart/validate')).toBe(1);
    expect(server.count('POST /api/cart/validate-lite')).toBe(1);
  });

  it('still catches a purchase made elsewhere through the lite check', async () => {
    const { server, validator, input } = setup();
    await validator.validate(input);
    server.setOwnedProducts(SHOPPER, [
      { videoId: 'v1', orderType: 'own', resolution: 'HD', expiresAt: null },
    ]);
    await expect(validator.validate(input)).rejects.toMatchObject({
      code: 'CART_VALIDATION_FAILED',
      message: 'Cart validation failed: Already owned',
    });
  });

  it('goes back to full validation once the cached result is 5 minutes old', async () => {
    const { server, validator, input, advance } = setup();
    await validator.validate(input);
    advance(5 * 60_000);
    await validator.validate(input);
    expect(server.count('POST /api/cart/validate')).toBe(2);
  });

  it('remembers a failed full validation and refuses signed-out users', async () => {
    const { server, validator, input } = setup();
    server.setOwnedProducts(SHOPPER, [
      { videoId: 'v1', orderType: 'own', resolution: '4K', expiresAt: null },
    ]);
    await expect(validator.validate(input)).rejects.toMatchObject({
      code: 'CART_VALIDATION_FAILED',
    });
    expect(validator.cache).toHaveLength(1);
    await expect(validator.validate({ ...input, signedIn: false })).rejects.toMatchObject({
      message: 'User not authenticated',
    });
    validator.clear();
    expect(validator.cache).toEqual([]);
  });

  it('syncs through the injected function when given one', async () => {
    const { input } = setup();
    const syncPending = vi.fn(async () => ({ ...input, products: [] }));
    const validator = createCheckoutValidator({
      validateLite: vi.fn(),
      validateFull: vi.fn(),
      getOwnedProducts: emptyOwnedProductsCache,
      syncPending,
    });
    await expect(validator.validate(input)).rejects.toMatchObject({ code: 'CART_EMPTY' });
    expect(syncPending).toHaveBeenCalledTimes(1);
  });
});
