import type { CartView, Commerce } from '@reelcart/sdk';
import type { CartProduct } from '@reelcart/sdk/contract';
import type { DataStrategyResult, MiddlewareFunction } from 'react-router';

/**
 * The page's SDK instance, started late (docs/decisions/051-deferred-sdk-start.md): the SDK
 * (xstate machines, zod, ofetch) is a chunk of its own, imported after hydration, at the first
 * interaction or when the browser is idle, whichever comes first. Until it is there, an edit the
 * visitor makes (an add-to-cart) waits in a queue and is applied, in order, once the instance has
 * read the persisted cart; nothing made early is lost. This module imports no SDK code.
 */
export type CommerceEdit = (commerce: Commerce) => void;

let commerce: Commerce | null = null;
let loading: Promise<Commerce> | null = null;
const queue: CommerceEdit[] = [];
const listeners = new Set<() => void>();
/**
 * Cart additions queued before the SDK ran are also kept here until applied: a reload or a link
 * followed before the SDK chunk arrived must not lose them. The next page starts the SDK at once
 * (entry.client), applies them and pushes them without the idle wait.
 */
const EARLY_ADDS_KEY = 'reelcart:early-cart-adds';

function readEarlyAdds(): CartProduct[] {
  try {
    const raw = globalThis.localStorage?.getItem(EARLY_ADDS_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? (list as CartProduct[]) : [];
  } catch {
    return [];
  }
}

function writeEarlyAdds(list: CartProduct[]) {
  try {
    if (list.length === 0) globalThis.localStorage?.removeItem(EARLY_ADDS_KEY);
    else globalThis.localStorage?.setItem(EARLY_ADDS_KEY, JSON.stringify(list));
  } catch {}
}

/** Additions left by an earlier page that the SDK has not applied yet. */
export function hasEarlyAdds(): boolean {
  return readEarlyAdds().length > 0;
}

let pendingAdds = 0;

function notify() {
  for (const listener of listeners) listener();
}

/** Subscribes to the instance's arrival and the queue's length (useSyncExternalStore). */
export function subscribeCommerce(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The instance, or null while the SDK is not loaded yet. */
export function getStartedCommerce(): Commerce | null {
  return commerce;
}

/** Cart additions waiting for the SDK (the header's badge counts them at once). */
export function getPendingAdds(): number {
  return pendingAdds;
}

/**
 * Whether the cart takes edits now: it has read what was persisted (a restore must not drop them)
 * and is not `completed` — a cart restored as completed (the tab left the payment's success page
 * within the SDK's one-second clear) refuses edits until it is cleared to a new active cart.
 */
export function takesEdits(view: Pick<CartView, 'status' | 'cartState'>): boolean {
  return view.status !== 'restoring' && view.cartState !== 'completed';
}

let waitingForCart = false;

const STORED_CHECKS = 20;
const STORED_CHECK_MS = 100;

/**
 * Drops applied additions from localStorage once the SDK's own copy of the cart (IndexedDB) holds
 * them. The SDK stores a change asynchronously: a reload or a closed tab right after the add would
 * otherwise lose it, with neither copy holding it (a fresh-clone run caught that). Until then the
 * next page starts the SDK at once and applies them again. After two seconds without the store
 * catching up (no IndexedDB: the SDK keeps the cart in memory) they are dropped all the same, or a
 * line the visitor removes later would come back on every page.
 */
function forgetOnceStored(adds: CartProduct[], revision: number, checksLeft = STORED_CHECKS) {
  const forget = () => {
    const applied = new Set(adds.map((product) => product._id));
    writeEarlyAdds(readEarlyAdds().filter((product) => !applied.has(product._id)));
  };
  const checkAgain = () => {
    if (checksLeft > 1) {
      setTimeout(() => forgetOnceStored(adds, revision, checksLeft - 1), STORED_CHECK_MS);
    } else forget();
  };
  void import('./page-commerce')
    .then(({ storedCartRevision }) => storedCartRevision())
    .then((stored) => (stored >= revision ? forget() : checkAgain()))
    .catch((error: unknown) => {
      console.error(error);
      checkAgain();
    });
}

/** Runs the queued edits once the cart takes edits (see `takesEdits`); one wait at a time. */
function applyQueueWhenRestored(started: Commerce) {
  if (waitingForCart) return;
  const apply = () => {
    waitingForCart = false;
    const edits = queue.splice(0);
    const adds = readEarlyAdds();
    pendingAdds = 0;
    // Re-adding a product already in the cart changes nothing, so applying a stored add twice
    // (after a reload that came before the SDK stored it) is harmless.
    for (const product of adds) started.cart.add(product);
    for (const edit of edits) edit(started);
    if (adds.length > 0) {
      // Pushed now rather than after the idle wait: the visitor may be about to leave again.
      started.cart.sync();
      forgetOnceStored(adds, started.cart.actor.getSnapshot().context.revision);
    }
    notify();
  };
  if (takesEdits(started.cart.getSnapshot())) return apply();
  waitingForCart = true;
  const stop = started.cart.subscribe((view) => {
    if (!takesEdits(view)) return;
    stop();
    apply();
  });
}

/**
 * Loads and starts the SDK (once; a failed chunk load is retried by the next call). Resolves with
 * the instance; queued edits are applied as soon as its cart is restored.
 */
export function startCommerce(): Promise<Commerce> {
  if (commerce) return Promise.resolve(commerce);
  loading ??= import('./page-commerce')
    .then(({ createPageCommerce }) => {
      const started = createPageCommerce();
      commerce = started;
      // For scripts and tests: the page's SDK runs (bench-click-badge.mjs, e2e).
      document.documentElement.dataset.commerce = 'started';
      notify();
      applyQueueWhenRestored(started);
      return started;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * Applies an edit now when the SDK is running, else queues it and starts the SDK. `countsAsAdd`
 * marks a cart addition, shown in the badge while it waits.
 */
export function withCommerce(edit: CommerceEdit, { countsAsAdd = false } = {}): void {
  if (commerce && queue.length === 0 && takesEdits(commerce.cart.getSnapshot())) {
    edit(commerce);
    return;
  }
  queue.push(edit);
  if (countsAsAdd) pendingAdds += 1;
  notify();
  if (commerce) applyQueueWhenRestored(commerce);
  else void startCommerce().catch((error: unknown) => console.error(error));
}

/**
 * Root client middleware: a client navigation renders once the SDK runs, so every route after the
 * first page can use the `@reelcart/sdk/react` hooks as before (usually it started long before).
 */
export const sdkBeforeNavigationMiddleware: MiddlewareFunction<
  Record<string, DataStrategyResult>
> = async (_args, next) => {
  if (!commerce) await startCommerce();
  return next();
};

/** Adds a product to the cart now, or queues it (also across a reload) until the SDK runs. */
export function addToCartEarly(product: CartProduct): void {
  if (commerce && queue.length === 0 && takesEdits(commerce.cart.getSnapshot())) {
    commerce.cart.add(product);
    return;
  }
  writeEarlyAdds([...readEarlyAdds().filter((p) => p._id !== product._id), product]);
  pendingAdds += 1;
  notify();
  if (commerce) applyQueueWhenRestored(commerce);
  else void startCommerce().catch((error: unknown) => console.error(error));
}

/** Tests only: forget the instance and the queue. */
export function resetStartedCommerceForTests(): void {
  commerce?.destroy();
  commerce = null;
  loading = null;
  queue.length = 0;
  pendingAdds = 0;
  waitingForCart = false;
  notify();
}
