import { cartMachineSetup } from './cartMachine.flowActions';
import { push } from './cartMachine.syncStates';

/** Coupon, checkout, completion and reset states of the cart machine (children of `busy`). */

/** A coupon the server refused, with its reason ('Invalid coupon' or a specific one: decision 045). */
const refused = {
  target: '#cart.sync.idle',
  actions: {
    type: 'reportError',
    params: ({ event }: { event: { output: { message?: string | null | undefined } } }) => ({
      code: 'COUPON_INVALID' as const,
      message: event.output.message,
    }),
  },
} as const;

export const applyingCouponState = cartMachineSetup.createStateConfig({
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
      refused,
    ],
    onError: {
      target: '#cart.sync.idle',
      actions: { type: 'reportError', params: { code: 'COUPON_APPLY_FAILED' } },
    },
  },
});

export const couponAppliedState = cartMachineSetup.createStateConfig({
  always: [
    { guard: 'isSignedIn', target: 'push', actions: push('sync') },
    { target: '#cart.sync.idle' },
  ],
});

export const checkingOutState = cartMachineSetup.createStateConfig({
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
        target: '#cart.sync.idle',
        actions: 'passCheckout',
      },
      {
        target: '#cart.sync.idle',
        actions: {
          type: 'failCheckout',
          params: ({ event }) => ({ result: event.output }),
        },
      },
    ],
    onError: [
      {
        // Another tab's push moved the cart on between this checkout's push and its validation
        // (a 409): the checkout starts again from the server's cart, as a push's conflict does.
        guard: { type: 'canRetryConflict', params: ({ event }) => ({ error: event.error }) },
        target: '#cart.sync.busy.push.refetching',
        actions: 'countConflict',
      },
      {
        target: '#cart.sync.idle',
        actions: { type: 'failCheckout', params: ({ event }) => ({ error: event.error }) },
      },
    ],
  },
});

export const completingState = cartMachineSetup.createStateConfig({
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
      target: '#cart.sync.idle',
      actions: { type: 'failCompletion', params: ({ event }) => ({ error: event.error }) },
    },
  },
});

export const finalizingState = cartMachineSetup.createStateConfig({
  entry: 'clearCompletedCart',
  invoke: {
    src: 'fetchCart',
    onDone: {
      target: '#cart.sync.idle',
      actions: { type: 'adoptCart', params: ({ event }) => ({ response: event.output }) },
    },
    onError: [
      {
        guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
        target: '#cart.sync.idle',
      },
      {
        target: '#cart.sync.idle',
        actions: { type: 'reportError', params: { code: 'CART_FINALIZE_FAILED' } },
      },
    ],
  },
});

export const resettingState = cartMachineSetup.createStateConfig({
  invoke: {
    src: 'abandonCart',
    input: ({ context }) => ({ cartId: context.resetBackup?.cartId ?? '' }),
    onDone: { target: '#cart.sync.idle', actions: 'confirmAbandoned' },
    onError: { target: '#cart.sync.idle', actions: 'restoreBackup' },
  },
});

export const verifyingCouponState = cartMachineSetup.createStateConfig({
  invoke: {
    src: 'validateCouponGateway',
    input: ({ context, event }) => ({
      code: context.appliedCoupon?.code ?? '',
      billerId: event.type === 'coupon.verifyGateway' ? event.billerId : '',
    }),
    onDone: [
      {
        guard: { type: 'isCouponValid', params: ({ event }) => ({ response: event.output }) },
        target: '#cart.sync.idle',
        actions: {
          type: 'confirmGateway',
          params: ({ context, event }) => ({
            coupon: event.output.coupon ?? context.appliedCoupon ?? { _id: '', code: '' },
          }),
        },
      },
      refused,
    ],
    onError: {
      target: '#cart.sync.idle',
      actions: { type: 'reportError', params: { code: 'COUPON_APPLY_FAILED' } },
    },
  },
});
