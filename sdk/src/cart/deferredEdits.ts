import type { CartProduct, OptimisticOperation } from '@reelcart/contract/store/cart';
import { type CartLines, rebase } from './operations';

/**
 * Edits that waited (made while the cart was `completed`, or read from the write-ahead journal
 * before the stored cart was), applied to the cart's lines in the order they were made. Pure.
 *
 * Each keeps its id, so an edit already pending (the stored cart has it, another tab sent it) is
 * not applied twice, and one already on the server is recognised there (decision 066). An edit
 * older than a pending edit of the same video is superseded by it and skipped: replaying it would
 * undo a later choice (an add the shopper removed since, say). Every other one becomes pending
 * again, even when the cart already shows it: what was restored may be older than the server
 * (the last stored cart's write never finished), so only the server's answer settles it.
 */
export interface Replay {
  lines: CartLines;
  /** How many of the edits became pending. */
  replayed: number;
}

const videoOf = (op: OptimisticOperation, lines: readonly CartProduct[]): string | undefined =>
  op.product?.video._id ?? lines.find((line) => line._id === op.productId)?.video._id;

export function replayOperations(
  lines: CartLines,
  waiting: readonly OptimisticOperation[],
): Replay {
  const ordered = [...waiting].sort((a, b) => a.timestamp - b.timestamp);
  let operations = [...lines.operations];
  let replayed = 0;
  for (const op of ordered) {
    if (operations.some((pending) => pending.id === op.id)) continue;
    const video = videoOf(op, lines.products);
    const sameVideo = (pending: OptimisticOperation) => videoOf(pending, lines.products) === video;
    const superseded = operations.some((p) => sameVideo(p) && p.timestamp > op.timestamp);
    if (video === undefined || superseded) continue;
    // One operation per video: it replaces an older one of the same video.
    operations = [...operations.filter((p) => !sameVideo(p)), op];
    replayed += 1;
  }
  const products = rebase(lines.base, operations);
  return { lines: { base: lines.base, operations, products }, replayed };
}

/** The deferred edits as lines of their own (the cart a `completed` cart shows: only them). */
export function deferredLines(operations: readonly OptimisticOperation[]): CartLines {
  return { base: [], operations, products: rebase([], operations) };
}
