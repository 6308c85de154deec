import type { OptimisticOperation } from './cart';

/**
 * How `POST /api/cart` applies a push's operations to the cart the server has (decision 066),
 * pure, for the reference server and the SDK's fake server alike: ADD and UPDATE put the product
 * on its video's line (in place, or appended), REMOVE takes the video's line away. `videoOf`
 * names a product's video (the server's catalogue; the operation's own product otherwise).
 * Edits of different videos commute, so two tabs' pushes give one cart whichever lands first.
 */
export function applyCartOperations(
  ids: readonly string[],
  operations: readonly OptimisticOperation[],
  videoOf: (productId: string) => string | undefined,
): string[] {
  const lines = [...ids];
  for (const op of operations) {
    const productId = op.product?._id ?? op.productId;
    if (productId === undefined) continue;
    const video = operationVideo(op, videoOf);
    const at = lines.findIndex((id) => id === productId || videoOf(id) === video);
    if (op.type === 'REMOVE') {
      if (at >= 0) lines.splice(at, 1);
    } else if (at >= 0) lines[at] = productId;
    else lines.push(productId);
  }
  return lines;
}

/** An operation's video: the catalogue's word on its product (`videoOf`), else the operation's own. */
export function operationVideo(
  op: OptimisticOperation,
  videoOf: (productId: string) => string | undefined,
): string | undefined {
  const productId = op.product?._id ?? op.productId;
  return (productId === undefined ? undefined : videoOf(productId)) ?? op.product?.video._id;
}

/** The last edit applied to a video of the cart: the version its write made, and its time. */
export interface LineEdit {
  version: number;
  editedAt: number;
}

/** What `lateEditsSettled` keeps of a push's edits, and what each video's last edit becomes. */
export interface SettledEdits {
  /** The edits to apply, in the push's order. */
  apply: OptimisticOperation[];
  /** Edits older than a newer version's edit of the same video: done, without effect. */
  overridden: OptimisticOperation[];
  /** Each touched video's last applied edit time, to record with the write. */
  edits: Map<string, number>;
}

/**
 * Which of a push's edits apply (decision 124). A push made on version `known` carries edits made
 * without knowing any later version; an edit of a video whose last edit came with a later version
 * and is newer than it by the edits' own times was overridden before it arrived (a late request:
 * a closing page's flush the server handles after the push that replaced the line, or removed
 * it), and is not applied. A push made on the current version knows every edit: all of it applies.
 * Times are the edits' own, unclamped: the tabs of one browser share its clock, however far it
 * runs from the server's (a clamp to the server's time reorders a browser whose clock runs ahead:
 * its late edit, clamped later, beat its newer one, clamped earlier). Across devices only edits
 * made concurrently — on versions that did not know each other — are ordered by their clocks.
 */
export function lateEditsSettled(
  operations: readonly OptimisticOperation[],
  lastEdits: ReadonlyMap<string, LineEdit>,
  known: number | null,
  videoOf: (productId: string) => string | undefined,
  /** The cart's current version: an edit claiming a later one is not of this cart (decision 126). */
  current: number = Number.POSITIVE_INFINITY,
): SettledEdits {
  const apply: OptimisticOperation[] = [];
  const overridden: OptimisticOperation[] = [];
  const edits = new Map<string, number>();
  for (const op of operations) {
    const video = operationVideo(op, videoOf);
    const last = video === undefined ? undefined : lastEdits.get(video);
    const done = video !== undefined && edits.has(video);
    // The edit's maker knew its own version, however old the push's (decision 126) — if it is one
    // this cart has had: a later one came from another cart, or from nowhere.
    const own = op.cartVersion !== undefined && op.cartVersion <= current ? op.cartVersion : -1;
    const knew = Math.max(known ?? -1, own);
    if (last && last.version > knew && last.editedAt > op.timestamp && !done) {
      overridden.push(op);
      continue;
    }
    apply.push(op);
    if (video !== undefined) edits.set(video, Math.max(op.timestamp, edits.get(video) ?? 0));
  }
  return { apply, overridden, edits };
}
