import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_HANDOFF_MAX_LINES, cartHandoffUrl, readCartHandoff } from './handoff';

const STORE = 'http://localhost:3400/cart';
const id = fc.stringMatching(/^[a-z0-9_]{1,40}$/);
const code = fc.stringMatching(/^[A-Z0-9]{1,20}$/);

describe('the cart hand-off URL', () => {
  // Invariant: what the drop-in writes, the store reads back unchanged (distinct lines, the
  // coupon, the referral and its source), whatever they are.
  it('property: the store reads back what the drop-in wrote', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(id, { minLength: 1, maxLength: CART_HANDOFF_MAX_LINES }),
        fc.option(code, { nil: undefined }),
        fc.option(code, { nil: undefined }),
        fc.option(fc.constantFrom('embed', 'blog.example.com'), { nil: undefined }),
        (add, coupon, dkr, source) => {
          const handoff = { add, coupon, dkr, source };
          expect(readCartHandoff(cartHandoffUrl(STORE, handoff))).toEqual(handoff);
        },
      ),
    );
  });

  it('is null without lines, and refuses what the schema refuses', () => {
    expect(readCartHandoff(STORE)).toBeNull();
    expect(readCartHandoff(`${STORE}?add=`)).toBeNull();
    expect(readCartHandoff(`${STORE}?add=a&dkr=${'X'.repeat(65)}`)).toBeNull();
    const many = Array.from({ length: CART_HANDOFF_MAX_LINES + 1 }, (_, i) => `p${i}`).join(',');
    expect(readCartHandoff(`${STORE}?add=${many}`)).toBeNull();
    expect(readCartHandoff(`${STORE}?add=a,a,b`)).toEqual({ add: ['a', 'b'] });
  });
});
