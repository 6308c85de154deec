import {
  type CartProduct,
  type CartResponse,
  type CartState,
  ERROR_MESSAGES,
  ErrorBody,
  type ErrorCode,
  isCommerceError,
  type OptimisticOperation,
  type PushCartRequest,
  parseWith,
  toCommerceError,
  type ValidationError,
  ValidationResult,
} from '@reelcart/contract/store';
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
import { type PersistedCart, toPersistedCart } from './cartPersistence';
import { adoptServerCart, type CartLines, rebase, subtotal } from './operations';

/** Pure pieces of the cart machine: context in, context patch out. */

export const now = (): number => Date.now();

/** Commands that wait while a request is in flight: queued, replayed in order, never dropped. */
export const QUEUED_COMMANDS: ReadonlySet<string> = new Set<QueuedCommand['type']>([
  'coupon.apply',
  'coupon.remove',
  'coupon.verifyGateway',
  'cart.checkout',
  'cart.complete',
  'cart.markCompleted',
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
    seenRevisions: {},
    operationRevisions: {},
    tabId: input.tabId ?? newId(),
    restored: input.persisted != null || input.awaitRestore === false,
  };
  if (!input.persisted) return base;
  return {
    ...base,
    ...fromPersisted(input.persisted),
    cdnHeaders: input.cdnHeaders ?? input.persisted.cdnHeaders,
  };
}

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

/** A server answer adopted: drop what it reflects, re-apply the rest, take its fields. */
export function adoptResponse(context: CartContext, response: CartResponse): Partial<CartContext> {
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
  };
}

/** The server has no cart: what came from it goes; every pending edit stays, on an empty base. */
export function forgetServerCart(context: CartContext): Partial<CartContext> {
  // Nothing is dropped as "reflected": an absent cart is no evidence a REMOVE reached the server.
  const operations = context.optimisticOperations;
  const lines = { base: [], operations, products: rebase([], operations) };
  return {
    ...withLines(lines),
    cartId: null,
    cartVersion: null,
    appliedCoupon: context.couponPending ? context.appliedCoupon : null,
    // Pending lines keep the reasons they were refused for, and are checked against owned products.
    ...revalidateLocally(context, lines.products),
    previousCartId: context.cartId ?? context.previousCartId,
    syncRequested: context.syncRequested || lines.operations.length > 0,
  };
}

/** The local cart emptied (server link included); owned products and the session stay. */
export function clearedCart(context: CartContext): Partial<CartContext> {
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
  return {
    products: context.products.map((line) => line._id),
    cartVersion: context.cartVersion,
    appliedCoupon: context.appliedCoupon?._id ?? null,
    optimisticOperations: context.optimisticOperations,
    lastActiveAt: context.lastActiveAt,
    state: context.pushState,
    isLoginSync: context.pushPurpose === 'loginSync' ? true : undefined,
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
  const kept = stored.optimisticOperations.filter((op) => !videos.has(op.product?.video._id));
  const operations: OptimisticOperation[] = [...kept, ...fresh];
  const products = rebase(stored.baseProducts, operations);
  return {
    ...fromPersisted(stored),
    optimisticOperations: operations,
    products,
    subTotal: subtotal(products),
    syncRequested: stored.syncRequested || fresh.length > 0,
    revision: Math.max(stored.revision, context.revision) + (fresh.length > 0 ? 1 : 0),
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
 * Ids of operations that someone else may hold: the request in flight, and, once another tab
 * is known, every operation this tab has broadcast. An ADD among them is never cancelled away
 * by a REMOVE (a REMOVE is recorded instead), so the removal reaches whoever holds the ADD.
 */
export function sharedOperationIds(context: CartContext): Set<string> {
  const ids = new Set(context.inFlightOperationIds);
  if (Object.keys(context.seenRevisions).length > 0) {
    for (const id of Object.keys(context.operationRevisions)) ids.add(id);
  }
  return ids;
}
