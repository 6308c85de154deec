import { and, not, type SnapshotFrom } from 'xstate';
import { withAnyChildren } from './cartMachine.children';
import * as h from './cartMachine.context';
import { cartMachineSetup } from './cartMachine.flowActions';
import {
  applyingCouponState,
  checkingOutState,
  completingState,
  couponAppliedState,
  finalizingState,
  resettingState,
  verifyingCouponState,
} from './cartMachine.flowStates';
import { lifecycleRegion } from './cartMachine.lifecycleRegion';
import {
  fetchingState,
  loginSyncState,
  push,
  pushState,
  refreshingOwnedState,
} from './cartMachine.syncStates';

export { cartStateOf } from './cartMachine.lifecycleRegion';
export type {
  AbandonCartInput,
  CartCommand,
  CartContext,
  CartEmitted,
  CartEvent,
  CartInput,
  CheckoutValidationInput,
  PushCartInput,
  PushPurpose,
  StoredError,
  ValidateCouponGatewayInput,
  ValidateCouponInput,
  ValidateLiteInput,
} from './cartMachine.types';

const queueWhileBusy = Object.fromEntries(
  [...h.QUEUED_COMMANDS].map((type) => [type, { actions: 'queueCommand' as const }]),
);

/**
 * The cart (spec §3, §4, §7, §9): optimistic edits, one request at a time, debounced sync,
 * login sync, coupons, checkout and completion. All I/O through the actors of `cartSetup`.
 *
 * Two parallel regions: `lifecycle` (the cart's state of spec §4: active, checkout, completed,
 * abandoned; see cartMachine.lifecycleRegion.ts) and `sync` (restoring, idle, busy: the requests).
 *
 * sync timing: an edit opens a 30 s window (`syncDebounce`) and restarts a 10 s quiet timer
 * (`idleFlush`); whichever ends first pushes, so a burst of edits is one POST.
 */
const inferredCartMachine = cartMachineSetup.createMachine({
  id: 'cart',
  context: ({ input }) => h.initialContext(input),
  type: 'parallel',
  // A persisted cart given as input starts in its stored state.
  entry: 'restoreLifecycle',
  invoke: [
    { id: 'storage', src: 'cartStorage' },
    { id: 'journal', src: 'cartJournal' },
    { id: 'channel', src: 'cartChannel', input: ({ context }) => ({ tabId: context.tabId }) },
    { id: 'lifecycle', src: 'pageLifecycle' },
  ],
  on: {
    // No edit is ever dropped: a `completed` cart (cleared within 1 s) defers it (decision 065).
    'item.add': [{ guard: 'canEdit', actions: 'recordEdit' }, { actions: 'deferEdit' }],
    'item.remove': [{ guard: 'canEdit', actions: 'recordEdit' }, { actions: 'deferEdit' }],
    'edits.replay': {
      guard: and(['isRestored', 'canEdit', 'hasDeferred']),
      actions: 'applyDeferred',
    },
    'cart.reopen': { guard: 'isInCheckout', actions: 'reopenCart' },
    // Not queued behind a request: the cart shows empty from the moment the order is paid.
    'cart.markCompleted': {
      guard: and(['isSignedIn', not('isCompleted')]),
      actions: 'markCompletedLocally',
    },
    'remote.message': { actions: 'adoptRemoteMessage' },
    'edits.held': { guard: 'hasChangesToPush', actions: 'claimHeld' },
    'edits.lost': { actions: 'watchHeld' },
    'cart.commit': { actions: 'commitChange' },
    'storage.restored': { guard: not('isRestored'), actions: 'mergeRestoredCart' },
    'journal.read': { actions: 'takeJournal' },
  },
  states: {
    lifecycle: lifecycleRegion,
    sync: {
      on: {
        'auth.signedOut': { target: '.idle', actions: 'signOut' },
      },
      initial: 'restoring',
      states: {
        restoring: {
          always: { guard: 'isRestored', target: 'booting' },
          on: queueWhileBusy,
        },
        booting: {
          always: [
            { guard: 'isSignedIn', target: 'busy.fetching', actions: 'scheduleOwnedRefresh' },
            { target: 'idle' },
          ],
        },
        idle: {
          entry: 'drainQueue',
          initial: 'clean',
          states: {
            clean: {
              always: { guard: 'needsSync', target: 'dirty' },
              on: { 'edits.changed': { guard: 'isSignedIn', target: 'dirty' } },
            },
            dirty: {
              type: 'parallel',
              states: {
                window: {
                  initial: 'open',
                  states: {
                    open: {
                      after: {
                        syncDebounce: { target: '#cart.sync.busy.push', actions: push('sync') },
                      },
                    },
                  },
                },
                quiet: {
                  initial: 'waiting',
                  states: {
                    waiting: {
                      after: {
                        idleFlush: { target: '#cart.sync.busy.push', actions: push('sync') },
                      },
                      on: { 'edits.changed': { target: 'waiting', reenter: true } },
                    },
                  },
                },
              },
            },
          },
          on: {
            'page.hidden': {
              guard: 'hasChangesToPush',
              target: 'busy.push',
              actions: push('sync', true),
            },
            'cart.sync': { guard: 'hasChangesToPush', target: 'busy.push', actions: push('sync') },
            'cart.refetch': { guard: 'canRefetch', target: 'busy.fetching' },
            'coupon.apply': { target: 'busy.applyingCoupon' },
            'coupon.verifyGateway': [
              {
                guard: {
                  type: 'suitsGateway',
                  params: ({ event }) => ({ billerId: event.billerId }),
                },
                target: 'busy.verifyingCoupon',
              },
              {
                guard: 'hasCoupon',
                actions: { type: 'reportError', params: { code: 'COUPON_INVALID' } },
              },
            ],
            'coupon.remove': [
              {
                guard: and(['hasCoupon', 'isSignedIn']),
                target: 'busy.push',
                actions: ['removeCoupon', push('couponRemove')],
              },
              { guard: 'hasCoupon', actions: 'removeCoupon' },
            ],
            'cart.checkout': [
              {
                guard: 'isGuest',
                actions: { type: 'reportError', params: { code: 'USER_NOT_AUTHENTICATED' } },
              },
              {
                guard: 'isEmpty',
                actions: { type: 'reportError', params: { code: 'CART_EMPTY' } },
              },
              {
                guard: 'isActive',
                target: 'busy.push',
                actions: ['beginCheckout', push('checkout', false, 'checkout')],
              },
            ],
            'cart.complete': { guard: 'canComplete', target: 'busy.completing' },
            // A cart marked completed is cleared after `completedClear`, if it still is by then.
            'cart.finalize': { guard: 'isCompleted', target: 'busy.completed' },
            'cart.abandon': [
              {
                guard: and(['canAbandon', 'isSignedIn']),
                target: 'busy.push',
                actions: ['markAbandoned', push('sync', false, 'abandoned')],
              },
              { guard: 'canAbandon', actions: 'markAbandoned' },
            ],
            'cart.reset': [
              { guard: 'hasServerCart', target: 'busy.resetting', actions: 'backupAndClear' },
              { actions: 'clearLocalCart' },
            ],
            'auth.signedIn': {
              target: 'busy.loginSync',
              actions: ['signIn', 'scheduleOwnedRefresh'],
            },
            'ownedProducts.refresh': {
              guard: 'shouldRefreshOwned',
              target: 'busy.refreshingOwned',
            },
          },
        },
        busy: {
          on: queueWhileBusy,
          initial: 'fetching',
          states: {
            push: pushState,
            fetching: fetchingState,
            loginSync: loginSyncState,
            applyingCoupon: applyingCouponState,
            couponApplied: couponAppliedState,
            verifyingCoupon: verifyingCouponState,
            checkingOut: checkingOutState,
            completing: completingState,
            completed: { after: { completedClear: 'finalizing' } },
            finalizing: finalizingState,
            resetting: resettingState,
            refreshingOwned: refreshingOwnedState,
          },
        },
      },
    },
  },
});

/** The cart machine, its children typed by any id (cartMachine.children.ts, decision 095). */
export const cartMachine = withAnyChildren(inferredCartMachine);

export type CartMachine = typeof cartMachine;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
