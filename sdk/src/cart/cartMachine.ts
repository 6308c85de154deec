import { and, not, type SnapshotFrom } from 'xstate';
import * as h from './cartMachine.helpers';
import { cartSetup } from './cartMachine.setup';
import type { QueuedCommand } from './cartMachine.types';

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
  ValidateCouponInput,
  ValidateLiteInput,
} from './cartMachine.types';

/** Commands that wait while a request is in flight: queued, replayed in order, never dropped. */
const QUEUED_COMMANDS: ReadonlyArray<QueuedCommand['type']> = [
  'coupon.apply',
  'coupon.remove',
  'cart.checkout',
  'cart.complete',
  'cart.abandon',
  'cart.reset',
  'cart.refetch',
  'cart.sync',
  'auth.signedIn',
  'page.hidden',
  'ownedProducts.refresh',
];
const queueWhileBusy = Object.fromEntries(
  QUEUED_COMMANDS.map((type) => [type, { actions: 'queueCommand' as const }]),
);

const push = (purpose: 'sync' | 'checkout' | 'loginSync' | 'couponRemove', keepalive = false) => ({
  type: 'startPush' as const,
  params: { purpose, keepalive },
});

/**
 * The cart (spec §3, §4, §7, §9): optimistic edits, one request at a time, debounced sync,
 * login sync, coupons, checkout and completion. All I/O through the actors of `cartSetup`.
 *
 * sync timing: an edit opens a 30 s window (`syncDebounce`) and restarts a 10 s quiet timer
 * (`idleFlush`); whichever ends first pushes, so a burst of edits is one POST.
 */
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => h.initialContext(input),
  invoke: [
    { id: 'storage', src: 'cartStorage' },
    { id: 'channel', src: 'cartChannel' },
    { id: 'lifecycle', src: 'pageLifecycle' },
  ],
  on: {
    'item.add': [{ guard: 'canEdit', actions: 'recordEdit' }, { actions: 'rejectEdit' }],
    'item.remove': [{ guard: 'canEdit', actions: 'recordEdit' }, { actions: 'rejectEdit' }],
    'remote.message': { actions: 'adoptRemoteMessage' },
    'cart.commit': { actions: 'commitChange' },
    'storage.restored': { guard: not('isRestored'), actions: 'mergeRestoredCart' },
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
                  after: { syncDebounce: { target: '#cart.busy.push', actions: push('sync') } },
                },
              },
            },
            quiet: {
              initial: 'waiting',
              states: {
                waiting: {
                  after: { idleFlush: { target: '#cart.busy.push', actions: push('sync') } },
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
          { guard: 'isEmpty', actions: { type: 'reportError', params: { code: 'CART_EMPTY' } } },
          { guard: 'isActive', target: 'busy.push', actions: ['beginCheckout', push('checkout')] },
        ],
        'cart.complete': { guard: 'canComplete', target: 'busy.completing' },
        'cart.abandon': [
          {
            guard: and(['canAbandon', 'isSignedIn']),
            target: 'busy.push',
            actions: ['markAbandoned', push('sync')],
          },
          { guard: 'canAbandon', actions: 'markAbandoned' },
        ],
        'cart.reset': [
          { guard: 'hasServerCart', target: 'busy.resetting', actions: 'backupAndClear' },
          { actions: 'clearLocalCart' },
        ],
        'auth.signedIn': { target: 'busy.loginSync', actions: ['signIn', 'scheduleOwnedRefresh'] },
        'ownedProducts.refresh': { guard: 'shouldRefreshOwned', target: 'busy.refreshingOwned' },
      },
    },
    busy: {
      on: queueWhileBusy,
      initial: 'fetching',
      states: {
        push: {
          initial: 'pushing',
          states: {
            pushing: {
              entry: 'markInFlight',
              invoke: {
                src: 'pushCart',
                input: ({ context }) => ({
                  request: h.pushRequestOf(context),
                  keepalive: context.keepalive,
                }),
                onDone: [
                  {
                    guard: 'isCheckoutPush',
                    target: '#cart.busy.checkingOut',
                    actions: {
                      type: 'adoptCart',
                      params: ({ event }) => ({ response: event.output, settle: true }),
                    },
                  },
                  {
                    guard: 'isLoginSyncPush',
                    target: '#cart.busy.loginSync.fetching',
                    actions: {
                      type: 'adoptCart',
                      params: ({ event }) => ({ response: event.output, settle: true }),
                    },
                  },
                  {
                    target: '#cart.idle',
                    actions: {
                      type: 'adoptCart',
                      params: ({ event }) => ({ response: event.output, settle: true }),
                    },
                  },
                ],
                onError: [
                  {
                    guard: {
                      type: 'canRetryConflict',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'refetching',
                    actions: 'countConflict',
                  },
                  {
                    guard: 'isLoginSyncPush',
                    target: '#cart.busy.loginSync.fetching',
                    actions: { type: 'failPush', params: ({ event }) => ({ error: event.error }) },
                  },
                  {
                    target: '#cart.idle',
                    actions: { type: 'failPush', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            refetching: {
              invoke: {
                src: 'fetchCart',
                onDone: {
                  target: 'pushing',
                  actions: {
                    type: 'adoptCart',
                    params: ({ event }) => ({ response: event.output }),
                  },
                },
                onError: [
                  {
                    guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                    target: 'pushing',
                    actions: 'forgetServerCart',
                  },
                  {
                    target: '#cart.idle',
                    actions: { type: 'failPush', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
        fetching: {
          invoke: {
            src: 'fetchCart',
            onDone: {
              target: '#cart.idle',
              actions: { type: 'adoptCart', params: ({ event }) => ({ response: event.output }) },
            },
            onError: {
              target: '#cart.idle',
              actions: { type: 'failFetch', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loginSync: {
          initial: 'owned',
          states: {
            owned: {
              invoke: {
                src: 'fetchOwnedProducts',
                onDone: {
                  target: 'routing',
                  actions: {
                    type: 'adoptOwned',
                    params: ({ event }) => ({ response: event.output }),
                  },
                },
                onError: {
                  target: 'routing',
                  actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            routing: {
              always: [{ guard: 'hasItems', target: 'validating' }, { target: 'fetching' }],
            },
            validating: {
              invoke: {
                src: 'validateLite',
                input: ({ context }) => ({ productIds: context.products.map((line) => line._id) }),
                onDone: {
                  target: '#cart.busy.push',
                  actions: [
                    { type: 'setValidation', params: ({ event }) => ({ result: event.output }) },
                    push('loginSync'),
                  ],
                },
                onError: { target: '#cart.busy.push', actions: push('loginSync') },
              },
            },
            fetching: {
              invoke: {
                src: 'fetchCart',
                onDone: {
                  target: '#cart.idle',
                  actions: {
                    type: 'adoptCart',
                    params: ({ event }) => ({ response: event.output }),
                  },
                },
                onError: {
                  target: '#cart.idle',
                  actions: { type: 'failFetch', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        applyingCoupon: {
          invoke: {
            src: 'validateCoupon',
            input: ({ event }) => ({ code: event.type === 'coupon.apply' ? event.code : '' }),
            onDone: [
              {
                guard: {
                  type: 'isCouponValid',
                  params: ({ event }) => ({ response: event.output }),
                },
                target: 'couponApplied',
                actions: {
                  type: 'applyCoupon',
                  params: ({ event }) => ({ coupon: event.output.coupon ?? { _id: '', code: '' } }),
                },
              },
              {
                target: '#cart.idle',
                actions: { type: 'reportError', params: { code: 'COUPON_INVALID' } },
              },
            ],
            onError: {
              target: '#cart.idle',
              actions: { type: 'reportError', params: { code: 'COUPON_APPLY_FAILED' } },
            },
          },
        },
        couponApplied: {
          always: [
            { guard: 'isSignedIn', target: 'push', actions: push('sync') },
            { target: '#cart.idle' },
          ],
        },
        checkingOut: {
          invoke: {
            src: 'validateCheckout',
            input: ({ context }) => ({
              products: context.products,
              cartId: context.cartId,
              cartVersion: context.cartVersion,
              appliedCouponId: context.appliedCoupon?._id ?? null,
              signedIn: context.signedIn,
              ownedProducts: context.ownedProducts,
              ownedProductsLastUpdated: context.ownedProductsLastUpdated,
            }),
            onDone: [
              {
                guard: {
                  type: 'isValidationPassed',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: '#cart.idle',
                actions: 'passCheckout',
              },
              {
                target: '#cart.idle',
                actions: {
                  type: 'failCheckout',
                  params: ({ event }) => ({ result: event.output }),
                },
              },
            ],
            onError: {
              target: '#cart.idle',
              actions: { type: 'failCheckout', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        completing: {
          entry: 'ensureCompletionKey',
          invoke: {
            src: 'completeCart',
            input: ({ context }) => ({
              cartId: context.cartId ?? '',
              cartVersion: context.cartVersion ?? 0,
              idempotencyKey: context.completionKey ?? '',
            }),
            onDone: {
              target: 'completed',
              actions: {
                type: 'markCompleted',
                params: ({ event }) => ({ response: event.output }),
              },
            },
            onError: {
              target: '#cart.idle',
              actions: { type: 'failCompletion', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        completed: { after: { completedClear: 'finalizing' } },
        finalizing: {
          entry: 'clearLocalCart',
          invoke: {
            src: 'fetchCart',
            onDone: {
              target: '#cart.idle',
              actions: { type: 'adoptCart', params: ({ event }) => ({ response: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                target: '#cart.idle',
              },
              {
                target: '#cart.idle',
                actions: { type: 'reportError', params: { code: 'CART_FINALIZE_FAILED' } },
              },
            ],
          },
        },
        resetting: {
          invoke: {
            src: 'abandonCart',
            input: ({ context }) => ({ cartId: context.resetBackup?.cartId ?? '' }),
            onDone: { target: '#cart.idle', actions: 'confirmAbandoned' },
            onError: { target: '#cart.idle', actions: 'restoreBackup' },
          },
        },
        refreshingOwned: {
          invoke: {
            src: 'fetchOwnedProducts',
            onDone: {
              target: '#cart.idle',
              actions: [
                { type: 'adoptOwned', params: ({ event }) => ({ response: event.output }) },
                'scheduleOwnedRefresh',
              ],
            },
            onError: {
              target: '#cart.idle',
              actions: [
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                'scheduleOwnedRefresh',
              ],
            },
          },
        },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
