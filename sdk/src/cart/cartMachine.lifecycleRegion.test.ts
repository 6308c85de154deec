import type { CartState } from '@reelcart/contract/store/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { createMemoryKeyValueStore } from '../platform/keyValueStore';
import { createFakeServer } from '../testing/createFakeServer';
import { makeCatalogue } from '../testing/fixtures';
import {
  catalogueProduct,
  createHarness,
  SHOPPER,
  settle,
  signedInWith,
  VIDEO_IDS,
} from './cartHarness.testing';
import { cartMachine, cartStateOf } from './cartMachine';
import { initialContext, persistedOf } from './cartMachine.context';
import { createCartStorageActor, loadPersistedCart } from './cartStorage';
import { allowedLifecycleTransitions } from './lifecycleRules';

/** The `lifecycle` region: its transitions, and its state restored from storage. */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const storedIn = (state: CartState) => persistedOf(initialContext({ tabId: 'old' }), state);

describe('lifecycle region', () => {
  it('starts in the state of a persisted cart given as input', () => {
    for (const state of ['active', 'checkout', 'completed', 'abandoned'] as const) {
      const actor = createActor(cartMachine, {
        input: { persisted: storedIn(state), awaitRestore: false },
      }).start();
      expect(actor.getSnapshot().value).toMatchObject({ lifecycle: state });
      expect(cartStateOf(actor.getSnapshot())).toBe(state);
      actor.stop();
    }
  });

  it('takes the state of a cart read from storage after start', () => {
    // A store that has not answered yet: the machine waits in `restoring`.
    const pending = cartMachine.provide({ actors: { cartStorage: fromCallback(() => {}) } });
    const actor = createActor(pending, { input: {} }).start();
    expect(actor.getSnapshot().value).toEqual({ lifecycle: 'active', sync: 'restoring' });
    actor.send({ type: 'storage.restored', cart: storedIn('abandoned') });
    expect(actor.getSnapshot().value).toMatchObject({ lifecycle: 'abandoned' });
    actor.stop();
  });

  // Issue 28: the page that paid was left before the 1 s clear; the server holds a new cart.
  it('takes a completed cart read from storage as its clear leaves it: active, empty, unlinked', () => {
    const pending = cartMachine.provide({ actors: { cartStorage: fromCallback(() => {}) } });
    const actor = createActor(pending, { input: { signedIn: true } }).start();
    const paid = [catalogueProduct(1)];
    actor.send({
      type: 'storage.restored',
      cart: {
        ...storedIn('completed'),
        products: paid,
        baseProducts: paid,
        cartId: 'cart-paid',
        cartVersion: 3,
      },
    });
    expect(cartStateOf(actor.getSnapshot())).toBe('active');
    const { products, cartId, cartVersion, previousCartId } = actor.getSnapshot().context;
    expect({ products, cartId, cartVersion, previousCartId }).toEqual({
      products: [],
      cartId: null,
      cartVersion: null,
      previousCartId: 'cart-paid',
    });
    actor.stop();
  });

  it('keeps the cart in checkout across a reload (the stored cart carries the state)', async () => {
    const store = createMemoryKeyValueStore();
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    server.setCart(SHOPPER, { productIds: ['v1-own-HD'] });
    const tab = () =>
      createHarness({
        signedIn: true,
        server,
        input: { awaitRestore: true },
        actors: { cartStorage: createCartStorageActor(store) },
      }).start();
    const first = tab();
    await settle();
    first.actor.send({ type: 'cart.checkout' });
    await settle();
    expect(first.cartState()).toBe('checkout');
    first.actor.stop();
    await settle();
    expect((await loadPersistedCart(store))?.cartState).toBe('checkout');
    const second = tab();
    expect(second.value()).toBe('restoring');
    await settle();
    expect(second.cartState()).toBe('checkout');
    // Not a lock (decision 065): an edit is taken, and the cart is active again.
    second.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    expect(second.cartState()).toBe('active');
    expect(second.context().products.map((line) => line._id)).toEqual(['v1-own-HD', 'v2-own-HD']);
  });

  it('refuses an adopted state the spec does not allow (completed never goes to checkout)', () => {
    const actor = createActor(cartMachine, {
      input: { persisted: storedIn('completed'), awaitRestore: false },
    }).start();
    actor.send({ type: 'lifecycle.adopt', state: 'checkout' });
    actor.send({ type: 'lifecycle.adopt', state: 'abandoned' });
    expect(cartStateOf(actor.getSnapshot())).toBe('completed');
    actor.send({ type: 'lifecycle.adopt', state: 'active' });
    expect(cartStateOf(actor.getSnapshot())).toBe('active');
    actor.stop();
  });

  it('persists the region state with the cart, and a reset that fails restores it', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'cart.checkout' });
    await settle();
    expect(h.cartState()).toBe('checkout');
    expect(h.server.cartOf(SHOPPER)?.state).toBe('checkout');
    h.server.inject('POST /api/cart/abandon', 500);
    h.actor.send({ type: 'cart.reset' });
    expect(h.cartState()).toBe('active');
    await settle();
    expect(h.cartState()).toBe('checkout');
    expect(h.context().products.map((line) => line._id)).toEqual(['v1-own-HD']);
  });

  it('declares exactly the transitions of the allowed table', () => {
    const declared = new Set<string>();
    for (const state of Object.values(cartMachine.root.states.lifecycle?.states ?? {})) {
      for (const list of state.transitions.values()) {
        for (const t of list)
          for (const target of t.target ?? []) declared.add(`${state.key}>${target.key}`);
      }
    }
    const allowed = new Set(
      allowedLifecycleTransitions.flatMap((t) => t.from.map((from) => `${from}>${t.to}`)),
    );
    expect([...declared].sort()).toEqual([...allowed].sort());
  });
});
