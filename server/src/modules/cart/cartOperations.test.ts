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

/**
 * Decision 124: a push made on an older version arrives after a newer edit of the same video
 * (a closing page's flush, held by a slow server, handled after the next page's push).
 */
describe('a late push does not undo a newer edit of the same video', () => {
  const at = (op: OptimisticOperation, timestamp: number) => ({ ...op, timestamp });
  const hd = (product: string) => product.replace('own_sd', 'own_hd');
  const t0 = Date.now() - 60_000;
  /** A push of one edit, made on `cartVersion`, with the lines its page shows. */
  const pushEdit = (
    session: Session,
    cartVersion: number | null | undefined,
    op: OptimisticOperation,
    products: string[],
  ) => push(session, { products, cartVersion, optimisticOperations: [op] });
  /** A shopper whose cart holds `x` (version 1), and a video `a` of several renditions. */
  async function cartWithOneLine() {
    const session = await server.newShopper();
    const [x, a] = [freshProduct(), freshProduct()];
    const first = await pushEdit(session, null, at(add(x), t0), [x]);
    return { session, x, a, version: first.cart?.version };
  }

  it('a line a newer edit replaced is not put back', async () => {
    const { session, x, a, version } = await cartWithOneLine();
    const a4k = a.replace('own_sd', 'own_4k');
    // The page that made the SD choice pushes late; the next page's 4K choice (later) lands first.
    const late = at(add(a), t0 + 1_000);
    const newer = await pushEdit(session, version, at(add(a4k), t0 + 2_000), [x, a4k]);
    expect(ids(newer.cart)).toEqual([x, a4k]);
    const flushed = await pushEdit(session, version, late, [x, a]);
    expect(flushed.status, JSON.stringify(flushed.json)).toBe(200);
    expect(ids(flushed.cart)).toEqual([x, a4k]);
    // Done, without effect: sent again on the current version, it changes nothing either.
    const again = await pushEdit(session, flushed.cart?.version, late, [x, a]);
    expect(ids(again.cart)).toEqual([x, a4k]);
  });

  it('a line a newer edit removed is not put back', async () => {
    const { session, x, a, version } = await cartWithOneLine();
    const added = await pushEdit(session, version, at(add(a), t0 + 500), [x, a]);
    const removed = await pushEdit(session, added.cart?.version, at(remove(a), t0 + 2_000), [x]);
    expect(ids(removed.cart)).toEqual([x]);
    const flushed = await pushEdit(session, added.cart?.version, at(add(hd(a)), t0 + 1_000), [
      x,
      hd(a),
    ]);
    expect(ids(flushed.cart)).toEqual([x]);
  });

  it('a later edit made without knowing the newer version still applies (concurrent: the later wins)', async () => {
    const { session, x, a, version } = await cartWithOneLine();
    await pushEdit(session, version, at(add(a), t0 + 1_000), [x, a]);
    const later = await pushEdit(session, version, at(add(hd(a)), t0 + 2_000), [x, hd(a)]);
    expect(ids(later.cart)).toEqual([x, hd(a)]);
    // Other videos' edits of a late push apply as before (decision 066).
    const y = freshProduct();
    const other = await pushEdit(session, version, at(add(y), t0 + 500), [x, y]);
    expect(ids(other.cart)).toEqual([x, hd(a), y]);
  });

  // The SDK's cart model at 20,000 runs (FC_SEED=238911091): a removal made on version 2, earlier
  // by its time than the add it removed (two pages in one millisecond), was journaled; the page
  // after a crash pushed it on its stored copy's version 0 and it was taken as overridden.
  it('an edit made knowing the last edit applies, in a push on an older version too (decision 126)', async () => {
    const { session, x, a, version } = await cartWithOneLine();
    const added = await pushEdit(session, version, at(add(a), t0 + 2_000), [x, a]);
    const known = added.cart?.version;
    const replayed = await pushEdit(
      session,
      version,
      { ...at(remove(a), t0 + 1_000), cartVersion: known },
      [x],
    );
    expect(replayed.status, JSON.stringify(replayed.json)).toBe(200);
    expect(ids(replayed.cart)).toEqual([x]);
  });

  it('a push made on the current version knows every edit: it applies whatever its time', async () => {
    const { session, x, a, version } = await cartWithOneLine();
    const newer = await pushEdit(session, version, at(add(a), t0 + 2_000), [x, a]);
    // Another device whose clock runs behind, having seen the newer cart.
    const behind = await pushEdit(session, newer.cart?.version, at(remove(a), t0), [x]);
    expect(ids(behind.cart)).toEqual([x]);
  });

  it('a late edit done without effect leaves a cart in checkout (it changes no line)', async () => {
    const { session, x, a, version } = await cartWithOneLine();
    const a4k = a.replace('own_sd', 'own_4k');
    // The next page's 4K choice, then its checkout; the late flush of the SD choice arrives after.
    const newer = await pushEdit(session, version, at(add(a4k), t0 + 2_000), [x, a4k]);
    const checkedOut = await push(session, {
      products: [x, a4k],
      cartVersion: newer.cart?.version,
      state: 'checkout',
    });
    expect(checkedOut.cart?.state).toBe('checkout');
    const flushed = await push(session, {
      products: [x, a],
      cartVersion: version,
      state: 'active',
      optimisticOperations: [at(add(a), t0 + 1_000)],
    });
    expect(flushed.cart).toMatchObject({ state: 'checkout' });
    expect(ids(flushed.cart)).toEqual([x, a4k]);
  });

  it("a browser whose clock runs ahead of the server's is ordered by its own clock", async () => {
    const { session, x, a, version } = await cartWithOneLine();
    // The shopper's browser runs an hour ahead: its late flush is older than its newer edit by
    // its own clock, though both are later than the server's time.
    const ahead = Date.now() + 3_600_000;
    const late = at(add(a), ahead + 1_000);
    await pushEdit(session, version, at(add(hd(a)), ahead + 2_000), [x, hd(a)]);
    const flushed = await pushEdit(session, version, late, [x, a]);
    expect(ids(flushed.cart)).toEqual([x, hd(a)]);
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
