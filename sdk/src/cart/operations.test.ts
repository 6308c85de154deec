import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Edit,
  editArb,
  intentModel,
  nextMeta,
  product,
  serverCartArb,
  sortLines,
} from './cartFixtures.testing';
import {
  adoptServerCart,
  type CartLines,
  EMPTY_LINES,
  rebase,
  recordAdd,
  recordRemove,
  rejectOperations,
  rollbackEdit,
  subtotal,
} from './operations';

function start(base: readonly ReturnType<typeof product>[]): CartLines {
  return { base, operations: [], products: base.slice() };
}

function apply(lines: CartLines, edit: Edit, inFlight: ReadonlySet<string> = new Set()) {
  if (edit.kind === 'add')
    return recordAdd(lines, product(edit.video, edit.product), nextMeta(), inFlight);
  const line = lines.products.find((l) => l.video._id === `v${edit.video}`);
  return recordRemove(lines, line?._id ?? `p${edit.video}-9`, nextMeta(), inFlight);
}

function applyAll(lines: CartLines, edits: readonly Edit[], inFlight?: ReadonlySet<string>) {
  return edits.reduce((acc, edit) => apply(acc, edit, inFlight).lines, lines);
}

function videoIds(lines: readonly { video: { _id: string } }[]) {
  return lines.map((line) => line.video._id);
}

describe('recording edits', () => {
  it('adds, replaces a video already in the cart with UPDATE, and removes', () => {
    const base = [product(1, 0)];
    const added = recordAdd(start(base), product(2, 0), nextMeta()).lines;
    expect(added.operations.map((o) => o.type)).toEqual(['ADD']);
    const updated = recordAdd(added, product(1, 2), nextMeta()).lines;
    expect(updated.operations.map((o) => o.type)).toEqual(['ADD', 'UPDATE']);
    expect(updated.products.map((p) => p._id)).toEqual(['p1-2', 'p2-0']);
    const removed = recordRemove(updated, 'p1-2', nextMeta()).lines;
    expect(removed.operations.map((o) => o.type)).toEqual(['ADD', 'REMOVE']);
    expect(removed.products.map((p) => p._id)).toEqual(['p2-0']);
  });

  it('treats re-adding a product whose edit is pending and removing an absent line as no-ops', () => {
    const lines = recordAdd(start([]), product(1, 0), nextMeta()).lines;
    expect(recordAdd(lines, product(1, 0), nextMeta()).undo).toBeNull();
    expect(recordRemove(lines, 'nope', nextMeta()).undo).toBeNull();
  });

  // The base may be older than the server (restored from a stored cart, another device since).
  it('records re-adding a line the server sent as an UPDATE', () => {
    const lines = start([product(1, 0)]);
    const again = recordAdd(lines, product(1, 0), nextMeta()).lines;
    expect(again.operations.map((o) => o.type)).toEqual(['UPDATE']);
    expect(again.products).toEqual(lines.products);
    // The server no longer had it: the line stays.
    expect(adoptServerCart([], again.operations).products.map((p) => p._id)).toEqual(['p1-0']);
  });

  it('never cancels an ADD a request has already carried', () => {
    const added = recordAdd(EMPTY_LINES, product(1, 0), nextMeta()).lines;
    const sent = new Set(added.operations.map((o) => o.id));
    const removed = recordRemove(added, 'p1-0', nextMeta(), sent).lines;
    expect(removed.operations.map((o) => o.type)).toEqual(['REMOVE']);
    // The server did apply the ADD: the REMOVE is still pending and wins.
    expect(adoptServerCart([product(1, 0)], removed.operations).products).toEqual([]);
  });

  // Invariant: the cart the user sees is always the intent of their edits, one line per video,
  // at most one pending operation per video, and it equals rebase(base, operations).
  it('keeps the view equal to the intent, without duplicates', () => {
    fc.assert(
      fc.property(serverCartArb, fc.array(editArb, { maxLength: 30 }), (base, edits) => {
        const lines = applyAll(start(base), edits);
        expect(sortLines(lines.products)).toEqual(sortLines(intentModel(base, edits)));
        expect(new Set(videoIds(lines.products)).size).toBe(lines.products.length);
        const opVideos = lines.operations.map((o) => o.product?.video._id);
        expect(new Set(opVideos).size).toBe(opVideos.length);
        expect(lines.products).toEqual(rebase(lines.base, lines.operations));
      }),
    );
  });

  // Invariant: an ADD followed by a REMOVE of the same product leaves the operations as they were.
  it('cancels an ADD followed by a REMOVE of the same product', () => {
    fc.assert(
      fc.property(
        serverCartArb,
        fc.array(editArb, { maxLength: 10 }),
        fc.nat({ max: 5 }),
        (base, edits, v) => {
          const before = applyAll(start(base), edits);
          fc.pre(!before.products.some((line) => line.video._id === `v${v}`));
          fc.pre(!before.operations.some((op) => op.product?.video._id === `v${v}`));
          const added = recordAdd(before, product(v, 1), nextMeta()).lines;
          const removed = recordRemove(added, product(v, 1)._id, nextMeta()).lines;
          expect(removed.operations).toEqual(before.operations);
          expect(removed.products).toEqual(before.products);
        },
      ),
    );
  });

  // Invariant: rolling an edit back restores exactly the previous lines and operations,
  // whatever was in flight.
  it('rolls a failed edit back to exactly the previous state', () => {
    fc.assert(
      fc.property(
        serverCartArb,
        fc.array(editArb, { maxLength: 20 }),
        editArb,
        fc.boolean(),
        (base, edits, last, sentAll) => {
          const before = applyAll(start(base), edits);
          const inFlight = new Set(sentAll ? before.operations.map((o) => o.id) : []);
          const { lines, undo } = apply(before, last, inFlight);
          if (undo === null) {
            expect(lines).toBe(before);
            return;
          }
          expect(rollbackEdit(lines, undo)).toEqual(before);
        },
      ),
    );
  });
});

describe('rebasing on a server cart', () => {
  // Invariant: a server cart read settles nothing — every pending operation stays, re-applied on
  // top of it (only the answer of a push that carried an operation settles it, decision 066).
  it('keeps every pending operation, re-applied on top of the server cart', () => {
    fc.assert(
      fc.property(
        serverCartArb,
        fc.array(editArb, { maxLength: 30 }),
        serverCartArb,
        (base, edits, server) => {
          const { operations } = applyAll(start(base), edits);
          const adopted = adoptServerCart(server, operations);
          expect(adopted.operations).toEqual(operations);
          expect(adopted.base).toEqual(server);
          expect(adopted.products).toEqual(rebase(server, operations));
        },
      ),
    );
  });

  // Invariant: a server cart that already shows the intent is exactly what the shopper sees.
  it('shows the server cart as it is once it shows the intent', () => {
    fc.assert(
      fc.property(serverCartArb, fc.array(editArb, { maxLength: 30 }), (base, edits) => {
        const lines = applyAll(start(base), edits);
        const adopted = adoptServerCart(lines.products, lines.operations);
        expect(adopted.products).toEqual(lines.products);
      }),
    );
  });

  // Issue 28 (the session model, seed 461472402): tab A's login sync carries ADD v1; tab B removes
  // v1 meanwhile (a REMOVE over the ADD in flight); a fetch answered before the ADD landed lacks
  // v1. That read must not settle the removal, or the ADD, landing next, brings the line back.
  it('keeps a removal that follows an add still in flight elsewhere across an older read', () => {
    const added = recordAdd(EMPTY_LINES, product(1, 0), nextMeta()).lines;
    const inFlight = new Set(added.operations.map((op) => op.id));
    const removed = recordRemove(added, 'p1-0', nextMeta(), inFlight).lines;
    const beforeTheAddLanded = adoptServerCart([], removed.operations);
    const afterTheAddLanded = adoptServerCart([product(1, 0)], beforeTheAddLanded.operations);
    expect(afterTheAddLanded.products).toEqual([]);
    expect(afterTheAddLanded.operations.map((op) => op.type)).toEqual(['REMOVE']);
  });

  // Invariant (no lost edit): edits made while a request is in flight survive its answer,
  // whether the server applied the request or not.
  it('keeps edits made while a request was in flight', () => {
    fc.assert(
      fc.property(
        serverCartArb,
        fc.array(editArb, { maxLength: 15 }),
        fc.array(editArb, { maxLength: 15 }),
        fc.boolean(),
        (base, sentEdits, laterEdits, applied) => {
          const sent = applyAll(start(base), sentEdits);
          const inFlight = new Set(sent.operations.map((o) => o.id));
          const later = applyAll(sent, laterEdits, inFlight);
          const server = applied ? sent.products : base;
          const adopted = adoptServerCart(server, later.operations);
          const intent = intentModel(base, [...sentEdits, ...laterEdits]);
          expect(sortLines(adopted.products)).toEqual(sortLines(intent));
        },
      ),
    );
  });

  it('removes a bare REMOVE by product id', () => {
    const server = [product(1, 0), product(2, 0)];
    const ops = [{ id: 'x', type: 'REMOVE' as const, productId: 'p1-0', timestamp: 1 }];
    expect(rebase(server, ops).map((p) => p._id)).toEqual(['p2-0']);
  });

  it('rejects refused operations and falls back to the rest', () => {
    const a = recordAdd(EMPTY_LINES, product(1, 0), nextMeta()).lines;
    const b = recordAdd(a, product(2, 0), nextMeta()).lines;
    const refused = b.operations[0]?.id ?? '';
    expect(rejectOperations(b, [refused]).products.map((p) => p._id)).toEqual(['p2-0']);
    expect(rejectOperations(b, [])).toBe(b);
  });

  it('sums prices in cents', () => {
    expect(subtotal([product(1, 0, 0.1), product(2, 0, 0.2)])).toBe(0.3);
    expect(subtotal([])).toBe(0);
  });
});
