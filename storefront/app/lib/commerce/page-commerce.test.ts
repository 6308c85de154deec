import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '../../../../sdk/src/cart/cartPersistence';
import { SDK_CART_KEY } from './page-commerce';

describe('the stored cart the early-add queue checks', () => {
  it("is read under the SDK's own storage key", () => {
    expect(SDK_CART_KEY).toBe(CART_STORAGE_KEY);
  });
});
