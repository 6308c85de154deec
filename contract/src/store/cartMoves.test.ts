import { describe, expect, it } from 'vitest';
import { CartState } from './cart';
import { canMoveCart } from './cartMoves';

describe('canMoveCart', () => {
  it('lets a push keep a cart, take it to checkout and back, or abandon it — nothing else', () => {
    const allowed = CartState.options.flatMap((from) =>
      CartState.options.filter((to) => canMoveCart(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'active→active',
      'active→checkout',
      'active→abandoned',
      'checkout→active',
      'checkout→checkout',
      'checkout→abandoned',
    ]);
  });

  it('takes a new cart as active: a push never creates a completed one', () => {
    expect(canMoveCart(undefined, 'active')).toBe(true);
    expect(canMoveCart(undefined, 'completed')).toBe(false);
  });
});
