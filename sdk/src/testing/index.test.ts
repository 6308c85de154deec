import { ServerCart } from '@reelcart/contract/store/cart';
import {
  createFakeServer,
  createManualPageLifecycle,
  createMemoryChannelHub,
  createMemoryCookieJar,
  createMemoryKeyValueStore,
  makeCatalogue,
  makeCoupons,
  makeUsers,
  slow,
} from '@reelcart/sdk/testing';
import { describe, expect, it } from 'vitest';

describe('@reelcart/sdk/testing', () => {
  it('exports a working fake server, fixtures and memory adapters by name', async () => {
    const server = createFakeServer();
    const { token } = server.signIn('shopper@example.test');
    const response = await server.fetch('/api/user/owned-products', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await response.json()).toMatchObject({ ownedProducts: [] });
    expect(makeCatalogue()).toHaveLength(20);
    expect(makeCoupons().map((c) => c.code)).toEqual(['SAVE10', 'CCBILL5', 'BIG5']);
    expect(makeUsers().map((u) => u.id)).toContain('u-manager');
    expect(slow(10)).toEqual({ kind: 'slow', ms: 10 });
    for (const adapter of [
      createMemoryKeyValueStore(),
      createMemoryChannelHub().createChannel(),
      createManualPageLifecycle(),
      createMemoryCookieJar(),
    ]) {
      expect(adapter).toBeTypeOf('object');
    }
  });

  it('seeds a catalogue whose carts satisfy the contract', () => {
    const server = createFakeServer();
    const ids = makeCatalogue().map((p) => p._id);
    const cart = server.setCart('shopper@example.test', { productIds: ids });
    expect(ServerCart.safeParse(cart).success).toBe(true);
    expect(new Set(cart.products.map((p) => `${p.orderType}-${p.resolution}`))).toEqual(
      new Set(['own-SD', 'own-HD', 'own-FHD', 'own-4K', 'rental-HD']),
    );
  });

  it('keeps completion keys per user', async () => {
    const server = createFakeServer();
    const complete = async (email: string) => {
      const { token } = server.signIn(email);
      const cart = server.setCart(email, { productIds: ['v1-own-HD'] });
      const response = await server.fetch('/api/cart/complete', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          cartId: cart._id,
          cartVersion: cart.version,
          idempotencyKey: 'same-key-1',
        }),
      });
      return response.json();
    };
    const first = await complete('shopper@example.test');
    const second = await complete('manager@example.test');
    expect(second.orderId).not.toBe(first.orderId);
    expect(server.orders).toHaveLength(2);
  });
});
