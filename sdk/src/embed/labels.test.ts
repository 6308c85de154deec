import { OWNERSHIP_REASONS } from '@reelcart/contract/core/errors';
import { describe, expect, it } from 'vitest';
import { addButtonState, countLabel, formatPrice } from './labels';

describe('countLabel', () => {
  it('says how many lines the cart has, in words a screen reader reads well', () => {
    expect(countLabel(0)).toBe('Cart, empty');
    expect(countLabel(1)).toBe('Cart, 1 item');
    expect(countLabel(2)).toBe('Cart, 2 items');
  });
});

describe('formatPrice', () => {
  it('formats in the currency given, and falls back to two decimals for an unknown one', () => {
    expect(formatPrice(12.5, 'USD', 'en-US')).toBe('$12.50');
    expect(formatPrice(12.5, 'not a currency', 'en-US')).toBe('12.50');
  });
});

describe('addButtonState', () => {
  const base = { loadError: null, loaded: true, inCart: false, reason: null };

  it('is disabled while loading and after a failed load, with the failure as its note', () => {
    expect(addButtonState({ ...base, loaded: false })).toMatchObject({
      disabled: true,
      state: 'loading',
    });
    expect(addButtonState({ ...base, loadError: 'Product not found' })).toMatchObject({
      disabled: true,
      note: 'Product not found',
      state: 'error',
    });
  });

  // Issue 32: in the cart it read "✓ Add to cart", and pressing it removed the line.
  it('says what it does: "Remove from cart" while the product is in the cart', () => {
    const available = addButtonState(base);
    const inCart = addButtonState({ ...base, inCart: true });
    expect(available).toMatchObject({ label: 'Add to cart', disabled: false, state: 'available' });
    expect(inCart).toMatchObject({ label: 'Remove from cart', disabled: false, state: 'in-cart' });
    expect(inCart.note).toBe('In your cart');
  });

  it('shows the reason of an owned product and cannot be pressed, even if the line is in the cart', () => {
    const state = addButtonState({ ...base, inCart: true, reason: OWNERSHIP_REASONS.owned });
    expect(state).toEqual({
      label: available().label,
      disabled: true,
      note: OWNERSHIP_REASONS.owned,
      state: 'owned',
    });
  });

  const available = () => addButtonState(base);
});
