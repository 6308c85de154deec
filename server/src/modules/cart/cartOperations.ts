import {
  applyCartOperations,
  type LineEdit,
  lateEditsSettled,
  type OptimisticOperation,
  operationVideo,
  type PushCartRequest,
} from '@reelcart/contract/store';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database';
import { cartLineEdits, idempotencyRecords } from '../schema';
import { type CartRow, loadProducts } from './cartView';

/**
 * A push's edits applied to the cart the server has now (decision 066; the rule itself is the
 * contract's `applyCartOperations`). Each operation is applied once per user, ever: its id is recorded with the cart it changed, so a
 * push repeated by a page that never saw the answer, or an edit a closed tab left in its journal
 * and the next page sends again, changes nothing the second time.
 */

/** The scope of the applied operations in `idempotency_records` (key: `<user>:<operation id>`). */
const SCOPE = 'cart-operation';
/** The scope as a literal of the prepared statements that read and write these records. */
export const OPERATION_SCOPE_SQL = sql.raw(`'${SCOPE}'`);
const keyOf = (userId: string, id: string) => `${userId}:${id}`;

/** The idempotency keys of the user's applied edits (recorded with the cart's write). */
export const operationKeys = (userId: string, ids: readonly string[]) =>
  ids.map((id) => keyOf(userId, id));

/**
 * Whether a push made on an older version can be applied on top of the current cart instead of
 * refused with a 409: it carries edits, and changes neither the coupon nor the state — except
 * that an edit of a cart in checkout makes it active again (decision 065).
 */
export function canMergeStalePush(existing: CartRow, body: PushCartRequest): boolean {
  if (body.optimisticOperations.length === 0) return false;
  if (body.appliedCoupon !== undefined && (body.appliedCoupon ?? null) !== existing.couponId) {
    return false;
  }
  const state = body.state ?? existing.state;
  return state === existing.state || (existing.state === 'checkout' && state === 'active');
}

/**
 * Whether a push leaves a checkout cart in checkout although it says `active` (decision 117):
 * the edits it carries are all applied already — sent again after a lost answer, or by a tab that
 * pushed them before it heard of the checkout another tab has made since, with them in it. Such a
 * push changes no line; the reactivation it asks for was its edits', and they are in the cart
 * that was checked out. So does one whose edits a newer edit overrode (decision 124): they change
 * no line either. An edit applied now still makes the cart active (decision 065).
 */
export function replayKeepsState(
  existing: Pick<CartRow, 'state'> | null | undefined,
  body: Pick<PushCartRequest, 'optimisticOperations' | 'state' | 'isLoginSync'>,
  effective: readonly string[],
): boolean {
  return (
    existing?.state === 'checkout' &&
    body.state === 'active' &&
    !body.isLoginSync &&
    body.optimisticOperations.length > 0 &&
    effective.length === 0
  );
}

/** The ids of `operations` already applied for this user. */
async function appliedIds(
  db: Database,
  userId: string,
  operations: readonly OptimisticOperation[],
): Promise<Set<string>> {
  if (operations.length === 0) return new Set();
  const rows = await db
    .select({ key: idempotencyRecords.key })
    .from(idempotencyRecords)
    .where(
      and(
        eq(idempotencyRecords.scope, SCOPE),
        inArray(
          idempotencyRecords.key,
          operations.map((op) => keyOf(userId, op.id)),
        ),
      ),
    );
  const prefix = keyOf(userId, '');
  return new Set(rows.map((row) => row.key.slice(prefix.length)));
}

/** Where a push's edits go: the cart they change and the version the push was made on. */
export interface MergeTarget {
  cartId: string;
  /** The cart's version the push says it was made on (null: none). */
  known: number | null;
  /** Whether that is older than the cart's (only then can a newer edit override one of it). */
  stale: boolean;
  /** The cart's version now: no edit of it was made on a later one (decision 126). */
  current: number;
}

/** What merging a push's edits gives: the lines, the edits done, each video's last edit. */
export interface Merged {
  ids: string[];
  /** Ids of the edits done (applied, or overridden by a newer edit): recorded with the write. */
  applied: string[];
  /** Ids of those applied with effect (not overridden): the edits that may change the state. */
  effective: string[];
  /** Each video the applied edits touched, with its last edit's time (`recordLineEdits`). */
  edits: Map<string, number>;
}

/**
 * The product ids the cart holds once the push's edits not applied yet are applied to
 * `current` — but for those a newer version's edit of the same video overrode (decision 124) —
 * with the ids of those edits (to record with the write: `recordOperations`). Reads what it needs
 * one statement at a time; a push reads it all in its one read (`readPush`, `mergeRead`).
 */
export async function mergeOperations(
  db: Database,
  userId: string,
  current: readonly string[],
  operations: readonly OptimisticOperation[],
  target: MergeTarget,
): Promise<Merged> {
  const done = await appliedIds(db, userId, operations);
  const fresh = operations.filter((op) => !done.has(op.id));
  const named = fresh.flatMap((op) => op.product?._id ?? op.productId ?? []);
  const loaded = await loadProducts(db, [...current, ...named]);
  const videoOf = (id: string) => loaded.get(id)?.videoId;
  // Only a push made on an older version can meet a newer edit (decision 124): no read otherwise.
  const videos = target.stale
    ? [...new Set(fresh.flatMap((op) => operationVideo(op, videoOf) ?? []))]
    : [];
  const last = await recordedLineEdits(db, target.cartId, videos);
  return mergeRead(current, operations, { done, loaded, last }, target);
}

/** What `mergeRead` needs read: the edits applied already, the products, the last edits. */
export interface MergeReads {
  done: ReadonlySet<string>;
  /** The products of `current` and of the edits (the catalogue's video of each). */
  loaded: ReadonlyMap<string, { videoId: string }>;
  /** The last edit of each video the edits touch (only a stale push looks). */
  last: ReadonlyMap<string, LineEdit>;
}

/** `mergeOperations` once its reads are done (pure). */
export function mergeRead(
  current: readonly string[],
  operations: readonly OptimisticOperation[],
  reads: MergeReads,
  target: Pick<MergeTarget, 'known' | 'stale' | 'current'>,
): Merged {
  const fresh = operations.filter((op) => !reads.done.has(op.id));
  const videoOf = (id: string) => reads.loaded.get(id)?.videoId;
  const settled = lateEditsSettled(
    fresh,
    target.stale ? reads.last : new Map(),
    target.known,
    videoOf,
    target.current,
  );
  const ids = applyCartOperations(current, settled.apply, videoOf);
  return {
    ids: [...new Set(ids)],
    applied: fresh.map((op) => op.id),
    effective: settled.apply.map((op) => op.id),
    edits: settled.edits,
  };
}

/** The videos and products a push's edits name, for `readPush` to read their last edits. */
export function editsNamed(operations: readonly OptimisticOperation[]): {
  videos: string[];
  products: string[];
} {
  const videos = new Set<string>();
  const named = new Set<string>();
  for (const op of operations) {
    const id = op.product?._id ?? op.productId;
    if (id !== undefined) named.add(id);
    if (op.product) videos.add(op.product.video._id);
  }
  return { videos: [...videos], products: [...named] };
}

/** Each video a new cart's edits touched, with its last edit's time (all of them apply). */
export function lineEditsOf(
  operations: readonly OptimisticOperation[],
  loaded: ReadonlyMap<string, { videoId: string }>,
): Map<string, number> {
  return lateEditsSettled(operations, new Map(), null, (id) => loaded.get(id)?.videoId).edits;
}

/** The last recorded edit of each of `videos` in the cart. */
async function recordedLineEdits(
  db: Database,
  cartId: string,
  videos: readonly string[],
): Promise<Map<string, LineEdit>> {
  if (videos.length === 0) return new Map();
  const rows = await db
    .select({
      videoId: cartLineEdits.videoId,
      version: cartLineEdits.version,
      editedAt: cartLineEdits.editedAt,
    })
    .from(cartLineEdits)
    .where(and(eq(cartLineEdits.cartId, cartId), inArray(cartLineEdits.videoId, [...videos])));
  return new Map(
    rows.map((row) => [row.videoId, { version: row.version, editedAt: row.editedAt }]),
  );
}

/** Records each video's last edit with the cart's version the write made, in its transaction. */
export async function recordLineEdits(
  tx: Executor,
  cartId: string,
  version: number,
  edits: ReadonlyMap<string, number>,
): Promise<void> {
  if (edits.size === 0) return;
  await tx
    .insert(cartLineEdits)
    .values([...edits].map(([videoId, editedAt]) => ({ cartId, videoId, version, editedAt })))
    .onConflictDoUpdate({
      target: [cartLineEdits.cartId, cartLineEdits.videoId],
      set: { version: sql`excluded.version`, editedAt: sql`excluded.edited_at` },
    });
}

/** Records the operations a cart write applied, in the write's transaction. */
export async function recordOperations(
  tx: Executor,
  userId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(idempotencyRecords)
    .values(
      ids.map((id) => ({ scope: SCOPE, key: keyOf(userId, id), requestHash: '', response: {} })),
    )
    .onConflictDoNothing();
}
