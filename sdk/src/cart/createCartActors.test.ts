import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { makeProduct } from '../testing/fixtures';
import type { CheckoutValidationInput } from './cartMachine.types';
import { createValidateCheckoutActor, loadCheckoutValidator } from './createCartActors';

const product = makeProduct({ _id: 'p1', video: { _id: 'v1' } });
const input: CheckoutValidationInput = {
  products: [product],
  cartId: 'c1',
  cartVersion: 3,
  appliedCouponId: null,
  signedIn: true,
  ownedProducts: [],
  ownedProductsLastUpdated: null,
};
const passing = { invalidProducts: [], errors: [] };

function run(logic: ReturnType<typeof createValidateCheckoutActor>) {
  return toPromise(createActor(logic, { input }).start());
}

describe('validateCheckout actor (checkout code loaded on first use)', () => {
  it('loads the validation procedure on the first checkout, then keeps its validator', async () => {
    const validateFull = vi.fn(async () => passing);
    const validateLite = vi.fn(async () => passing);
    const load = vi.fn(loadCheckoutValidator);
    const logic = createValidateCheckoutActor({ validateFull, validateLite }, load);
    expect(load).not.toHaveBeenCalled();

    await expect(run(logic)).resolves.toEqual(passing);
    expect(load).toHaveBeenCalledTimes(1);
    expect(validateFull).toHaveBeenCalledWith(['p1'], 3);
    // The same validator: its cache now holds the cart, so the second check is the cached path.
    await expect(run(logic)).resolves.toEqual(passing);
    expect(validateFull).toHaveBeenCalledTimes(1);
    expect(validateLite).toHaveBeenCalledTimes(1);
  });

  it('fails only the validation whose load failed: the next checkout loads again', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn(loadCheckoutValidator).mockRejectedValueOnce(offline);
    const logic = createValidateCheckoutActor(
      { validateFull: async () => passing, validateLite: async () => passing },
      load,
    );

    await expect(run(logic)).rejects.toBe(offline);
    await expect(run(logic)).resolves.toEqual(passing);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
