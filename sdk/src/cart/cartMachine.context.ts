import { isCommerceError, toCommerceError } from '@reelcart/contract/core/commerceError';
import { ErrorBody } from '@reelcart/contract/core/common';
import { ERROR_MESSAGES, type ErrorCode } from '@reelcart/contract/core/errors';
import { parseWith } from '@reelcart/contract/core/parse';
import {
  type CartProduct,
  type CartResponse,
  type CartState,
  type OptimisticOperation,
  type PushCartRequest,
  type ValidationError,
  ValidationResult,
} from '@reelcart/contract/store/cart';
import { validationFailureMessage } from '../checkout/validationFailureMessage';
import { isOwnedProductsCacheValid } from '../ownership/ownedProductsCache';
import { validateAgainstOwned } from '../ownership/rules';
import type {
  CartContext,
  CartEvent,
  CartInput,
  QueuedCommand,
  StoredError,
} from './cartMachine.types';
import { type PersistedCart, toPersistedCart } from './cartStorage';
import {
  adoptServerCart,
  type CartLines,
  type OperationMeta,
  rebase,
  subtotal,
} from './operations';

/** Pure pieces of the cart machine: context in, context patch out. */

export const now = (): number => Date.now();

/** Commands that wait while a request is in flight: queued, replayed in order, never dropped. */
export const QUEUED_COMMANDS: ReadonlySet<string> = new Set<QueuedCommand['type']>([
  'coupon.apply',
  'coupon.remove',
  'coupon.verifyGateway',
  'cart.checkout',
  'cart.complete',
  'cart.finalize',
  'cart.abandon',
  'cart.reset',
  'cart.refetch',
  'cart.sync',
  'auth.signedIn',
  'page.hidden',
  'ownedProducts.refresh',
]);

export function isQueuedCommand(event: CartEvent): event is QueuedCommand {
  return QUEUED_COMMANDS.has(event.type);
}
export const newId = (): string => globalThis.crypto.randomUUID();

/**
 * A new edit's id and time: after every edit the cart holds, and after every edit this cart made
 * before (`lastEditAt`), so edits are ordered even within one millisecond — the journal's replay
 * goes by it (decision 067), and so does the server for a late push (decision 124): an edit made
 * after another of its video, already pushed, within the millisecond bumps that one took, must not
 * come out older (the SDK's cart model at 20,000 runs, FC_SEED=1270314646).
 */
export function editMeta(context: CartContext): OperationMeta {
  const meta = { id: newId(), timestamp: Math.max(now(), latestEditAt(context) + 1) };
  // The version this page held: a push made on an older one (this edit replayed from the journal
  // by a page whose stored copy is older) does not make it older than what it knew (decision 126).
  return context.cartVersion === null ? meta : { ...meta, cartVersion: context.cartVersion };
}

/**
 * The time of the latest edit this cart has held: its own, and those it took in — restored from
 * the journal a crashed page left, or another tab's. Kept in `lastEditAt` at every commit, so an
 * edit made after they were pushed still comes after them (the SDK's cart model at 20,000 runs,
 * FC_SEED=1256898374: a crashed page's removal at t + 1, replayed and pushed by the next page,
 * whose add of the same video then took t and was taken as overridden).
 */
export function latestEditAt(
  context: Pick<CartContext, 'lastEditAt' | 'optimisticOperations' | 'deferredOperations'>,
): number {
  let latest = context.lastEditAt;
  for (const op of context.optimisticOperations) latest = Math.max(latest, op.timestamp);
  for (const op of context.deferredOperations) latest = Math.max(latest, op.timestamp);
  return latest;
}

export function initialContext(input: CartInput | undefined = {}): CartContext {
  const base: CartContext = {
    products: [],
    subTotal: 0,
    cartId: null,
    cartVersion: null,
    invalidProducts: [],
    validationErrors: [],
    userCountry: null,
    appliedCoupon: null,
    optimisticOperations: [],
    deferredOperations: [],
    journalComplete: false,
    localOperationIds: [],
    cancelledOperationIds: [],
    heardServerCart: false,
    lastEditAt: 0,
    lastActiveAt: null,
    previousCartId: null,
    lastSyncTimestamp: null,
    ownedProducts: [],
    ownedProductsLastUpdated: null,
    cdnHeaders: input.cdnHeaders ?? {},
    baseProducts: [],
    signedIn: input.signedIn ?? false,
    syncRequested: false,
    couponPending: false,
    inFlightOperationIds: [],
    pushPurpose: 'sync',
    pushState: 'active',
    keepalive: false,
    conflictRetries: 0,
    completionKey: null,
    lastOrderId: null,
    queue: [],
    resetBackup: null,
    error: null,
    revision: 0,
    revisionOrigin: null,
    seenRevisions: {},
    operationRevisions: {},
    tabId: input.tabId ?? newId(),
    restored: input.persisted != null || input.awaitRestore === false,
    storedChange: null,
  };
  if (!input.persisted) return base;
  return {
    ...base,
    ...fromPersisted(input.persisted),
    cdnHeaders: input.cdnHeaders ?? input.persisted.cdnHeaders,
    storedChange: storedChangeOf(input.persisted),
  };
}

/** The version a stored cart with an unsent change knew (`CartContext.storedChange`). */
const storedChangeOf = (cart: PersistedCart) =>
  cart.syncRequested ? (cart.cartVersion ?? 0) : null;

/**
 * Whether an answer's cart is newer than the stored cart whose unsent change this tab restored,
 * with no edit of this tab's pending: that change was sent by the tab that made it (the stored
 * cart was read before that tab's later write), and the server's state is the one to take.
 */
export const outdatesStoredChange = (context: CartContext, response: CartResponse) =>
  context.storedChange !== null &&
  !context.optimisticOperations.length &&
  response.cart.version > context.storedChange;

/** A stored cart's fields as context (its state goes to the `lifecycle` region instead). */
function fromPersisted(cart: PersistedCart): Partial<CartContext> {
  const { storageVersion: _version, cartState: _state, ...fields } = cart;
  return fields;
}

/**
 * The cart's state a machine starts in: the persisted cart's, if its input has one (read from
 * the init event, which carries the input).
 */
export function initialLifecycleOf(event: { type: string }): CartState {
  if (event.type !== 'xstate.init') return 'active';
  const { input } = event as { input?: CartInput };
  return input?.persisted?.cartState ?? 'active';
}

/**
 * A stored cart as a new page reads it: a completed one as its 1 s clear leaves it (issue 28). The
 * page that paid was left before the clear and the server holds a new cart: a page that took the
 * paid lines or their state would show them again, and push the shopper's next edits as
 * `completed`, which the server refuses. (A persisted cart given as input is taken as it is.)
 */
export const settled = (cart?: PersistedCart | null): PersistedCart | null | undefined =>
  cart?.cartState === 'completed' ? { ...cart, ...clearedCart(cart), cartState: 'active' } : cart;

export function linesOf(context: CartContext): CartLines {
  return {
    base: context.baseProducts,
    operations: context.optimisticOperations,
    products: context.products,
  };
}

export function withLines(lines: CartLines): Partial<CartContext> {
  return {
    baseProducts: [...lines.base],
    optimisticOperations: [...lines.operations],
    products: [...lines.products],
    subTotal: subtotal(lines.products),
  };
}

/**
 * Whether a server answer is older than the cart this tab holds: the same server cart at a lower
 * version. Another tab's message brought a newer one while this tab's request was out (its answer
 * came back late); that cart was written after this request took effect, so it holds it.
 */
export function isOlderAnswer(context: CartContext, response: CartResponse): boolean {
  const { cart } = response;
  return (
    cart._id === context.cartId &&
    context.cartVersion !== null &&
    cart.version < context.cartVersion
  );
}

/** Whether the push under way makes a transition of this tab's own: its checkout, or abandonment. */
export const makesTransition = (context: CartContext) =>
  context.pushPurpose === 'checkout' || context.pushState === 'abandoned';

/**
 * A server answer adopted: drop what it reflects, re-apply the rest, take its fields. An answer
 * older than the cart held (`isOlderAnswer`) changes nothing of it: only the pending edits that
 * the caller settled leave it.
 */
export function adoptResponse(context: CartContext, response: CartResponse): Partial<CartContext> {
  if (isOlderAnswer(context, response)) {
    return {
      ...withLines(adoptServerCart(context.baseProducts, context.optimisticOperations)),
      heardServerCart: true,
    };
  }
  const { cart, validationResult, userCountry } = response;
  const adopted = adoptServerCart(cart.products, context.optimisticOperations);
  const lines = withLines(adopted);
  // The server validated its own lines; pending lines it has not accepted (a refused login-sync
  // push, say) are checked against the owned products too, so their reasons stay visible.
  const validation = revalidateLocally(
    {
      ...context,
      invalidProducts: validationResult.invalidProducts,
      validationErrors: validationResult.errors,
    },
    adopted.products,
  );
  return {
    ...lines,
    cartId: cart._id,
    cartVersion: cart.version,
    appliedCoupon: context.couponPending ? context.appliedCoupon : (cart.appliedCoupon ?? null),
    lastActiveAt: cart.lastActiveAt ?? context.lastActiveAt,
    previousCartId: cart.previousCart ?? context.previousCartId,
    ...validation,
    userCountry: userCountry ?? context.userCountry,
    lastSyncTimestamp: now(),
    heardServerCart: true,
  };
}

/** An edit without the cart version it was made on: for another cart than that one (decision 126). */
export const withoutVersion = ({
  cartVersion: _,
  ...op
}: OptimisticOperation): OptimisticOperation => op;

/**
 * The server answered 404 for the cart (spec: "a 404 on cart fetch clears the cart"): the link to
 * the server's cart (its id and version) is cleared, never what the shopper sees. The last server
 * lines stay the base the pending edits apply to, so a removal made afterwards is still recorded
 * as a REMOVE the server can apply, and the next push re-creates the cart or meets the one the
 * server does have (a 404 in passing, another device): decision 066.
 */
export function forgetServerCart(context: CartContext): Partial<CartContext> {
  return {
    // The versions the pending edits were made on are the forgotten cart's (decision 126).
    optimisticOperations: context.optimisticOperations.map(withoutVersion),
    deferredOperations: context.deferredOperations.map(withoutVersion),
    cartId: null,
    cartVersion: null,
    heardServerCart: false,
    previousCartId: context.cartId ?? context.previousCartId,
    syncRequested: context.syncRequested || context.optimisticOperations.length > 0,
  };
}

/** The local cart emptied (server link included); owned products and the session stay. */
export function clearedCart(
  context: Pick<CartContext, 'cartId' | 'previousCartId'>,
): Partial<CartContext> {
  return {
    products: [],
    baseProducts: [],
    optimisticOperations: [],
    subTotal: 0,
    cartId: null,
    cartVersion: null,
    appliedCoupon: null,
    couponPending: false,
    invalidProducts: [],
    validationErrors: [],
    previousCartId: context.cartId ?? context.previousCartId,
    syncRequested: false,
    inFlightOperationIds: [],
    completionKey: null,
  };
}

export function pushRequestOf(context: CartContext): PushCartRequest {
  const loginSync = context.pushPurpose === 'loginSync';
  return {
    products: context.products.map((line) => line._id),
    cartVersion: context.cartVersion,
    // A login sync without a guest coupon leaves the server cart's coupon as it is (omitted, not
    // null: null removes it); a guest coupon wins (decision 080).
    appliedCoupon: context.appliedCoupon?._id ?? (loginSync ? undefined : null),
    optimisticOperations: context.optimisticOperations,
    lastActiveAt: context.lastActiveAt,
    state: context.pushState,
    isLoginSync: loginSync ? true : undefined,
  };
}

export function storedError(code: ErrorCode, message?: string | null): StoredError {
  return { code, message: message || ERROR_MESSAGES[code] };
}

/** The HTTP status of a failure, if it had one. */
export function statusOf(error: unknown): number | undefined {
  return isCommerceError(error) ? error.status : undefined;
}

/** The validation result a 400 carries (in its body, or as its body). */
export function validationResultOf(error: unknown): ValidationResult | undefined {
  if (!isCommerceError(error)) return undefined;
  const body = parseWith(ErrorBody, error.data);
  if (body.success && body.data.validationResult) return body.data.validationResult;
  const bare = parseWith(ValidationResult, error.data);
  return bare.success ? bare.data : undefined;
}

/**
 * The pending additions a validation result refuses, each with its reason (only what this cart
 * added: dropping them changes what it pushes, so a login sync that drops them ends).
 */
export function refusedLines(
  context: CartContext,
  result: ValidationResult | undefined,
): [string, CartProduct, string][] {
  return context.optimisticOperations.flatMap((op) => {
    const error = op.product && result?.errors.find((e) => e.productId === op.product?._id);
    return op.product && error ? [[op.id, op.product, error.reason]] : [];
  });
}

/** 'Cart validation failed' followed by the reasons (the checkout procedure's wording). */
export function validationFailure(result: ValidationResult): StoredError {
  return storedError('CART_VALIDATION_FAILED', validationFailureMessage(result));
}

/** A failure as context keeps it: a CommerceError's own code and message, else `fallback`. */
export function errorOf(error: unknown, fallback: ErrorCode): StoredError {
  const { code, message } = toCommerceError(error, fallback);
  return { code, message };
}

/** A transient failure (network, timeout, 5xx): worth retrying by itself later. */
export function isTransient(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

export function isOwnedProductsStale(context: CartContext): boolean {
  return !isOwnedProductsCacheValid(context, now());
}

/**
 * The stored cart merged with edits made before it was read: the stored cart wins, then the
 * new operations are re-applied (a newer one replaces a stored one on the same video).
 */
export function mergeRestored(context: CartContext, stored: PersistedCart): Partial<CartContext> {
  const fresh = context.optimisticOperations;
  const videos = new Set(fresh.map((op) => op.product?.video._id));
  // A complete journal says which stored edits are still pending (decision 067): the stored cart
  // may be older than the last edits (its last write never landed).
  const journaled = new Set(context.deferredOperations.map((op) => op.id));
  const kept = stored.optimisticOperations.filter(
    (op) =>
      !videos.has(op.product?.video._id) && (!context.journalComplete || journaled.has(op.id)),
  );
  const operations: OptimisticOperation[] = [...kept, ...fresh];
  const products = rebase(stored.baseProducts, operations);
  const revision = Math.max(stored.revision, context.revision) + (fresh.length > 0 ? 1 : 0);
  // The stored edits are this tab's to carry now (their tab may be gone), as if made here at the
  // next revision: another tab's newer cart that lacks them gets them re-applied, not dropped.
  const claimed = Object.fromEntries(kept.map((op) => [op.id, revision + 1]));
  return {
    ...fromPersisted(stored),
    optimisticOperations: operations,
    operationRevisions: keepRevisions(operations, claimed, context.operationRevisions),
    products,
    subTotal: subtotal(products),
    syncRequested: stored.syncRequested || fresh.length > 0,
    storedChange: storedChangeOf(stored),
    revision,
    // A merge of fresh edits, or a stored state of unknown origin, is this tab's own revision.
    revisionOrigin:
      fresh.length > 0 || stored.revision > context.revision ? null : context.revisionOrigin,
    signedIn: context.signedIn,
    cdnHeaders: { ...stored.cdnHeaders, ...context.cdnHeaders },
  };
}

/** The cart as stored: the context with the `lifecycle` region's state. */
export function persistedOf(context: CartContext, cartState: CartState): PersistedCart {
  return toPersistedCart({ ...context, cartState });
}

/**
 * Invalid products after an edit: those still in the cart keep their reasons, and while the
 * owned-products cache is valid the lines are checked against it at once (spec §5).
 */
export function revalidateLocally(
  context: CartContext,
  products: readonly CartProduct[],
): Pick<CartContext, 'invalidProducts' | 'validationErrors'> {
  const inCart = new Set(products.map((line) => line._id));
  const errors = new Map<string, ValidationError>();
  for (const error of context.validationErrors) {
    if (inCart.has(error.productId)) errors.set(error.productId, error);
  }
  const invalid = new Set(context.invalidProducts.filter((id) => inCart.has(id)));
  if (context.signedIn && !isOwnedProductsStale(context)) {
    const local = validateAgainstOwned(products, context.ownedProducts, now());
    for (const id of local.invalidProducts) invalid.add(id);
    for (const error of local.errors)
      if (!errors.has(error.productId)) errors.set(error.productId, error);
  }
  return { invalidProducts: [...invalid], validationErrors: [...errors.values()] };
}

/** The revisions of this tab's operations still pending, plus `added`. */
export function keepRevisions(
  operations: readonly OptimisticOperation[],
  revisions: Record<string, number>,
  added: Record<string, number>,
): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const op of operations) {
    const revision = added[op.id] ?? revisions[op.id];
    if (revision !== undefined) kept[op.id] = revision;
  }
  return kept;
}

/**
 * Ids of operations that someone else may hold — a request, another tab, the server: every
 * pending one but those made here that nothing else has seen yet (`localOperationIds`). An ADD
 * among them is never cancelled away by a REMOVE (a REMOVE is recorded instead), so the removal
 * reaches whoever holds the ADD: another tab's add taken in from the channel, or one restored
 * from a page that is gone, may already be on the server.
 */
export function sharedOperationIds(context: CartContext): Set<string> {
  const ids = context.optimisticOperations.map((op) => op.id);
  // Signed in, a page that has not heard the server's cart yet cannot know the server lacks the
  // video (a crashed page's push its stored copy never got, the fetch refused): every pending
  // edit counts as shared, so a removal is sent (the SDK's cart model at 20,000 runs,
  // FC_SEED=1256898374 and 1781456392).
  if (context.signedIn && !context.heardServerCart) return new Set(ids);
  const local = new Set(context.localOperationIds);
  return new Set(ids.filter((id) => !local.has(id)));
}
