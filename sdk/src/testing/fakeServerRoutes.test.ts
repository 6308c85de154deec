import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from './createFakeServer';
import { matchPath } from './fakeServerRoutes';
import { makeCatalogue } from './fixtures';

const SHOPPER = 'shopper@example.test';
const ids = makeCatalogue(['v1', 'v2']).map((p) => p._id);

describe('fake server routes', () => {
  // Invariant: a push is accepted iff it names the server's current version (or is the first
  // push, or a login sync); each accepted push moves the version on by exactly one and leaves
  // the server cart equal to the pushed ids (de-duplicated, in order); a refused push changes nothing.
  it('property: optimistic versioning of POST /api/cart', async () => {
    const push = fc.record({
      products: fc.array(fc.constantFrom(...ids), { maxLength: 4 }),
      versionDelta: fc.constantFrom(0, 0, 0, -1, 1),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(push, { minLength: 1, maxLength: 8 }), async (pushes) => {
        const server = createFakeServer({ catalogue: makeCatalogue(['v1', 'v2']) });
        const { token } = server.signIn(SHOPPER);
        for (const { products, versionDelta } of pushes) {
          const before = server.cartOf(SHOPPER);
          const cartVersion = before ? before.version + versionDelta : null;
          const response = await server.fetch('/api/cart', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ products, cartVersion }),
          });
          const after = server.cartOf(SHOPPER);
          if (!before || versionDelta === 0) {
            expect(response.status).toBe(200);
            expect(after?.version).toBe((before?.version ?? 0) + 1);
            expect(after?.products.map((p) => p._id)).toEqual([...new Set(products)]);
          } else {
            expect(response.status).toBe(409);
            expect(after).toEqual(before);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('records the edits of a push that creates the cart, like the reference server', async () => {
    const server = createFakeServer({ catalogue: makeCatalogue(['v1', 'v2']) });
    const { token } = server.signIn(SHOPPER);
    const catalogue = makeCatalogue(['v1', 'v2']);
    const of = (video: string) => catalogue.find((p) => p.video._id === video)?._id ?? '';
    const [a, b] = [of('v1'), of('v2')];
    const post = (body: unknown) =>
      server.fetch('/api/cart', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const first = [
      { id: 'op-add-a', type: 'ADD', productId: a, timestamp: 1 },
      { id: 'op-remove-b', type: 'REMOVE', productId: b, timestamp: 2 },
    ];
    // The push that creates the cart; its answer is lost, so the page sends it again later.
    expect(
      (await post({ products: [a], cartVersion: null, optimisticOperations: first })).status,
    ).toBe(200);
    const add = [{ id: 'op-add-b', type: 'ADD', productId: b, timestamp: 3 }];
    await post({ products: [a, b], cartVersion: 1, optimisticOperations: add });
    expect(
      (await post({ products: [a], cartVersion: null, optimisticOperations: first })).status,
    ).toBe(200);
    expect(server.cartOf(SHOPPER)?.products.map((p) => p._id)).toEqual([a, b]);
  });

  it('answers 401 on required routes without a valid bearer, and lets optional ones through', async () => {
    const server = createFakeServer();
    const headers = { authorization: 'Bearer forged.token.' };
    for (const path of ['/api/cart', '/api/user/owned-products', '/api/auth/user']) {
      expect((await server.fetch(path, { headers })).status).toBe(401);
    }
    expect((await server.fetch('/api/coupons/validate?code=SAVE10', { headers })).status).toBe(200);
    expect((await server.fetch('/api/coupons/validate')).status).toBe(400);
  });

  it('rejects malformed JSON with 400', async () => {
    const server = createFakeServer();
    const response = await server.fetch('/api/auth/login', { method: 'POST', body: '{"email":' });
    expect(response.status).toBe(400);
    expect(server.requests[0]?.body).toBe('{"email":');
  });
});

describe('fake server paths with parameters', () => {
  it('matches `{name}` segments and nothing else', () => {
    expect(matchPath('/api/products/{id}', '/api/products/v1-own-HD')).toEqual({ id: 'v1-own-HD' });
    expect(matchPath('/api/products/{id}', '/api/products/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/api/products/{id}', '/api/products/')).toBeNull();
    expect(matchPath('/api/products/{id}', '/api/products/a/b')).toBeNull();
    expect(matchPath('/api/cart', '/api/cart')).toEqual({});
    expect(matchPath('/api/cart', '/api/carts')).toBeNull();
  });

  it('answers GET /api/products/{id} from its catalogue, 404 for an unknown id', async () => {
    const server = createFakeServer({ catalogue: makeCatalogue(['v1']) });
    const found = await server.fetch('/api/products/v1-own-HD');
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ _id: 'v1-own-HD', video: { _id: 'v1' } });
    expect((await server.fetch('/api/products/v2-own-HD')).status).toBe(404);
  });
});
