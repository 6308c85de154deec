import type { Commerce } from '@reelcart/sdk';
import type { CartProduct } from '@reelcart/sdk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

type View = { status: 'restoring' | 'idle' | 'syncing'; cartState: string };

/** A stand-in for the page's SDK instance: a cart whose view the test moves by hand. */
function fakeCommerce() {
  let view: View = { status: 'restoring', cartState: 'active' };
  const listeners = new Set<(v: View) => void>();
  const added: string[] = [];
  let revision = 0;
  const cart = {
    actor: { getSnapshot: () => ({ context: { revision } }) },
    getSnapshot: () => view,
    subscribe: (listener: (v: View) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (product: CartProduct) => {
      // The SDK refuses edits while the cart is completed (its `canEdit` guard).
      if (view.cartState !== 'completed' && view.status !== 'restoring') {
        added.push(product._id);
        revision += 1;
      }
    },
    sync: vi.fn(),
  };
  const move = (next: View) => {
    view = next;
    for (const l of [...listeners]) l(view);
  };
  return { commerce: { cart, destroy: vi.fn() } as unknown as Commerce, added, move };
}

let current = fakeCommerce();
/** The revision of the cart the SDK has written to IndexedDB, as the test sets it. */
let stored = -1;
vi.mock('./page-commerce', () => ({
  createPageCommerce: () => current.commerce,
  storedCartRevision: async () => stored,
}));

const product = (id: string) => ({ _id: id }) as CartProduct;

afterEach(async () => {
  const { resetStartedCommerceForTests } = await import('./commerce-start');
  resetStartedCommerceForTests();
  localStorage.clear();
  current = fakeCommerce();
  stored = -1;
  vi.useRealTimers();
});

describe('edits made before the SDK runs', () => {
  it('an add clicked early waits for the restore and is applied once', async () => {
    const { addToCartEarly, getPendingAdds, startCommerce } = await import('./commerce-start');
    addToCartEarly(product('p1'));
    expect(getPendingAdds()).toBe(1);
    await startCommerce();
    expect(current.added).toEqual([]);
    current.move({ status: 'idle', cartState: 'active' });
    expect(current.added).toEqual(['p1']);
    expect(getPendingAdds()).toBe(0);
  });

  it('a cart restored as completed (the tab left the success page within its clear) keeps the add until the cart is active again', async () => {
    const { addToCartEarly, getPendingAdds, startCommerce } = await import('./commerce-start');
    addToCartEarly(product('p2'));
    await startCommerce();
    current.move({ status: 'idle', cartState: 'completed' });
    expect(current.added).toEqual([]);
    expect(getPendingAdds()).toBe(1);
    current.move({ status: 'idle', cartState: 'active' });
    expect(current.added).toEqual(['p2']);
  });

  it('an add while the running SDK shows a completed cart is queued, not refused', async () => {
    const { addToCartEarly, startCommerce } = await import('./commerce-start');
    await startCommerce();
    current.move({ status: 'idle', cartState: 'completed' });
    addToCartEarly(product('p3'));
    expect(current.added).toEqual([]);
    current.move({ status: 'idle', cartState: 'active' });
    expect(current.added).toEqual(['p3']);
    addToCartEarly(product('p4'));
    expect(current.added).toEqual(['p3', 'p4']);
  });

  // The SDK writes the cart to IndexedDB asynchronously: a reload right after the add must find it
  // in one copy or the other (a fresh-clone run lost one that was in neither).
  it('an applied add stays in localStorage until the SDK has stored the cart, then leaves', async () => {
    vi.useFakeTimers();
    const { addToCartEarly, hasEarlyAdds, startCommerce } = await import('./commerce-start');
    addToCartEarly(product('p5'));
    await startCommerce();
    current.move({ status: 'idle', cartState: 'active' });
    expect(current.added).toEqual(['p5']);
    await vi.advanceTimersByTimeAsync(250);
    // Applied, but not stored yet: the next page would start the SDK and apply it again.
    expect(hasEarlyAdds()).toBe(true);
    stored = 1;
    await vi.advanceTimersByTimeAsync(100);
    expect(hasEarlyAdds()).toBe(false);
  });

  it('without a store that catches up (no IndexedDB), an applied add leaves after two seconds', async () => {
    vi.useFakeTimers();
    const { addToCartEarly, hasEarlyAdds, startCommerce } = await import('./commerce-start');
    addToCartEarly(product('p6'));
    await startCommerce();
    current.move({ status: 'idle', cartState: 'active' });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(hasEarlyAdds()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    // Kept longer, it would put back a line the visitor removes, on every page.
    expect(hasEarlyAdds()).toBe(false);
  });
});
