import { contract } from '@reelcart/contract/store/calls';
import { bench, describe } from 'vitest';
import { createClient } from './client';

/**
 * Run: `npx vitest bench --project sdk sdk/src/http --run`. What the client adds to one request
 * (ofetch's URL and query handling, the response read, the schema parse) over a fetch that
 * answers at once: the cart's GET and POST, and a catalogue page with a query.
 */

const cart = {
  cart: {
    _id: 'c1',
    version: 3,
    state: 'active',
    products: Array.from({ length: 10 }, (_, i) => ({
      _id: `p${i}`,
      currentPrice: 9.99,
      resolution: 'HD',
      orderType: 'own',
      download: true,
      stream: true,
      video: { _id: `v${i}`, title: `Video ${i}` },
    })),
  },
  validationResult: { invalidProducts: [], errors: [] },
  userCountry: 'US',
};
const body = JSON.stringify(cart);
const fetch: typeof globalThis.fetch = async () =>
  new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });

const client = createClient({
  baseURL: 'https://api.test',
  calls: contract,
  fetch,
  timeoutMs: 15_000,
  session: { getToken: () => 'token', refresh: async () => 'token' },
});

describe('one request through the client (fetch answers at once)', () => {
  bench('GET /api/cart (10 lines)', async () => {
    await client.call('getCart');
  });
  bench('POST /api/cart (10 lines)', async () => {
    await client.call('pushCart', {
      body: { products: cart.cart.products.map((p) => p._id), cartVersion: 3 },
    });
  });
});
