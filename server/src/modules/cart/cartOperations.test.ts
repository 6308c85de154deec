import {
  applyCartOperations,
  CartResponse,
  type OptimisticOperation,
} from '@reelcart/contract/store';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startTestServer, type TestServer } from '../../testing/harness';
import { freshProduct } from '../../testing/samples';

/** POST /api/cart applies a push's edits on top of the cart it has (decision 066). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const add = (productId: string): OptimisticOperation => ({
  id: `op-${crypto.randomUUID()}`,
  type: 'ADD',
  productId,
  timestamp: Date.now(),
});
const remove = (productId: string): OptimisticOperation => ({ ...add(productId), type: 'REMOVE' });

async function cartOf(session: Session) {
  const res = await server.request('GET', '/api/cart', { token: session.token });
  return CartResponse.parse(res.json).cart;
}
const push = async (session: Session, body: Record<string, unknown>) => {
  const res = await server.request('POST', '/api/cart', { token: session.token, body });
  return {
    status: res.status,
    json: res.json,
    cart: res.status === 200 ? CartResponse.parse(res.json).cart : null,
  };
};
const ids = (cart: { products: { _id: string }[] } | null) =>
  (cart?.products ?? []).map((p) => p._id);

describe('a push made on an older version', () => {
  it('applies its edits on top of the current cart: two tabs adding at once keep both', async () => {
    const session = await server.newShopper();
    const [a, b] = [freshProduct(), freshProduct()];
    const base = await cartOf(session);
    const first = await push(session, {
      products: [a],
      cartVersion: base.version,
      optimisticOperations: [add(a)],
    });
    expect(first.status).toBe(200);
    // The other tab still has the version it fetched.
    const second = await push(session, {
      products: [b],
      cartVersion: base.version,
      optimisticOperations: [add(b)],
    });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect(ids(second.cart)).toEqual([a, b]);
  });

  it("removes by video and takes an UPDATE in place, leaving others' lines alone", async () => {
    const session = await server.newShopper();
    const [a, b] = [freshProduct(), freshProduct()];
    const base = await push(session, { products: [a, b], cartVersion: null });
    const otherTab = await push(session, {
      products: [a, b],
      cartVersion: base.cart?.version,
      optimisticOperations: [],
      lastActiveAt: new Date().toISOString(),
    });
    expect(otherTab.status).toBe(200);
    const stale = await push(session, {
      products: [b],
      cartVersion: base.cart?.version,
      optimisticOperations: [remove(a.replace('own_sd', 'own_4k'))],
    });
    expect(stale.status).toBe(200);
    expect(ids(stale.cart)).toEqual([b]);
  });

  it('still gets a 409 when it changes the coupon or moves the cart to checkout', async () => {
    const session = await server.newShopper();
    const a = freshProduct();
    const base = await push(session, { products: [a], cartVersion: null });
    await push(session, { products: [a], cartVersion: base.cart?.version });
    const coupon = await push(session, {
      products: [a],
      cartVersion: base.cart?.version,
      appliedCoupon: 'cpn_welcome10',
      optimisticOperations: [add(freshProduct())],
    });
    expect(coupon.status).toBe(409);
    const checkout = await push(session, {
      products: [a],
      cartVersion: base.cart?.version,
      state: 'checkout',
      optimisticOperations: [add(freshProduct())],
    });
    expect(checkout.status).toBe(409);
    // Nothing but edits: merged.
    const edits = await push(session, {
      products: [a],
      cartVersion: base.cart?.version,
      optimisticOperations: [add(freshProduct())],
    });
    expect(edits.status).toBe(200);
  });

  it('reopens a cart in checkout (an edit of it, from another tab: decision 065)', async () => {
    const session = await server.newShopper();
    const a = freshProduct();
    const base = await push(session, { products: [a], cartVersion: null });
    const checkedOut = await push(session, {
      products: [a],
      cartVersion: base.cart?.version,
      state: 'checkout',
    });
    expect(checkedOut.cart?.state).toBe('checkout');
    const b = freshProduct();
    const edit = await push(session, {
      products: [a, b],
      cartVersion: base.cart?.version,
      state: 'active',
      optimisticOperations: [add(b)],
    });
    expect(edit.status).toBe(200);
    expect(edit.cart).toMatchObject({ state: 'active' });
    expect(ids(edit.cart)).toEqual([a, b]);
  });

  it('leaves a cart in checkout when every edit it carries is in it already (decision 117)', async () => {
    const session = await server.newShopper();
    const [a, b] = [freshProduct(), freshProduct()];
    const op = add(b);
    const base = await push(session, { products: [a], cartVersion: null });
    // Tab 2 heard of tab 1's add and checked out with it in the cart.
    const checkedOut = await push(session, {
      products: [a, b],
      cartVersion: base.cart?.version,
      state: 'checkout',
      optimisticOperations: [op],
    });
    expect(checkedOut.cart?.state).toBe('checkout');
    // Tab 1's own push of that add comes later, from before it heard of the checkout.
    const late = await push(session, {
      products: [a, b],
      cartVersion: base.cart?.version,
      state: 'active',
      optimisticOperations: [op],
    });
    expect(late.status, JSON.stringify(late.json)).toBe(200);
    expect(late.cart).toMatchObject({ state: 'checkout' });
    expect(ids(late.cart)).toEqual([a, b]);
    // Sent again on the current version (a page's journal replayed): still checked out.
    const replayed = await push(session, {
      products: [a, b],
      cartVersion: late.cart?.version,
      state: 'active',
      optimisticOperations: [op],
    });
    expect(replayed.cart).toMatchObject({ state: 'checkout' });
    // A tab leaving billing (no edits) reopens it, and so does a new edit.
    const reopened = await push(session, {
      products: [a, b],
      cartVersion: replayed.cart?.version,
      state: 'active',
    });
    expect(reopened.cart).toMatchObject({ state: 'active' });
  });
});

describe('an edit is applied once', () => {
  it('a push repeated after the line was removed elsewhere does not bring it back', async () => {
    const session = await server.newShopper();
    const a = freshProduct();
    const op = add(a);
    const base = await cartOf(session);
    // Tab 1's push lands, but its page was gone before the answer came.
    const landed = await push(session, {
      products: [a],
      cartVersion: base.version,
      optimisticOperations: [op],
    });
    // Tab 2 removes the line.
    const removed = await push(session, {
      products: [],
      cartVersion: landed.cart?.version,
      optimisticOperations: [remove(a)],
    });
    expect(ids(removed.cart)).toEqual([]);
    // Tab 1's next page sends the same edit again (from its journal), on the old version.
    const again = await push(session, {
      products: [a],
      cartVersion: base.version,
      optimisticOperations: [op],
    });
    expect(again.status).toBe(200);
    expect(ids(again.cart)).toEqual([]);
    // Even on the current version.
    const current = await push(session, {
      products: [a],
      cartVersion: again.cart?.version,
      optimisticOperations: [op],
    });
    expect(ids(current.cart)).toEqual([]);
  });

  it('a push that creates the cart records its edits: sent again, a removal takes out nothing chosen since', async () => {
    const session = await server.newShopper();
    const [a, b] = [freshProduct(), freshProduct()];
    const first = [add(a), remove(b)];
    // The first push creates the cart (nothing read it before); its answer never reached the page.
    const created = await push(session, {
      products: [a],
      cartVersion: null,
      optimisticOperations: first,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect(created.cart?.version).toBe(1);
    // Another tab adds b.
    const added = await push(session, {
      products: [a, b],
      cartVersion: created.cart?.version,
      optimisticOperations: [add(b)],
    });
    expect(ids(added.cart)).toEqual([a, b]);
    // The first page's journal sends its edits again, on the version it knew (none).
    const again = await push(session, {
      products: [a],
      cartVersion: null,
      optimisticOperations: first,
    });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(ids(again.cart)).toEqual([a, b]);
  });
});

describe('applyCartOperations (pure)', () => {
  const video = (id: string) => id.split('-')[0];
  const productArb = fc.tuple(fc.constantFrom('v1', 'v2', 'v3', 'v4'), fc.constantFrom('SD', 'HD'));
  const opArb = fc
    .tuple(fc.constantFrom('ADD', 'REMOVE') as fc.Arbitrary<'ADD' | 'REMOVE'>, productArb)
    .map(([type, [v, r]]) => ({
      id: `${v}-${r}-${type}`,
      type,
      productId: `${v}-${r}`,
      timestamp: 0,
    }));

  /**
   * Invariants: the result never holds two lines of one video; edits of different videos commute
   * (two tabs' edits give one cart whichever lands first); applying the same edits again changes
   * nothing.
   */
  it('one line per video; edits of different videos commute; applying twice is applying once', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 8 }),
        fc.array(opArb, { maxLength: 8 }),
        (xs, ys) => {
          const once = applyCartOperations([], xs, video);
          expect(new Set(once.map(video)).size).toBe(once.length);
          expect(applyCartOperations(once, xs, video).sort()).toEqual([...once].sort());
          const videosOf = (ops: typeof xs) => new Set(ops.map((op) => video(op.productId)));
          const [vx, vy] = [videosOf(xs), videosOf(ys)];
          if ([...vx].some((v) => vy.has(v))) return;
          const xy = applyCartOperations(applyCartOperations([], xs, video), ys, video);
          const yx = applyCartOperations(applyCartOperations([], ys, video), xs, video);
          expect([...xy].sort()).toEqual([...yx].sort());
        },
      ),
    );
  });
});
