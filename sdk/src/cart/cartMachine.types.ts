import type { ErrorCode } from '@reelcart/contract/core/errors';
import type {
  CartProduct,
  CartResponse,
  CartState,
  CompleteCartRequest,
  CompleteCartResponse,
  OptimisticOperation,
  PushCartRequest,
  ValidationError,
  ValidationResult,
} from '@reelcart/contract/store/cart';
import type {
  Coupon,
  ValidateCouponResponse,
  ValidatePaymentMethodResponse,
} from '@reelcart/contract/store/coupons';
import type { OwnedProduct, OwnedProductsResponse } from '@reelcart/contract/store/user';
import type { PersistedCart } from './cartStorage';
import type { CartChannelMessage } from './tabMessages';

/** An error as machine context keeps it: serialisable, with the spec's message. */
export interface StoredError {
  code: ErrorCode;
  message: string;
}

/** What a push carries and why it was made (the answer is routed by purpose). */
export type PushPurpose = 'sync' | 'checkout' | 'loginSync' | 'couponRemove';

/** Every Cart field of spec §3, plus the machine's own bookkeeping. Serialisable only. */
export interface CartContext {
  // ── spec §3 ─────────────────────────────────────────────────────────────
  /** The cart the user sees: the server cart with pending operations applied. */
  products: CartProduct[];
  subTotal: number;
  cartId: string | null;
  cartVersion: number | null;
  invalidProducts: string[];
  validationErrors: ValidationError[];
  userCountry: string | null;
  appliedCoupon: Coupon | null;
  optimisticOperations: OptimisticOperation[];
  /**
   * Edits that wait to be applied: made while the cart is `completed` (applied once it is
   * cleared), or read from the write-ahead journal before the stored cart was (applied on top of
   * it). Never dropped: see `replayOperations` (deferredEdits.ts) and decision 065.
   */
  deferredOperations: OptimisticOperation[];
  // The cart's state (spec §4: active, checkout, completed, abandoned) is not a field: it is the
  // machine's `lifecycle` region (cartMachine.lifecycleRegion.ts); read it with `cartStateOf`.
  lastActiveAt: string | null;
  previousCartId: string | null;
  /** Epoch ms of the last answered cart request. */
  lastSyncTimestamp: number | null;
  ownedProducts: OwnedProduct[];
  /** Epoch ms of the last owned-products fetch. */
  ownedProductsLastUpdated: number | null;
  cdnHeaders: Record<string, string>;
  // ── bookkeeping ─────────────────────────────────────────────────────────
  /** The last server cart's lines (the base pending operations are applied to). */
  baseProducts: CartProduct[];
  signedIn: boolean;
  /** Local changes (edits, coupon, state) no request has carried yet. */
  syncRequested: boolean;
  /**
   * The server version known to a stored cart read with a change unsent (`syncRequested`); null
   * when none was. The stored cart may be older than the last
   * write of the tab that made the change, which has sent it since (IndexedDB reads and writes
   * of two tabs cross): when the first server cart this tab reads is newer than that version,
   * its state is the server's to say (issue 28). The version is 0 when it knew none.
   */
  storedChange: number | null;
  /** The coupon (or its removal) is a local change the server has not confirmed. */
  couponPending: boolean;
  /**
   * Edits made here that no request, other tab or earlier page has seen: only these cancel out
   * (an ADD followed by a REMOVE, spec §4), and signed in only once `heardServerCart`; any other
   * is answered with a REMOVE (decision 125).
   */
  localOperationIds: string[];
  /**
   * Edits of this tab that cancelled out (a removal of its own unsent add): a tab that read the add
   * from storage as it started may still send it back; it is not taken again (decision 110).
   */
  cancelledOperationIds: string[];
  /**
   * This page has had the server's cart from the server itself (a fetch or push answered), so
   * its lines are the server's as of a version it heard. Until then (a stored copy a crash left
   * stale, the fetch refused), an add of this page is not cancelled out by its removal: the
   * removal is sent, since the server may hold the video. Never stored: a page starts without.
   */
  heardServerCart: boolean;
  /** The time of this cart's last edit (`editMeta`: the next one comes after it). */
  lastEditAt: number;
  /** Ids of the operations the request in flight carries. */
  inFlightOperationIds: string[];
  pushPurpose: PushPurpose;
  /** The lifecycle state the request in flight tells the server (taken from the region at push start). */
  pushState: CartState;
  /** The next push is a page-hide flush (fetch keepalive). */
  keepalive: boolean;
  conflictRetries: number;
  /** One key per completion, reused by its retries. */
  completionKey: string | null;
  lastOrderId: string | null;
  /** Commands that arrived while a request was in flight, replayed in order. */
  queue: QueuedCommand[];
  /** The local cart before a reset, restored if the server refuses to abandon. */
  resetBackup: PersistedCart | null;
  error: StoredError | null;
  /** Lamport clock of the cart's state across tabs. */
  revision: number;
  /**
   * The tab whose change gave `revision` (null: this one): ties between equal revisions go to
   * the larger of it and the sender, so every tab orders every state the same way — a tab that
   * adopted a smaller tab's revision is not ahead of a larger one's state of that revision.
   */
  revisionOrigin: string | null;
  /** Per tab id: the latest revision of that tab's broadcasts this tab has taken in. */
  seenRevisions: Record<string, number>;
  /** Per operation this tab recorded: the revision that first carried it to the other tabs. */
  operationRevisions: Record<string, number>;
  tabId: string;
  /**
   * The write-ahead journal holds every pending edit (decision 067): it, not the stored cart,
   * says which stored edits are still pending when the stored cart is read.
   */
  journalComplete: boolean;
  /** Whether the persisted cart was read (or there is none to read). */
  restored: boolean;
}

export interface CartInput {
  signedIn?: boolean;
  /** Identifies this tab on the channel; default a random uuid. */
  tabId?: string;
  /** A cart restored before start (skips waiting for the storage actor). */
  persisted?: PersistedCart | null;
  /** When false the machine does not wait for `storage.restored` (no storage). Default true. */
  awaitRestore?: boolean;
  cdnHeaders?: Record<string, string>;
}

/** Commands from the application (and the React hooks). */
export type CartCommand =
  | { type: 'item.add'; product: CartProduct }
  | { type: 'item.remove'; productId: string }
  | { type: 'coupon.apply'; code: string }
  | { type: 'coupon.remove' }
  /** Checks the applied coupon suits a payment gateway (validate-payment-method). */
  | { type: 'coupon.verifyGateway'; billerId: string }
  | { type: 'cart.checkout' }
  | { type: 'cart.complete' }
  /** The order was completed elsewhere (the payment's success page): clear after 1 s, no call. */
  | { type: 'cart.markCompleted' }
  | { type: 'cart.abandon' }
  /**
   * The tab left billing without paying (back button, a link, another page): a cart in checkout
   * becomes active again and tells the server at once (decision 065).
   */
  | { type: 'cart.reopen' }
  | { type: 'cart.reset' }
  | { type: 'cart.refetch'; force?: boolean }
  /** Sync pending changes now. */
  | { type: 'cart.sync' }
  /**
   * `keepRemovals`: the removals among the guest's edits were kept from a refused session of this
   * same user (decision 109), so they apply to the user's cart; otherwise they were of the guest's
   * lines and go.
   */
  | { type: 'auth.signedIn'; keepRemovals?: boolean }
  /**
   * The session ended. `keepEdits`: its refresh was refused (the token is dead), so its unsent
   * edits stay pending and journaled as the guest cart's, for the next sign-in (decision 080);
   * otherwise they were sent with the ending session's token and the cart is cleared.
   */
  | { type: 'auth.signedOut'; keepEdits?: boolean }
  /** Page hide, unload or visibility change: flush with keepalive. */
  | { type: 'page.hidden' }
  | { type: 'ownedProducts.refresh'; force?: boolean };

/** Commands that wait for the request in flight (everything but edits). */
export type QueuedCommand =
  | Exclude<
      CartCommand,
      | { type: 'item.add' }
      | { type: 'item.remove' }
      | { type: 'auth.signedOut' }
      | { type: 'cart.reopen' }
      | { type: 'cart.markCompleted' }
    >
  /** Internal: a cart marked completed starts its 1 s clear (waiting for the request in flight). */
  | { type: 'cart.finalize' };

/** What adapters send in. */
export type CartSignal =
  | { type: 'storage.restored'; cart: PersistedCart | null }
  | { type: 'cart.finalize' }
  /** The write-ahead journal's edits, read at start: applied once the cart takes them. */
  | { type: 'journal.read'; operations: OptimisticOperation[]; complete: boolean }
  | { type: 'remote.message'; message: CartChannelMessage }
  | { type: 'edits.changed' }
  /** Internal: another tab's edits held here are due (`heldFlush`): claim them and push. */
  | { type: 'edits.held' }
  /** The journal's answer to a claim another tab holds: watch them again (it may close). */
  | { type: 'edits.lost' }
  /** Internal: apply the deferred edits now, if the cart takes them (restored, not completed). */
  | { type: 'edits.replay' }
  /** Internal: persist (and broadcast) the context after the transition that raised it. */
  /** `adopted`: the change is another tab's cart taken in (decision 067: its journal is kept). */
  | { type: 'cart.commit'; change: CommitChange; adopted?: boolean }
  | LifecycleSignal;

/**
 * Internal: what moves the `lifecycle` region (raised by the sync region's actions, before the
 * commit that persists the change). Each is a guarded transition of spec §4.
 */
export type LifecycleSignal =
  /** An active cart moves to checkout (the checkout push starts). */
  | { type: 'lifecycle.checkout' }
  /** Checkout failed (push or validation): back to active. */
  | { type: 'lifecycle.revert' }
  /** The order is completed (here, or marked completed from elsewhere). */
  | { type: 'lifecycle.complete' }
  | { type: 'lifecycle.abandon' }
  /** An edit of an abandoned cart, or of one in checkout (or leaving billing), makes it active again. */
  | { type: 'lifecycle.reactivate' }
  /** The local cart was cleared (reset, completion cleared, sign-out, another tab's clear). */
  | { type: 'lifecycle.clear' }
  /** A state read from storage, a reset backup, the server or another tab; taken if allowed. */
  | { type: 'lifecycle.adopt'; state: CartState };

/** What changed: the lines, a clear, the coupon, owned products, or local-only fields. */
export type CommitChange = 'cart' | 'cleared' | 'coupon' | 'owned' | 'local';

export type CartEvent = CartCommand | CartSignal;

/** What the machine emits (`actor.on(type, handler)`). */
export type CartEmitted =
  | { type: 'cart.synced'; cartId: string | null; cartVersion: number | null }
  | { type: 'cart.error'; error: StoredError }
  | { type: 'cart.cleared' }
  | { type: 'cart.checkedOut' }
  | { type: 'cart.completed'; orderId: string }
  | { type: 'coupon.applied'; coupon: Coupon }
  | { type: 'coupon.removed' }
  | { type: 'coupon.gatewayVerified'; coupon: Coupon }
  | { type: 'ownedProducts.updated' };

// ── actor inputs and outputs (what createCommerce provides) ─────────────────
export interface PushCartInput {
  request: PushCartRequest;
  /** Send with fetch `keepalive` (the page is going away). */
  keepalive: boolean;
}
export interface AbandonCartInput {
  cartId: string;
}
export interface ValidateLiteInput {
  productIds: string[];
}
export interface ValidateCouponInput {
  code: string;
}
/** What the checkout validation procedure (`../checkout`) gets: the cart and its owned-products cache. */
export interface ValidateCouponGatewayInput {
  code: string;
  billerId: string;
}
export interface CheckoutValidationInput {
  products: CartProduct[];
  cartId: string | null;
  cartVersion: number | null;
  appliedCouponId: string | null;
  signedIn: boolean;
  ownedProducts: OwnedProduct[];
  ownedProductsLastUpdated: number | null;
}
export type {
  CartResponse,
  CompleteCartRequest,
  CompleteCartResponse,
  OwnedProductsResponse,
  ValidateCouponResponse,
  ValidatePaymentMethodResponse,
  ValidationResult,
};
