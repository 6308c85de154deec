import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCartOperations, type LineEdit, lateEditsSettled } from './cartOperations';

/** Products are `<video>-<rendition>`; the catalogue's video of one is its prefix. */
const videoOfId = (id: string) => id.split('-')[0];

/** One browser's push: its edits of video `v` in the order (and times) it made them. */
const pushArb = fc
  .array(
    fc.tuple(
      fc.constantFrom('ADD', 'REMOVE') as fc.Arbitrary<'ADD' | 'REMOVE'>,
      fc.constantFrom('SD', 'HD', '4K'),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((edits) => edits.map(([type, rendition]) => ({ type, productId: `v-${rendition}` })));

describe('lateEditsSettled (decision 124)', () => {
  /**
   * Invariant: pushes made at once on one version (no push knew another's edits), each carrying a
   * browser's edits of one video in its own time order, leave the cart — whatever order the server
   * gets them in — with the line the edit of the latest time made; an edit never applies twice.
   */
  it('concurrent pushes of one video end with the latest edit, whatever order they arrive in', () => {
    fc.assert(
      fc.property(
        fc.array(pushArb, { minLength: 1, maxLength: 4 }),
        fc.uniqueArray(fc.integer({ min: 1_000, max: 1_100 }), { minLength: 12, maxLength: 12 }),
        (made, pool) => {
          // Distinct times from the pool, increasing within each push; pushes arrive in array order.
          let next = 0;
          const pushes = made.map((edits, p) => {
            const times = edits.map(() => pool[next++] as number).sort((a, b) => a - b);
            return edits.map((e, i) => ({
              id: `p${p}-${i}`,
              type: e.type,
              productId: e.productId,
              timestamp: times[i] as number,
            }));
          });
          let lines: string[] = [];
          let version = 1;
          const last = new Map<string, LineEdit>();
          for (const ops of pushes) {
            const settled = lateEditsSettled(ops, last, 1, videoOfId);
            expect(settled.apply.length + settled.overridden.length).toBe(ops.length);
            lines = applyCartOperations(lines, settled.apply, videoOfId);
            version += 1;
            for (const [video, editedAt] of settled.edits) last.set(video, { version, editedAt });
          }
          const latest = pushes.flat().sort((a, b) => b.timestamp - a.timestamp)[0];
          expect(lines).toEqual(latest?.type === 'REMOVE' ? [] : [latest?.productId]);
        },
      ),
    );
  });

  it('an edit made on the version of the last edit, or a later one, is never overridden (decision 126)', () => {
    const last = new Map<string, LineEdit>([['v', { version: 3, editedAt: 2_000 }]]);
    const removal = { id: 'r', type: 'REMOVE' as const, productId: 'v-SD', timestamp: 1_000 };
    // The push says version 1 (a page's stored copy), the edit was made knowing version 3.
    expect(lateEditsSettled([removal], last, 1, videoOfId).overridden).toEqual([removal]);
    const known = { ...removal, cartVersion: 3 };
    expect(lateEditsSettled([known], last, 1, videoOfId).apply).toEqual([known]);
    expect(lateEditsSettled([{ ...removal, cartVersion: 2 }], last, 1, videoOfId).apply).toEqual(
      [],
    );
  });

  it("an edit claiming a version above the cart's is judged by the push's version (decision 126)", () => {
    const last = new Map<string, LineEdit>([['v', { version: 3, editedAt: 2_000 }]]);
    const foreign = {
      id: 'f',
      type: 'ADD' as const,
      productId: 'v-HD',
      timestamp: 1_000,
      cartVersion: 99,
    };
    // No version of this cart is above 3: 99 is another cart's (or nobody's), so it counts for nothing.
    expect(lateEditsSettled([foreign], last, 1, videoOfId, 3).overridden).toEqual([foreign]);
    expect(
      lateEditsSettled([{ ...foreign, cartVersion: 3 }], last, 1, videoOfId, 3).apply,
    ).toHaveLength(1);
  });
});
