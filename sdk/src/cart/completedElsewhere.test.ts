import { describe, expect, it } from 'vitest';
import { fakeTimersInEachTest } from '../platform/fakeTimers.testing';
import { channelMessageOf } from './cartChannel';
import { catalogueProduct, SHOPPER, settle, signedInWith } from './cartHarness.testing';

fakeTimersInEachTest();

/**
 * A tab that hears another tab paid (its cart `completed`, broadcast) while an edit of its own is
 * still unsent (issue 28; the browser model, seed 313626489 path 57: every other tab pushed the
 * paid cart as `completed` when it was next hidden, refused each time).
 */
describe('a cart another tab completed', () => {
  const paidElsewhere = async () => {
    const h = await signedInWith(['v1-own-HD']);
    // An edit made here a moment before the payment: still in its debounce window, unsent.
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    const paid = { ...h.context(), optimisticOperations: [], products: [catalogueProduct(1)] };
    const message = channelMessageOf({ ...paid, revision: 50 }, 'cart', 'completed');
    if (!message) throw new Error('no message');
    h.server.pay(SHOPPER);
    h.actor.send({ type: 'remote.message', message: { ...message, origin: 'payer' } });
    return h;
  };
  const pushedStates = (h: Awaited<ReturnType<typeof signedInWith>>) =>
    h.server.requests
      .filter((r) => r.method === 'POST' && r.path === '/api/cart')
      .map((r) => (r.body as { state?: string }).state);

  it('is never pushed, even when the page is hidden with an edit unsent', async () => {
    const h = await paidElsewhere();
    h.actor.send({ type: 'page.hidden' });
    await settle(0);
    expect(pushedStates(h)).not.toContain('completed');
  });

  it('is cleared here too, and the unsent edit lands in the new cart', async () => {
    const h = await paidElsewhere();
    for (let i = 0; i < 3; i++) await settle(20_000);
    expect(pushedStates(h)).not.toContain('completed');
    expect(h.context().products.map((line) => line._id)).toEqual(['v2-own-HD']);
    expect(h.server.cartOf(SHOPPER)?.products.map((line) => line._id)).toEqual(['v2-own-HD']);
  });
});
