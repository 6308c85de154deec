import type { CartProduct, OptimisticOperation } from '@reelcart/contract/store/cart';
import { cartSubtotal } from '../checkout/coupons';

/**
 * Optimistic cart edits as pure data (spec §4). No XState, no I/O.
 *
 * The model: the cart the user sees (`products`) is always `rebase(base, operations)`, where
 * `base` is the last cart the server answered (empty for a guest) and `operations` are the
 * user's pending intents, at most one per video, in the order they were first made. Every
 * function here keeps that invariant, so a rollback that restores the operations restores the
 * exact previous cart.
 *
 * A line is identified by its video: a cart never holds two lines for one video, and adding a
 * video already in the cart replaces its line (an UPDATE).
 */

/** The part of the cart that edits touch. */
export interface CartLines {
  /** The last server cart's lines (empty for a guest). */
  readonly base: readonly CartProduct[];
  /** Pending intents, at most one per video. */
  readonly operations: readonly OptimisticOperation[];
  /** What the user sees: always `rebase(base, operations)`. */
  readonly products: readonly CartProduct[];
}

/** Identity of a new operation; impure sources (uuid, clock) stay with the caller. */
export interface OperationMeta {
  id: string;
  timestamp: number;
  /** The server cart's version the page held when the edit was made (decision 126). */
  cartVersion?: number;
}

/** How to undo one edit exactly: drop what it added and put back what it replaced. */
export interface EditUndo {
  /** The operation the edit recorded, or null when it cancelled an earlier ADD. */
  readonly addedId: string | null;
  /** The operation it replaced or cancelled, and where it stood. */
  readonly replaced: OptimisticOperation | null;
  readonly index: number;
}

export interface EditResult {
  lines: CartLines;
  /** Null when the edit changed nothing (removing an absent line, re-adding a product whose edit is pending). */
  undo: EditUndo | null;
}

/** The video an operation is about, or undefined for a bare REMOVE by product id. */
function videoOf(operation: OptimisticOperation): string | undefined {
  return operation.product?.video._id;
}

/** A key per video; a REMOVE that only names a product id resolves it through `byProduct`. */
function keyOf(
  operation: OptimisticOperation,
  byProduct: ReadonlyMap<string, string>,
): string | undefined {
  const video = videoOf(operation);
  if (video !== undefined) return video;
  return operation.productId === undefined ? undefined : byProduct.get(operation.productId);
}

function indexByProduct(lines: readonly CartProduct[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of lines) map.set(line._id, line.video._id);
  return map;
}

/**
 * Applies pending operations on top of a server cart. ADD and UPDATE put the product on its
 * video's line (in place when the video is there, appended otherwise); REMOVE takes the line
 * away. Linear: one Map pass over the lines, one over the operations.
 */
export function rebase(
  base: readonly CartProduct[],
  operations: readonly OptimisticOperation[],
): CartProduct[] {
  if (operations.length === 0) return base.slice();
  const lines = new Map<string, CartProduct>();
  for (const line of base) lines.set(line.video._id, line);
  const byProduct = indexByProduct(base);
  for (const operation of operations) {
    const key = keyOf(operation, byProduct);
    if (key === undefined) continue;
    if (operation.type === 'REMOVE') lines.delete(key);
    else if (operation.product) lines.set(key, operation.product);
  }
  return [...lines.values()];
}

/**
 * Adopts a new server cart: every pending operation stays and is re-applied on top of it. A server
 * cart read (a fetch, another tab's answer) settles none: it may predate a push still in flight in
 * another tab, so a line it lacks is not proof that a removal was applied (the removal may follow
 * an add that lands later). Operations leave only when a push that carried them is answered
 * (`rejectOperations`), or with the message of the tab that pushed them; the server applies each
 * operation once, so one sent again changes nothing (decision 066).
 */
export function adoptServerCart(
  server: readonly CartProduct[],
  operations: readonly OptimisticOperation[],
): CartLines {
  return {
    base: server.slice(),
    operations: operations.slice(),
    products: rebase(server, operations),
  };
}

function withOperations(lines: CartLines, operations: OptimisticOperation[]): CartLines {
  return { base: lines.base, operations, products: rebase(lines.base, operations) };
}

function findOperation(lines: CartLines, video: string): number {
  return lines.operations.findIndex((operation) => videoOf(operation) === video);
}

/**
 * Records adding `product`. ADD when its video is not in the cart, UPDATE when it is (the line
 * is replaced). An earlier pending operation on the same video is replaced in place, so there
 * is never more than one per video. `inFlight` holds the ids of operations a request has
 * already carried: the server may have applied those, so they are never cancelled away.
 */
export function recordAdd(
  lines: CartLines,
  product: CartProduct,
  meta: OperationMeta,
  inFlight: ReadonlySet<string> = new Set(),
): EditResult {
  const video = product.video._id;
  const current = lines.products.find((line) => line.video._id === video);
  const index = findOperation(lines, video);
  // Asked for again while its own edit is pending: nothing new. A line the server sent is an
  // UPDATE (spec §4): the base may be older than the server (a line removed elsewhere since).
  if (current?._id === product._id && index >= 0) return { lines, undo: null };
  const previous = index >= 0 ? lines.operations[index] : undefined;
  let type: OptimisticOperation['type'];
  if (previous === undefined) type = current ? 'UPDATE' : 'ADD';
  else type = previous.type === 'ADD' && !inFlight.has(previous.id) ? 'ADD' : 'UPDATE';
  return placeOperation(lines, { ...meta, type, product }, index, previous);
}

/** Puts `operation` in place of the video's earlier one (at `index`), or last when none. */
function placeOperation(
  lines: CartLines,
  operation: OptimisticOperation,
  index: number,
  previous: OptimisticOperation | undefined,
): EditResult {
  const operations = lines.operations.slice();
  if (previous === undefined) operations.push(operation);
  else operations[index] = operation;
  return {
    lines: withOperations(lines, operations),
    undo: {
      addedId: operation.id,
      replaced: previous ?? null,
      index: previous ? index : operations.length - 1,
    },
  };
}

/**
 * Records removing the line holding `productId`. A pending ADD of that video that no request
 * has carried yet cancels out (nothing is recorded); otherwise a REMOVE replaces any earlier
 * operation on the video.
 */
export function recordRemove(
  lines: CartLines,
  productId: string,
  meta: OperationMeta,
  inFlight: ReadonlySet<string> = new Set(),
): EditResult {
  const current = lines.products.find((line) => line._id === productId);
  if (current === undefined) return { lines, undo: null };
  const index = findOperation(lines, current.video._id);
  const previous = index >= 0 ? lines.operations[index] : undefined;
  if (previous?.type === 'ADD' && !inFlight.has(previous.id)) {
    const operations = lines.operations.slice();
    operations.splice(index, 1);
    return {
      lines: withOperations(lines, operations),
      undo: { addedId: null, replaced: previous, index },
    };
  }
  const operation: OptimisticOperation = { ...meta, type: 'REMOVE', productId, product: current };
  return placeOperation(lines, operation, index, previous);
}

/** Undoes one edit exactly: the operations, and so the cart, are as they were before it. */
export function rollbackEdit(lines: CartLines, undo: EditUndo): CartLines {
  const operations = lines.operations.filter((operation) => operation.id !== undo.addedId);
  if (undo.replaced) operations.splice(Math.min(undo.index, operations.length), 0, undo.replaced);
  return withOperations(lines, operations);
}

/** Drops operations the server refused outright; the cart falls back to what remains. */
export function rejectOperations(lines: CartLines, ids: Iterable<string>): CartLines {
  const refused = new Set(ids);
  if (refused.size === 0) return lines;
  return withOperations(
    lines,
    lines.operations.filter((operation) => !refused.has(operation.id)),
  );
}

/** The sum of the lines' prices, summed in cents (the money rule, decision 063). */
export const subtotal = cartSubtotal;

/** An empty cart. */
export const EMPTY_LINES: CartLines = { base: [], operations: [], products: [] };
