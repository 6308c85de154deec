import {
  type Commerce,
  createCommerce,
  createMemoryCookieJar,
  createMemoryKeyValueStore,
  createRecordingNavigator,
} from '@reelcart/sdk';
import type { CartProduct } from '@reelcart/sdk/contract';
import { createFakeServer, makeCatalogue, makeProduct } from '@reelcart/sdk/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDIT_JOURNAL_PREFIX as SDK_PREFIX } from '../../../sdk/src/cart/editJournal';

type View = { status: 'restoring' | 'idle' | 'syncing'; cartState: string };

/** A stand-in for the page's SDK instance: a cart whose view the test moves by hand. */
function fakeCommerce() {
  let view: View = { status: 'restoring', cartState: 'active' };
  const listeners = new Set<(v: View) => void>();
  const added: string[] = [];
  const cart = {
    getSnapshot: () => view,
    subscribe: (listener: (v: View) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (product: CartProduct) => added.push(product._id),
  };
  const move = (next: View) => {
    view = next;
    for (const l of [...listeners]) l(view);
  };
  return { commerce: { cart, destroy: vi.fn() } as unknown as Commerce, added, move };
}

let current = fakeCommerce();
let create: () => Commerce = () => current.commerce;
vi.mock('./page-commerce', () => ({ createPageCommerce: () => create() }));

const product = (id: string) => ({ _id: id }) as CartProduct;
const journaled = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(SDK_PREFIX))
    .map((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>);

afterEach(async () => {
  const { resetStartedCommerceForTests } = await import('./commerce-start');
  resetStartedCommerceForTests();
  localStorage.clear();
  current = fakeCommerce();
  create = () => current.commerce;
});

describe('edits made before the SDK runs (decisions 051, 067)', () => {
  it("writes the SDK's journal format", async () => {
    const { EDIT_JOURNAL_PREFIX } = await import('./commerce-start');
    expect(EDIT_JOURNAL_PREFIX).toBe(SDK_PREFIX);
  });

  it('an add clicked early is in the journal before the badge counts it, and the next page knows', async () => {
    const { addToCartEarly, getPendingAdds, hasEarlyAdds, subscribeCommerce } = await import(
      './commerce-start'
    );
    let journaledWhenCounted: unknown[] = [];
    const stop = subscribeCommerce(() => {
      journaledWhenCounted = journaled();
    });
    addToCartEarly(product('p1'));
    stop();
    expect(getPendingAdds()).toBe(1);
    expect(journaledWhenCounted).toEqual([
      expect.objectContaining({ type: 'ADD', product: { _id: 'p1' }, early: true }),
    ]);
    // A reload now: the next page starts the SDK before hydrating (entry.client).
    expect(hasEarlyAdds()).toBe(true);
    // Not queued in memory as well: the SDK applies the journal's copy, once.
    expect(current.added).toEqual([]);
  });

  it('counts an add until the SDK has restored the cart, then leaves the count to the SDK', async () => {
    const { addToCartEarly, getPendingAdds, startCommerce } = await import('./commerce-start');
    await startCommerce();
    addToCartEarly(product('p2'));
    // The running SDK takes it (and journals it itself), restoring or not.
    expect(current.added).toEqual(['p2']);
    expect(getPendingAdds()).toBe(1);
    current.move({ status: 'idle', cartState: 'completed' });
    expect(getPendingAdds()).toBe(0);
    addToCartEarly(product('p3'));
    expect(current.added).toEqual(['p2', 'p3']);
    expect(getPendingAdds()).toBe(0);
  });

  it('the real SDK applies what the queue journaled, once, and the mark goes', async () => {
    const server = createFakeServer({ catalogue: makeCatalogue(['v1', 'v2']) });
    const storage = createMemoryKeyValueStore();
    create = () =>
      createCommerce({
        baseURL: 'http://fake-server.test',
        fetch: server.fetch,
        server: false,
        cookies: createMemoryCookieJar(),
        navigator: createRecordingNavigator(),
        storage,
        channel: false,
        pageLifecycle: false,
        captureReferral: false,
      });
    const { addToCartEarly, getPendingAdds, hasEarlyAdds, startCommerce } = await import(
      './commerce-start'
    );
    const early = makeProduct({ video: { _id: 'v1' } });
    addToCartEarly(early);
    const started = await startCommerce();
    await waitFor(() => expect(started.cart.getSnapshot().status).toBe('idle'));
    expect(started.cart.getSnapshot().products.map((p) => p._id)).toEqual([early._id]);
    expect(getPendingAdds()).toBe(0);
    // Held by the SDK (a guest's pending edit stays journaled), without the early mark.
    expect(hasEarlyAdds()).toBe(false);
    expect(journaled()).toEqual([expect.objectContaining({ product: early })]);
  });
});
