import type { AuthResponse } from '@reelcart/contract/store/auth';
import type { CartResponse } from '@reelcart/contract/store/cart';
import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from './client';
import { coreCalls } from './coreCalls';

const client = createClient({ baseURL: 'https://api.test', calls: coreCalls });

describe('client.call types', () => {
  it('types bodies, queries and answers from the contract', () => {
    expectTypeOf(
      client.call('login', { body: { email: 'a', password: 'b' } }),
    ).resolves.toEqualTypeOf<AuthResponse>();
    expectTypeOf(client.call('getCart')).resolves.toEqualTypeOf<CartResponse>();
    expectTypeOf(client.call('validateCoupon', { query: { code: 'X' } })).resolves.toHaveProperty(
      'valid',
    );
  });

  it('refuses what the contract does not allow', () => {
    // @ts-expect-error: login needs a body
    client.call('login');
    // @ts-expect-error: the body must match the schema
    client.call('login', { body: { email: 'a' } });
    // @ts-expect-error: validateCoupon needs its query
    client.call('validateCoupon', {});
    // @ts-expect-error: not a call of the contract
    client.call('nope');
  });
});
