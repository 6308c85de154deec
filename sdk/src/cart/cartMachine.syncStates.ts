import type { CartState } from '@reelcart/contract/store/cart';
import * as h from './cartMachine.context';
import { cartMachineSetup } from './cartMachine.flowActions';
import type { PushPurpose } from './cartMachine.types';

/**
 * The sync states of the cart machine (children of `busy`): push (with the 409 refetch and
 * retry), fetch, login sync and the owned-products refresh. One request in flight at a time;
 * commands that arrive meanwhile are queued by `busy` and replayed from `idle`.
 */

/** Starts a push; `state` is the cart's state it carries when the same transition changes it. */
export const push = (purpose: PushPurpose, keepalive = false, state?: CartState) => ({
  type: 'startPush' as const,
  params: state ? { purpose, keepalive, state } : { purpose, keepalive },
});

export const pushState = cartMachineSetup.createStateConfig({
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
            target: '#cart.sync.busy.checkingOut',
            actions: {
              type: 'adoptCart',
              params: ({ event }) => ({ response: event.output, settle: true }),
            },
          },
          {
            guard: 'isLoginSyncPush',
            target: '#cart.sync.busy.loginSync.fetching',
            actions: {
              type: 'adoptCart',
              params: ({ event }) => ({ response: event.output, settle: true }),
            },
          },
          {
            target: '#cart.sync.idle',
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
            // The login sync's lines that the shopper cannot buy are dropped, the rest pushed
            // again (each retry has fewer lines, so this ends): issue 32, decision 089.
            guard: {
              type: 'refusesOwnLines',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'pushing',
            reenter: true,
            actions: {
              type: 'dropRefusedLines',
              params: ({ event }) => ({ result: h.validationResultOf(event.error) }),
            },
          },
          {
            guard: 'isLoginSyncPush',
            target: '#cart.sync.busy.loginSync.fetching',
            actions: { type: 'failPush', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: '#cart.sync.idle',
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
            target: '#cart.sync.idle',
            actions: { type: 'failPush', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
});

export const fetchingState = cartMachineSetup.createStateConfig({
  invoke: {
    src: 'fetchCart',
    onDone: {
      target: '#cart.sync.idle',
      actions: { type: 'adoptCart', params: ({ event }) => ({ response: event.output }) },
    },
    onError: {
      target: '#cart.sync.idle',
      actions: { type: 'failFetch', params: ({ event }) => ({ error: event.error }) },
    },
  },
});

export const loginSyncState = cartMachineSetup.createStateConfig({
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
          target: '#cart.sync.busy.push',
          actions: [
            { type: 'setValidation', params: ({ event }) => ({ result: event.output }) },
            { type: 'dropRefusedLines', params: ({ event }) => ({ result: event.output }) },
            push('loginSync'),
          ],
        },
        onError: { target: '#cart.sync.busy.push', actions: push('loginSync') },
      },
    },
    fetching: {
      invoke: {
        src: 'fetchCart',
        onDone: {
          target: '#cart.sync.idle',
          actions: {
            type: 'adoptCart',
            params: ({ event }) => ({ response: event.output }),
          },
        },
        onError: {
          target: '#cart.sync.idle',
          actions: { type: 'failFetch', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export const refreshingOwnedState = cartMachineSetup.createStateConfig({
  invoke: {
    src: 'fetchOwnedProducts',
    onDone: {
      target: '#cart.sync.idle',
      actions: [
        { type: 'adoptOwned', params: ({ event }) => ({ response: event.output }) },
        'scheduleOwnedRefresh',
      ],
    },
    onError: {
      target: '#cart.sync.idle',
      actions: [
        { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        'scheduleOwnedRefresh',
      ],
    },
  },
});
