import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CartResponse } from '../store/cart';
import { ListVideosQuery } from '../store/catalogue';
import { queryInt } from './common';
import { parseWith } from './parse';

const cart = {
  _id: 'cart_1',
  version: 3,
  state: 'active',
  products: [],
};

describe('parseWith: the contract on the wire', () => {
  it('drops keys the contract does not know, at every depth', () => {
    const parsed = parseWith(CartResponse, {
      cart: { ...cart, internalNote: 'x' },
      validationResult: { invalidProducts: [], errors: [], debug: true },
      extra: 1,
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).not.toHaveProperty('extra');
    expect(parsed.data.cart).not.toHaveProperty('internalNote');
    expect(parsed.data.validationResult).not.toHaveProperty('debug');
  });

  it('gives every parse its own default (a caller mutating one never changes the next)', () => {
    const first = parseWith(CartResponse, { cart });
    const second = parseWith(CartResponse, { cart });
    if (!first.success || !second.success) throw new Error('expected both to parse');
    expect(first.data.validationResult).toEqual({ invalidProducts: [], errors: [] });
    first.data.validationResult.invalidProducts.push('prd_1');
    expect(second.data.validationResult.invalidProducts).toEqual([]);
    expect(parseWith(CartResponse, { cart }).success && second.data.validationResult).toEqual({
      invalidProducts: [],
      errors: [],
    });
  });

  it('answers the path of every bad field from the root', () => {
    const parsed = parseWith(CartResponse, { cart: { ...cart, version: 'three' } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.issues[0]?.path).toEqual(['cart', 'version']);
    expect(parsed.issues[0]?.message).toEqual(expect.any(String));
  });

  it('coerces query integers from text, bounds them and fills the default', () => {
    const page = parseWith(ListVideosQuery, { page: '3', limit: '12' });
    expect(page.success && [page.data.page, page.data.limit]).toEqual([3, 12]);
    const absent = parseWith(ListVideosQuery, {});
    expect(absent.success && [absent.data.page, absent.data.limit]).toEqual([1, 24]);
    for (const bad of ['0', '-1', '2.5', 'abc', '101']) {
      expect(parseWith(ListVideosQuery, { limit: bad }).success, bad).toBe(false);
    }
  });

  // Invariant: a query integer parses exactly when its text is an integer within the bounds,
  // and then to that integer.
  it('accepts exactly the integers within the bounds', () => {
    const schema = queryInt(1, 50, 8);
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (n) => {
        const parsed = parseWith(schema, String(n));
        expect(parsed.success).toBe(n >= 1 && n <= 50);
        if (parsed.success) expect(parsed.data).toBe(n);
      }),
    );
  });
});
