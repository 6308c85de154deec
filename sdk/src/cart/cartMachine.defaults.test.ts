import type { CartResponse } from '@reelcart/contract/store/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine } from './cartMachine';
import { catalogueProduct, settle } from './cartTestkit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cartMachine without adapters', () => {
  it('starts as an empty guest cart with no storage, channel or page lifecycle', async () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ lifecycle: 'active', sync: { idle: 'clean' } });
    const context = actor.getSnapshot().context;
    expect(context).toMatchObject({
      products: [],
      signedIn: false,
      subTotal: 0,
    });
    // Every context value survives a structured clone: the context is serialisable.
    expect(structuredClone(context)).toEqual(context);
    actor.send({ type: 'item.add', product: catalogueProduct(1) });
    expect(structuredClone(actor.getSnapshot().context)).toEqual(actor.getSnapshot().context);
  });

  it('reports an actor that was not provided as a failure, not a crash', async () => {
    const actor = createActor(cartMachine, { input: { signedIn: true } });
    const errors: string[] = [];
    actor.on('cart.error', (event) => errors.push(event.error.message));
    actor.start();
    await settle();
    expect(errors).toEqual(['Failed to load cart data.']);
    expect(actor.getSnapshot().value).toEqual({ lifecycle: 'active', sync: { idle: 'clean' } });
  });

  it('takes real actors through provide()', async () => {
    const fetchCart = vi.fn(
      async (): Promise<CartResponse> => ({
        cart: { _id: 'c1', version: 3, state: 'active' as const, products: [catalogueProduct(2)] },
        validationResult: { invalidProducts: [], errors: [] },
        userCountry: 'DE',
      }),
    );
    const machine = cartMachine.provide({ actors: { fetchCart: fromPromise(fetchCart) } });
    const actor = createActor(machine, { input: { signedIn: true } }).start();
    await settle();
    expect(fetchCart).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({
      cartId: 'c1',
      cartVersion: 3,
      userCountry: 'DE',
      subTotal: 12.99,
    });
  });
});
