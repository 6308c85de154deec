import type { ErrorCode } from '@reelcart/contract/core/errors';
import type { CartState } from '@reelcart/contract/store/cart';
import type { ValidateCouponResponse } from '@reelcart/contract/store/coupons';
import {
  and,
  assign,
  enqueueActions,
  type GuardPredicate,
  not,
  or,
  raise,
  sendTo,
  setup,
  stateIn,
} from 'xstate';
import { couponSuitsGateway } from '../checkout/coupons';
import {
  CART_COMPLETED_CLEAR_MS,
  CART_CONFLICT_RETRIES_MAX,
  CART_HELD_FLUSH_MS,
  CART_IDLE_FLUSH_MS,
  CART_REFETCH_SKIP_MS,
  CART_SYNC_DEBOUNCE_MS,
  OWNED_PRODUCTS_REFRESH_MS,
} from '../constants';
import { adoptRemote, channelMessageOf, resendMessageOf } from './cartChannel';
import { defaultCartActors } from './cartMachine.actors';
import * as h from './cartMachine.context';
import type {
  CartContext,
  CartEmitted,
  CartEvent,
  CartInput,
  CartResponse,
  CommitChange,
  PushPurpose,
  ValidationResult,
} from './cartMachine.types';
import { recordAdd, recordRemove, rejectOperations } from './operations';

/**
 * The cart machine's vocabulary, part 1: types, actors (defaults in cartMachine.actors.ts),
 * delays, guards and the sync actions. The other flows' actions are added in
 * cartMachine.flowActions.ts; the statechart is in cartMachine.ts (the two regions),
 * cartMachine.lifecycleRegion.ts, cartMachine.syncStates.ts and cartMachine.flowStates.ts.
 */

export type ErrorParams = { error: unknown };

/** The internal event that persists (and broadcasts) a change after its transition. */
export const commit = (change: CommitChange, adopted = false) =>
  ({ type: 'cart.commit', change, adopted }) as const;

type LifecycleCheck = GuardPredicate<CartContext, CartEvent, undefined, never>;

/**
 * The cart's state, read from the `lifecycle` region with an action's `check` (which sees the
 * state as the current microstep began). `stateIn` types its guard set `any`; `check` wants the
 * machine's (`never` inside setup): the assertion is only about that type parameter.
 */
export function lifecycleOf(check: (guard: LifecycleCheck) => boolean): CartState {
  const states = ['checkout', 'completed', 'abandoned'] as const;
  const isIn = (state: CartState) => check(stateIn(`#cart.lifecycle.${state}`) as LifecycleCheck);
  return states.find(isIn) ?? 'active';
}

export const cartSetup = setup({
  types: {} as {
    context: CartContext;
    events: CartEvent;
    input: CartInput;
    emitted: CartEmitted;
  },
  actors: defaultCartActors,
  delays: {
    syncDebounce: CART_SYNC_DEBOUNCE_MS,
    idleFlush: CART_IDLE_FLUSH_MS,
    heldFlush: CART_HELD_FLUSH_MS,
    completedClear: CART_COMPLETED_CLEAR_MS,
    ownedProductsRefresh: OWNED_PRODUCTS_REFRESH_MS,
  },
  guards: {
    isRestored: ({ context }) => context.restored,
    isSignedIn: ({ context }) => context.signedIn,
    isGuest: ({ context }) => !context.signedIn,
    isEmpty: ({ context }) => context.products.length === 0,
    hasItems: ({ context }) => context.products.length > 0,
    // The cart's state is the `lifecycle` region: these read it.
    isActive: stateIn('#cart.lifecycle.active'),
    isAbandoned: stateIn('#cart.lifecycle.abandoned'),
    isInCheckout: stateIn('#cart.lifecycle.checkout'),
    isCompleted: stateIn('#cart.lifecycle.completed'),
    // Checkout is no lock (decision 065): only a completed cart, until it is cleared, defers edits.
    canEdit: not(stateIn('#cart.lifecycle.completed')),
    hasDeferred: ({ context }) => context.deferredOperations.length > 0,
    canAbandon: or([stateIn('#cart.lifecycle.active'), stateIn('#cart.lifecycle.checkout')]),
    /** A `lifecycle.adopt` of `to` (the region only declares the allowed ones). */
    isAdopting: ({ event }, params: { to: CartState }) =>
      event.type === 'lifecycle.adopt' && event.state === params.to,
    hasCoupon: ({ context }) => context.appliedCoupon !== null,
    needsSync: ({ context }) => context.signedIn && context.syncRequested,
    hasChangesToPush: ({ context }) =>
      context.signedIn && (context.syncRequested || context.optimisticOperations.length > 0),
    hasServerCart: ({ context }) => context.signedIn && context.cartId !== null,
    canRefetch: ({ context, event }) =>
      context.signedIn &&
      ((event.type === 'cart.refetch' && event.force === true) ||
        context.syncRequested ||
        context.optimisticOperations.length > 0 ||
        context.lastSyncTimestamp === null ||
        h.now() - context.lastSyncTimestamp >= CART_REFETCH_SKIP_MS),
    hasCartId: ({ context }) => context.cartId !== null,
    canComplete: and(['isSignedIn', stateIn('#cart.lifecycle.checkout'), 'hasCartId']),
    shouldRefreshOwned: ({ context, event }) =>
      context.signedIn &&
      ((event.type === 'ownedProducts.refresh' && event.force === true) ||
        h.isOwnedProductsStale(context)),
    isCheckoutPush: ({ context }) => context.pushPurpose === 'checkout',
    isLoginSyncPush: ({ context }) => context.pushPurpose === 'loginSync',
    canRetryConflict: ({ context }, params: ErrorParams) =>
      h.statusOf(params.error) === 409 && context.conflictRetries < CART_CONFLICT_RETRIES_MAX,
    isNotFound: (_, params: ErrorParams) => h.statusOf(params.error) === 404,
    suitsGateway: ({ context }, params: { billerId: string }) =>
      context.appliedCoupon !== null && couponSuitsGateway(context.appliedCoupon, params.billerId),
    isCouponValid: (_, params: { response: ValidateCouponResponse }) =>
      params.response.valid && params.response.coupon != null,
    isValidationPassed: (_, params: { result: ValidationResult }) =>
      params.result.invalidProducts.length === 0 && params.result.errors.length === 0,
  },
  actions: {
    /**
     * Persists (and, for shared changes, broadcasts) the context as it is after the transition
     * that raised `cart.commit`. Shared changes take a new revision first.
     */
    commitChange: enqueueActions(({ context, event, enqueue, check }) => {
      if (event.type !== 'cart.commit') return;
      const state = lifecycleOf(check);
      const shared =
        event.change === 'cart' || event.change === 'cleared' || event.change === 'coupon';
      const next = shared ? { ...context, revision: context.revision + 1 } : context;
      if (shared) enqueue.assign({ revision: next.revision, revisionOrigin: null });
      const lastEditAt = h.latestEditAt(context);
      if (lastEditAt > context.lastEditAt) enqueue.assign({ lastEditAt });
      // The write-ahead journal first: synchronous, done before anyone sees the change.
      enqueue.sendTo('journal', {
        type: 'journal.sync',
        operations: [...next.optimisticOperations, ...next.deferredOperations],
        restored: next.restored,
        // Another tab's cart that lacks an edit is no proof the edit is safe: only this tab's own
        // answers, cancels and clears forget journaled edits.
        forget: !event.adopted,
      });
      enqueue.sendTo('storage', { type: 'storage.save', cart: h.persistedOf(next, state) });
      const message = channelMessageOf(next, event.change, state);
      if (message) enqueue.sendTo('channel', { type: 'channel.post', message });
    }),
    reportError: enqueueActions(
      ({ enqueue }, params: { code: ErrorCode; message?: string | null | undefined }) => {
        const error = h.storedError(params.code, params.message);
        enqueue.assign({ error });
        enqueue.emit({ type: 'cart.error', error });
      },
    ),
    recordEdit: enqueueActions(({ context, event, enqueue, check }) => {
      if (event.type !== 'item.add' && event.type !== 'item.remove') return;
      const meta = h.editMeta(context);
      // Operations a request or another tab may hold are never cancelled away.
      const inFlight = h.sharedOperationIds(context);
      const lines = h.linesOf(context);
      const { lines: next, undo } =
        event.type === 'item.add'
          ? recordAdd(lines, event.product, meta, inFlight)
          : recordRemove(lines, event.productId, meta, inFlight);
      if (undo === null) return;
      // Only while no other tab is known: this tab's broadcast goes to any that is.
      const alone = Object.keys(context.seenRevisions).length === 0;
      enqueue.assign({
        ...h.withLines(next),
        ...h.revalidateLocally(context, next.products),
        localOperationIds: next.operations
          .map((op) => op.id)
          .filter((id) => context.localOperationIds.includes(id) || (alone && id === meta.id)),
        // A removal that cancelled an add out: the add is not taken back from another tab.
        ...(undo.addedId === null && undo.replaced
          ? {
              cancelledOperationIds: [...context.cancelledOperationIds, undo.replaced.id].slice(
                -20,
              ),
            }
          : {}),
        // The commit raised below carries this edit to the other tabs at the next revision.
        operationRevisions: h.keepRevisions(next.operations, context.operationRevisions, {
          [meta.id]: context.revision + 1,
        }),
        syncRequested: true,
        lastActiveAt: new Date(meta.timestamp).toISOString(),
        lastEditAt: meta.timestamp,
      });
      // An edit of an abandoned cart, or of one in checkout, makes it active again; one in
      // checkout tells the server at once, so a payment of the old cart meets a new version.
      enqueue.raise({ type: 'lifecycle.reactivate' });
      enqueue.raise(commit('cart'));
      enqueue.raise({ type: 'edits.changed' });
      if (lifecycleOf(check) === 'checkout') enqueue.raise({ type: 'cart.sync' });
    }),
    /** Held edits due: this tab pushes them if it claims them first (the journal answers). */
    claimHeld: sendTo('journal', ({ context }) => ({
      type: 'journal.claim' as const,
      tab: context.tabId,
    })),
    watchHeld: raise({ type: 'edits.held' }, { id: 'heldFlush', delay: 'heldFlush' }),
    queueCommand: assign({
      queue: ({ context, event }) =>
        h.isQueuedCommand(event)
          ? [...context.queue.filter((queued) => queued.type !== event.type), event]
          : context.queue,
    }),
    drainQueue: enqueueActions(({ context, enqueue }) => {
      const [next, ...rest] = context.queue;
      if (!next) return;
      enqueue.assign({ queue: rest });
      enqueue.raise(next);
    }),
    mergeRestoredCart: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'storage.restored') return;
      // A server cart stored by a signed-in page is not a guest's (sign-out clears the cart, spec
      // §4): a guest page left with one (another tab that missed the sign-out wrote it) starts empty.
      const stored = event.cart?.cartId && !context.signedIn ? null : h.settled(event.cart);
      enqueue.assign(
        stored ? { ...h.mergeRestored(context, stored), restored: true } : { restored: true },
      );
      if (stored) {
        enqueue.raise({ type: 'lifecycle.adopt', state: stored.cartState });
        // Stored edits this tab now carries, or its own made while it read them, go to the others
        // at the revision the merge took: kept to itself, that revision would make this tab
        // ignore the others' messages at lower ones, their edits with them.
        if (stored.optimisticOperations.length || context.optimisticOperations.length > 0) {
          enqueue.raise(commit('cart'));
        }
      }
      // Edits that waited for the stored cart (the journal's) apply on top of it now.
      enqueue.raise({ type: 'edits.replay' });
    }),
    adoptRemoteMessage: enqueueActions(({ context, event, enqueue, check }) => {
      if (event.type !== 'remote.message') return;
      const adoption = adoptRemote(context, event.message);
      if (!adoption) return;
      if (adoption.resend) {
        const message = resendMessageOf(context, lifecycleOf(check));
        enqueue.sendTo('channel', { type: 'channel.post', message });
        return;
      }
      // Another tab exists: nothing of this tab's is local any more.
      enqueue.assign({ ...adoption.patch, localOperationIds: [] });
      // Replaced by the other tab's later edit of the same video: this tab knows they are done.
      if (adoption.superseded?.length) {
        enqueue.sendTo('journal', { type: 'journal.forget', ids: adoption.superseded });
      }
      if (adoption.lifecycle) enqueue.raise(adoption.lifecycle);
      // A cart another tab marked completed is cleared here too, after the same delay, and the
      // server's new cart read: that tab may be gone before its own clear reaches this one (the
      // success page a full page load), and edits made here meanwhile wait for the clear.
      const lifecycle = adoption.lifecycle;
      if (
        lifecycle?.type === 'lifecycle.adopt' &&
        lifecycle.state === 'completed' &&
        lifecycleOf(check) !== 'completed'
      ) {
        enqueue.raise({ type: 'cart.finalize' });
      }
      // Edits another tab made are its to push; if they are still pending here past the sync
      // window (that tab closed, or went quiet), this tab claims and pushes them (decision 080).
      enqueue.cancel('heldFlush');
      const held = adoption.patch.optimisticOperations ?? context.optimisticOperations;
      if (context.signedIn && held.length > 0) {
        enqueue.raise({ type: 'edits.held' }, { id: 'heldFlush', delay: 'heldFlush' });
      }
      if (adoption.merged) {
        // This tab's unseen edits were kept on top: a new state the others need, and a sync.
        enqueue.assign({ syncRequested: true });
        enqueue.raise(commit('cart', true));
        enqueue.raise({ type: 'edits.changed' });
      } else {
        enqueue.raise(commit('local', true));
      }
      if (event.message.kind === 'cart.cleared') enqueue.emit({ type: 'cart.cleared' });
    }),
    /**
     * A push starts. It tells the server the cart's state: `state` when the same transition
     * changes it (checkout, abandon), else the region's current state.
     */
    startPush: enqueueActions(
      (
        { enqueue, check },
        params: { purpose: PushPurpose; keepalive?: boolean; state?: CartState },
      ) => {
        enqueue.assign({
          pushPurpose: params.purpose,
          pushState: params.state ?? lifecycleOf(check),
          keepalive: params.keepalive ?? false,
          conflictRetries: 0,
        });
      },
    ),
    markInFlight: assign(({ context }) => ({
      // A login sync merges lines and applies no operation: a removal it carries (kept from this
      // user's refused session, decision 109) is still to be pushed after it.
      inFlightOperationIds: context.optimisticOperations
        .filter((op) => op.type !== 'REMOVE' || context.pushPurpose !== 'loginSync')
        .map((op) => op.id),
      localOperationIds: [],
      syncRequested: false,
    })),
    countConflict: assign({ conflictRetries: ({ context }) => context.conflictRetries + 1 }),
    /**
     * A server cart adopted. After a successful push (`settle`), every operation it carried is
     * settled: reflected by the answer, or refused by the server and dropped.
     */
    adoptCart: enqueueActions(
      ({ context, enqueue, check }, params: { response: CartResponse; settle?: boolean }) => {
        const operations = params.settle
          ? rejectOperations(h.linesOf(context), context.inFlightOperationIds).operations
          : context.optimisticOperations;
        const patch = h.adoptResponse(
          { ...context, optimisticOperations: [...operations] },
          params.response,
        );
        const pending = patch.optimisticOperations ?? [];
        const coupon = params.response.cart.appliedCoupon?._id ?? null;
        // A change restored from storage that the server has moved past is not this tab's to send,
        // but for a coupon change of its own (still pending), which goes over the server's state.
        const outdated = !params.settle && h.outdatesStoredChange(context, params.response);
        const unsent = context.syncRequested && !outdated;
        const older = h.isOlderAnswer(context, params.response);
        // The server's state is taken unless a local change (a state among them) is unsent, or
        // the answer is older than the cart held (that cart's state is the newer one).
        const taken = !unsent && !older;
        const next = taken ? params.response.cart.state : lifecycleOf(check);
        enqueue.assign({
          ...patch,
          inFlightOperationIds: [],
          // What the login sync dropped (and why) stays shown until the next push.
          error: context.pushPurpose === 'loginSync' ? context.error : null,
          syncRequested: unsent || pending.length > 0 || (outdated && context.couponPending),
          couponPending: context.couponPending && (context.appliedCoupon?._id ?? null) !== coupon,
          storedChange: null,
          // A push this answer's refetch retries carries the cart's state as it is now, not as
          // the push's start saw it: another tab or the server may have changed it meanwhile (a
          // sync of `checkout` retried onto the shopper's new cart, after a payment elsewhere,
          // would put that cart in checkout). A transition this tab's push makes (its checkout,
          // its abandonment) keeps its state.
          ...(h.makesTransition(context) ? {} : { pushState: next }),
        });
        if (taken) {
          enqueue.raise({ type: 'lifecycle.adopt', state: params.response.cart.state });
        }
        enqueue.raise(commit('cart'));
        enqueue.emit({
          type: 'cart.synced',
          cartId: params.response.cart._id,
          cartVersion: older ? context.cartVersion : params.response.cart.version,
        });
      },
    ),
    /**
     * A push that failed: the edits stay pending, never lost. A 400 with a validation result
     * updates the invalid products; transient failures (network, timeout, 5xx) ask for another
     * sync; other refusals wait for the next edit or flush instead of retrying in a loop.
     */
    failPush: enqueueActions(({ context, enqueue }, params: ErrorParams) => {
      const status = h.statusOf(params.error);
      const validation = h.validationResultOf(params.error);
      enqueue.assign({ inFlightOperationIds: [] });
      if (validation) {
        enqueue.assign({
          invalidProducts: validation.invalidProducts,
          validationErrors: validation.errors,
        });
      } else if (h.isTransient(params.error)) {
        enqueue.assign({ syncRequested: true });
      }
      if (context.pushPurpose === 'checkout') {
        enqueue.assign({ syncRequested: true });
        enqueue.raise({ type: 'lifecycle.revert' });
      }
      const code: ErrorCode =
        status === 409
          ? 'CART_SYNC_CONFLICT'
          : context.pushPurpose === 'couponRemove'
            ? 'COUPON_REMOVE_FAILED'
            : 'CART_UPDATE_FAILED';
      const error = validation ? h.validationFailure(validation) : h.storedError(code);
      enqueue.assign({ error });
      enqueue.raise(commit('cart'));
      enqueue.emit({ type: 'cart.error', error });
    }),
    /** The server has no cart (404): forget what came from it; unsent edits stay pending. */
    forgetServerCart: enqueueActions(({ context, enqueue }) => {
      enqueue.assign(h.forgetServerCart(context));
      enqueue.raise(commit('cart'));
    }),
    failFetch: enqueueActions(({ context, enqueue }, params: ErrorParams) => {
      if (h.statusOf(params.error) === 404) {
        enqueue.assign(h.forgetServerCart(context));
        enqueue.raise(commit('cart'));
      } else if (h.isTransient(params.error) && context.optimisticOperations.length > 0) {
        // Pending edits (a page's journal replayed, say) still go: the push retries the link.
        enqueue.assign({ syncRequested: true });
      }
      const error = h.storedError('CART_LOAD_FAILED');
      enqueue.assign({ error });
      enqueue.emit({ type: 'cart.error', error });
    }),
    setValidation: assign((_, params: { result: ValidationResult }) => ({
      invalidProducts: params.result.invalidProducts,
      validationErrors: params.result.errors,
    })),
  },
});
