import type { CartProduct, OptimisticOperation } from '../contract/cart';
import { type CartLines, rebase, recordAdd, recordRemove } from './operations';

/**
 * Edits that waited (made while the cart was `completed`, or read from the write-ahead journal
 * before the stored cart was), applied to the cart's lines in the order they were made. Pure.
 *
 * Each keeps its id, so an edit already pending (the stored cart has it, another tab sent it) is
 * not applied twice, and one already on the server is recognised there (decision 066). An edit
 * older than a pending edit of the same video is superseded by it and skipped: replaying it would
 * undo a later choice (an add the shopper removed since, say).
 */
export interface Replay {
  lines: CartLines;
  /** How many of the edits changed the cart. */
  replayed: number;
  /** Ids of the edits that are not pending afterwards (superseded, no-ops, cancelled out). */
  settled: string[];
}

const videoOf = (op: OptimisticOperation, lines: readonly CartProduct[]): string | undefined =>
  op.product?.video._id ?? lines.find((line) => line._id === op.productId)?.video._id;

export function replayOperations(
  lines: CartLines,
  waiting: readonly OptimisticOperation[],
): Replay {
  const ordered = [...waiting].sort((a, b) => a.timestamp - b.timestamp);
  let current = lines;
  let replayed = 0;
  for (const op of ordered) {
    if (current.operations.some((pending) => pending.id === op.id)) continue;
    const video = videoOf(op, current.products);
    const superseded = current.operations.some(
      (pending) => pending.timestamp > op.timestamp && videoOf(pending, current.products) === video,
    );
    if (video === undefined || superseded) continue;
    const meta = { id: op.id, timestamp: op.timestamp };
    let result: ReturnType<typeof recordAdd> | null = null;
    if (op.type !== 'REMOVE' && op.product) result = recordAdd(current, op.product, meta);
    else if (op.type === 'REMOVE') {
      const line = current.products.find((l) => l.video._id === video);
      if (line) result = recordRemove(current, line._id, meta);
    }
    if (result?.undo) {
      current = result.lines;
      replayed += 1;
    }
  }
  const pending = new Set(current.operations.map((op) => op.id));
  const settled = waiting.filter((op) => !pending.has(op.id)).map((op) => op.id);
  return { lines: current, replayed, settled };
}

/** The deferred edits as lines of their own (the cart a `completed` cart shows: only them). */
export function deferredLines(operations: readonly OptimisticOperation[]): CartLines {
  return { base: [], operations, products: rebase([], operations) };
}
