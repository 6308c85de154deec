import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueProduct, createHarness, SHOPPER, settle } from './cartTestkit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cartMachine smoke', () => {
  it('boots signed in, fetches, edits and pushes after 10 s idle', async () => {
    const h = createHarness({ signedIn: true });
    h.server.setCart(SHOPPER, { productIds: ['v1-own-HD'] });
    h.start();
    await settle();
    expect(h.context().products.map((p) => p._id)).toEqual(['v1-own-HD']);
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    expect(h.context().products.map((p) => p._id)).toEqual(['v1-own-HD', 'v2-own-HD']);
    await settle(9_999);
    expect(h.posts()).toBe(0);
    await settle(1);
    expect(h.posts()).toBe(1);
    expect(h.server.cartOf(SHOPPER)?.products.map((p) => p._id)).toEqual([
      'v1-own-HD',
      'v2-own-HD',
    ]);
    expect(h.context().optimisticOperations).toEqual([]);
    expect(h.value()).toEqual({ idle: 'clean' });
  });
});
