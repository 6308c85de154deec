import type { CompleteCartResponse, OptimisticOperation } from '@reelcart/contract/store/cart';
import type { Coupon } from '@reelcart/contract/store/coupons';
import { assign, enqueueActions, raise } from 'xstate';
import * as h from './cartMachine.context';
import { cartSetup, commit, type ErrorParams, lifecycleOf } from './cartMachine.setup';
import type { OwnedProductsResponse, ValidationResult } from './cartMachine.types';
import { deferredLines, replayOperations } from './deferredEdits';
import { rebase, recordAdd, recordRemove, rejectOperations, subtotal } from './operations';

/**
 * The cart machine's vocabulary, part 2: actions of owned products, the session, coupons,
 * checkout, abandonment, reset and completion.
 */
export const cartMachineSetup = cartSetup.extend({
  guards: {
    /** A refusal (400) that names lines of this cart: the login sync drops them and goes on. */
    refusesOwnLines: ({ context }, params: ErrorParams) =>
      context.pushPurpose === 'loginSync' &&
      h.refusedLines(context, h.validationResultOf(params.error)).length > 0,
  },
  actions: {
    /**
     * The login sync drops the guest lines the shopper cannot buy (owned, rented, gone: issue
     * 32, decision 089) so that the others reach the server, and says which and why in `error`.
     */
    dropRefusedLines: enqueueActions(
      ({ context, enqueue }, params: { result: ValidationResult | undefined }) => {
        const refused = h.refusedLines(context, params.result);
        if (refused.length === 0) return;
        const lines = rejectOperations(
          h.linesOf(context),
          refused.map(([id]) => id),
        );
        const error = h.storedError(
          'CART_VALIDATION_FAILED',
          `Removed from your cart: ${refused.map(([, line, reason]) => `${line.video.title} (${reason})`).join(', ')}`,
        );
        enqueue.assign({ ...h.withLines(lines), error });
        enqueue.raise(commit('cart'));
        enqueue.emit({ type: 'cart.error', error });
      },
    ),
    adoptOwned: enqueueActions(({ enqueue }, params: { response: OwnedProductsResponse }) => {
      enqueue.assign({
        ownedProducts: params.response.ownedProducts,
        ownedProductsLastUpdated: h.now(),
      });
      enqueue.raise(commit('owned'));
      enqueue.emit({ type: 'ownedProducts.updated' });
    }),
    scheduleOwnedRefresh: enqueueActions(({ enqueue }) => {
      enqueue.cancel('ownedRefresh');
      enqueue.raise(
        { type: 'ownedProducts.refresh', force: true },
        { delay: 'ownedProductsRefresh', id: 'ownedRefresh' },
      );
    }),
    /** A persisted cart given as input: the `lifecycle` region takes its stored state. */
    restoreLifecycle: enqueueActions(({ event, enqueue }) => {
      const state = h.initialLifecycleOf(event);
      if (state !== 'active') enqueue.raise({ type: 'lifecycle.adopt', state });
    }),
    /**
     * The login sync merges the guest's lines into the user's cart (a union): a guest's pending
     * removal was of a guest line and must not take the user's line of that video away
     * (decision 080), unless it was kept from this user's refused session (decision 109): then it
     * stays, and is pushed after the sync. The guest's other edits are its lines, which the sync
     * carries.
     */
    signIn: enqueueActions(({ context, event, enqueue }) => {
      const keepRemovals = event.type === 'auth.signedIn' && event.keepRemovals === true;
      const kept = (ops: readonly OptimisticOperation[]) =>
        ops.filter((op) => op.type !== 'REMOVE' || keepRemovals);
      const dropped =
        kept(context.optimisticOperations).length < context.optimisticOperations.length ||
        kept(context.deferredOperations).length < context.deferredOperations.length;
      enqueue.assign({
        signedIn: true,
        // This session's cart is not heard until its login sync is answered (decision 125).
        heardServerCart: false,
        optimisticOperations: kept(context.optimisticOperations),
        deferredOperations: kept(context.deferredOperations),
      });
      // The journal forgets them too (else the next page would replay them on the user's cart).
      if (dropped) enqueue.raise(commit('local'));
    }),
    /**
     * An edit of a `completed` cart (the order is paid, the lines are about to be cleared) waits
     * in `deferredOperations`, shown as the cart's only lines, and applies once it is cleared.
     */
    deferEdit: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'item.add' && event.type !== 'item.remove') return;
      // For the next cart: not on the version of the one being cleared (decision 126).
      const { cartVersion: _, ...meta } = h.editMeta(context);
      const lines = deferredLines(context.deferredOperations);
      const { lines: next, undo } =
        event.type === 'item.add'
          ? recordAdd(lines, event.product, meta)
          : recordRemove(lines, event.productId, meta);
      if (undo === null) return;
      enqueue.assign({ deferredOperations: [...next.operations], lastEditAt: meta.timestamp });
      enqueue.raise(commit('local'));
    }),
    replayDeferredEdits: raise({ type: 'edits.replay' }),
    /** Edits a page left in the journal: they wait with the deferred ones, then apply. */
    takeJournal: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'journal.read') return;
      enqueue.assign({ journalComplete: event.complete });
      if (event.operations.length === 0) return;
      const waiting = new Set(context.deferredOperations.map((op) => op.id));
      const read = event.operations.filter((op) => !waiting.has(op.id));
      enqueue.assign({ deferredOperations: [...context.deferredOperations, ...read] });
      enqueue.raise({ type: 'edits.replay' });
    }),
    /** The deferred edits applied on top of the cart (in the order they were made). */
    applyDeferred: enqueueActions(({ context, enqueue }) => {
      const replay = replayOperations(h.linesOf(context), context.deferredOperations);
      enqueue.assign({ deferredOperations: [] });
      if (replay.replayed === 0) {
        enqueue.raise(commit('local'));
        return;
      }
      const before = new Set(context.optimisticOperations.map((op) => op.id));
      // The commit below carries the replayed edits to the other tabs at the next revision.
      const added = Object.fromEntries(
        replay.lines.operations
          .filter((op) => !before.has(op.id))
          .map((op) => [op.id, context.revision + 1]),
      );
      enqueue.assign({
        ...h.withLines(replay.lines),
        ...h.revalidateLocally(context, replay.lines.products),
        operationRevisions: h.keepRevisions(
          replay.lines.operations,
          context.operationRevisions,
          added,
        ),
        syncRequested: true,
      });
      enqueue.raise({ type: 'lifecycle.reactivate' });
      enqueue.raise(commit('cart'));
      enqueue.raise({ type: 'edits.changed' });
      // They waited already (a page closed before they reached the server): no debounce.
      if (context.signedIn) enqueue.raise({ type: 'cart.sync' });
    }),
    /** The tab left billing without paying: the cart is active again, and the server told now. */
    reopenCart: enqueueActions(({ enqueue }) => {
      enqueue.assign({ syncRequested: true });
      enqueue.raise({ type: 'lifecycle.reactivate' });
      enqueue.raise(commit('cart'));
      enqueue.raise({ type: 'cart.sync' });
    }),
    signOut: enqueueActions(({ context, event, enqueue }) => {
      enqueue.cancel('ownedRefresh');
      // A session whose refresh was refused cannot send its edits: they stay, as the guest's.
      // Kept for a later session's cart: not on this one's versions (decision 126).
      const kept =
        event.type === 'auth.signedOut' && event.keepEdits
          ? [...context.optimisticOperations, ...context.deferredOperations]
              .sort((a, b) => a.timestamp - b.timestamp)
              .map(h.withoutVersion)
          : [];
      const products = rebase([], kept);
      enqueue.assign({
        ...h.clearedCart(context),
        optimisticOperations: kept,
        products,
        subTotal: subtotal(products),
        deferredOperations: [],
        signedIn: false,
        heardServerCart: false,
        // A stored cart read after this belongs to the session that ended: never merge it.
        restored: true,
        ownedProducts: [],
        ownedProductsLastUpdated: null,
        queue: [],
        error: null,
        revision: context.revision + 1,
        revisionOrigin: null,
      });
      enqueue.raise({ type: 'lifecycle.clear' });
      enqueue.raise(commit('local'));
      // The session's unsent edits were sent with its token as it ended (decision 080); the
      // journal goes with its cart, whichever tab wrote them.
      if (kept.length === 0) enqueue.sendTo('journal', { type: 'journal.clear' });
      enqueue.emit({ type: 'cart.cleared' });
    }),
    applyCoupon: enqueueActions(({ context, enqueue }, params: { coupon: Coupon }) => {
      enqueue.assign({
        appliedCoupon: params.coupon,
        couponPending: true,
        syncRequested: context.signedIn,
        error: null,
      });
      enqueue.raise(commit('coupon'));
      enqueue.emit({ type: 'coupon.applied', coupon: params.coupon });
    }),
    removeCoupon: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ appliedCoupon: null, couponPending: true, syncRequested: context.signedIn });
      enqueue.raise(commit('coupon'));
      enqueue.emit({ type: 'coupon.removed' });
    }),
    /** The coupon suits the gateway: an earlier refusal (for another gateway) no longer applies. */
    confirmGateway: enqueueActions(({ enqueue }, params: { coupon: Coupon }) => {
      enqueue.assign({ error: null });
      enqueue.emit({ type: 'coupon.gatewayVerified', coupon: params.coupon });
    }),
    beginCheckout: enqueueActions(({ enqueue }) => {
      enqueue.assign({ syncRequested: true, error: null });
      enqueue.raise({ type: 'lifecycle.checkout' });
    }),
    passCheckout: enqueueActions(({ enqueue }) => {
      enqueue.assign({ invalidProducts: [], validationErrors: [] });
      enqueue.emit({ type: 'cart.checkedOut' });
    }),
    failCheckout: enqueueActions(
      ({ enqueue }, params: { result?: ValidationResult; error?: unknown }) => {
        const validation = params.result ?? h.validationResultOf(params.error);
        enqueue.assign({ syncRequested: true });
        enqueue.raise({ type: 'lifecycle.revert' });
        if (validation) {
          enqueue.assign({
            invalidProducts: validation.invalidProducts,
            validationErrors: validation.errors,
          });
        }
        enqueue.raise(commit('cart'));
        const error = params.result
          ? h.validationFailure(params.result)
          : h.errorOf(params.error, 'CART_VALIDATION_FAILED');
        enqueue.assign({ error });
        enqueue.emit({ type: 'cart.error', error });
      },
    ),
    markAbandoned: enqueueActions(({ enqueue }) => {
      enqueue.assign({ syncRequested: true });
      enqueue.raise({ type: 'lifecycle.abandon' });
      enqueue.raise(commit('cart'));
    }),
    clearLocalCart: enqueueActions(({ context, enqueue }) => {
      enqueue.assign(h.clearedCart(context));
      enqueue.raise({ type: 'lifecycle.clear' });
      enqueue.raise(commit('cleared'));
      enqueue.emit({ type: 'cart.cleared' });
    }),
    backupAndClear: enqueueActions(({ context, enqueue, check }) => {
      const backup = h.persistedOf(context, lifecycleOf(check));
      enqueue.assign({ ...h.clearedCart(context), resetBackup: backup });
      enqueue.raise({ type: 'lifecycle.clear' });
      enqueue.raise(commit('cleared'));
      enqueue.emit({ type: 'cart.cleared' });
    }),
    confirmAbandoned: assign({ resetBackup: null }),
    restoreBackup: enqueueActions(({ context, enqueue }) => {
      const backup = context.resetBackup;
      if (backup) {
        const { storageVersion: _v, revision: _r, cartState, ...fields } = backup;
        enqueue.assign({ ...fields, resetBackup: null });
        // On failure the old local state is restored (spec §4), the cart's state with it.
        enqueue.raise({ type: 'lifecycle.adopt', state: cartState });
      }
      enqueue.raise(commit('cart'));
      const error = h.storedError('CART_CLEAR_FAILED');
      enqueue.assign({ error });
      enqueue.emit({ type: 'cart.error', error });
    }),
    ensureCompletionKey: assign({
      completionKey: ({ context }) => context.completionKey ?? h.newId(),
    }),
    markCompletedLocally: enqueueActions(({ enqueue }) => {
      enqueue.assign({ completionKey: null });
      enqueue.raise({ type: 'lifecycle.complete' });
      enqueue.raise(commit('cart'));
      enqueue.raise({ type: 'cart.finalize' });
    }),
    /**
     * The 1 s clear of a completed cart. Not of one that left `completed` meanwhile (the server's
     * new cart adopted, another tab's clear): its pending edits are the shopper's since.
     */
    clearCompletedCart: enqueueActions(({ context, enqueue, check }) => {
      if (lifecycleOf(check) !== 'completed') return;
      enqueue.assign(h.clearedCart(context));
      enqueue.raise({ type: 'lifecycle.clear' });
      enqueue.raise(commit('cleared'));
      enqueue.emit({ type: 'cart.cleared' });
    }),
    markCompleted: enqueueActions(({ enqueue }, params: { response: CompleteCartResponse }) => {
      enqueue.assign({
        lastOrderId: params.response.orderId,
        completionKey: null,
        error: null,
      });
      enqueue.raise({ type: 'lifecycle.complete' });
      enqueue.raise(commit('cart'));
      enqueue.emit({ type: 'cart.completed', orderId: params.response.orderId });
    }),
    failCompletion: enqueueActions(({ enqueue }, params: ErrorParams) => {
      const error = h.errorOf(params.error, 'CART_UPDATE_FAILED');
      enqueue.assign({ error });
      enqueue.emit({ type: 'cart.error', error });
    }),
    logFailure: (_, params: ErrorParams) => {
      console.warn('[reelcart] cart background request failed', params.error);
    },
  },
});
