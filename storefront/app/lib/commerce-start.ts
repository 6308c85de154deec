import type { CartView, Commerce } from '@reelcart/sdk';
import type { CartProduct } from '@reelcart/sdk/contract';
import type { DataStrategyResult, MiddlewareFunction } from 'react-router';

/**
 * The page's SDK instance, started late (docs/decisions/051-deferred-sdk-start.md): the SDK
 * (xstate machines, zod, ofetch) is a chunk of its own, imported after hydration, at the first
 * interaction or when the browser is idle, whichever comes first. An add-to-cart clicked before it
 * runs is written to the SDK's write-ahead journal of edits (decision 067) — synchronously, before
 * the badge counts it — and the SDK applies it once it has read the persisted cart; nothing made
 * early is lost, not even by a reload or a closed tab. This module imports no SDK code.
 */

let commerce: Commerce | null = null;
let loading: Promise<Commerce> | null = null;
const listeners = new Set<() => void>();

/**
 * The SDK's journal format (sdk/src/cart/editJournal.ts, `EDIT_JOURNAL_PREFIX`): one
 * localStorage key per edit, the operation as JSON. An entry written here is marked `early`; the
 * SDK rewrites it without the mark once it holds it, so a page that finds a marked one knows an
 * earlier page left before its SDK ran, and starts the SDK at once (entry.client).
 */
export const EDIT_JOURNAL_PREFIX = 'reelcart:cart-edit:';

function journalEarlyAdd(product: CartProduct): void {
  const id = crypto.randomUUID();
  const edit = { id, type: 'ADD', product, timestamp: Date.now(), early: true };
  try {
    localStorage.setItem(EDIT_JOURNAL_PREFIX + id, JSON.stringify(edit));
  } catch (error) {
    // No storage (disabled, full): the add still waits in this page (`pendingAdds`) for the SDK.
    console.warn('[reelcart] could not journal an early add', error);
    earlyInMemory.push(product);
  }
}

/** Early adds the journal could not take: applied to the SDK when it runs. */
const earlyInMemory: CartProduct[] = [];

/** Whether an earlier page left additions its SDK never took (they are in the journal). */
export function hasEarlyAdds(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      if (!key.startsWith(EDIT_JOURNAL_PREFIX)) continue;
      const edit: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (typeof edit === 'object' && edit !== null && 'early' in edit) return true;
    }
  } catch {}
  return false;
}

let pendingAdds = 0;

function notify() {
  for (const listener of listeners) listener();
}

/** Subscribes to the instance's arrival and the count of waiting additions (useSyncExternalStore). */
export function subscribeCommerce(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The instance, or null while the SDK is not loaded yet. */
export function getStartedCommerce(): Commerce | null {
  return commerce;
}

/** Cart additions waiting for the SDK's cart (the header's badge counts them at once). */
export function getPendingAdds(): number {
  return pendingAdds;
}

/**
 * Whether the SDK's cart shows what it holds: it has read what was persisted (and applied the
 * journal's edits). A `completed` cart takes edits too: it shows only those made since the order
 * was paid, and applies them once it is cleared (decision 065).
 */
export function takesEdits(view: Pick<CartView, 'status'>): boolean {
  return view.status !== 'restoring';
}

let waitingForCart = false;

/** Once the cart shows what it holds, the waiting additions are in its count: stop counting them. */
function countUntilRestored(started: Commerce) {
  if (waitingForCart) return;
  const done = () => {
    waitingForCart = false;
    for (const product of earlyInMemory.splice(0)) started.cart.add(product);
    pendingAdds = 0;
    notify();
  };
  if (takesEdits(started.cart.getSnapshot())) return done();
  waitingForCart = true;
  const stop = started.cart.subscribe((view) => {
    if (!takesEdits(view)) return;
    stop();
    done();
  });
}

/**
 * Loads and starts the SDK (once; a failed chunk load is retried by the next call). Resolves with
 * the instance; it applies the journal's edits as soon as its cart is restored.
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
      countUntilRestored(started);
      return started;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
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

/**
 * Adds a product to the cart: through the SDK when it runs (it journals the edit itself), else
 * into the journal, and starts the SDK. Counted in the badge until the SDK's cart shows it.
 */
export function addToCartEarly(product: CartProduct): void {
  if (commerce) {
    if (!takesEdits(commerce.cart.getSnapshot())) {
      pendingAdds += 1;
      countUntilRestored(commerce);
      notify();
    }
    commerce.cart.add(product);
    return;
  }
  journalEarlyAdd(product);
  pendingAdds += 1;
  notify();
  void startCommerce().catch((error: unknown) => console.error(error));
}

/** Tests only: forget the instance and the counts. */
export function resetStartedCommerceForTests(): void {
  commerce?.destroy();
  commerce = null;
  loading = null;
  pendingAdds = 0;
  waitingForCart = false;
  earlyInMemory.length = 0;
  notify();
}
