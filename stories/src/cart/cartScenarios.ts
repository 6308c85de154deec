import { makeOwnedProduct, makeProduct, makeRental } from '@reelcart/sdk/testing';
import { type CartRig, type CartRigOptions, SHOPPER } from './cartRig';

/** A catalogue product by video number: `product(1)` is `v1-own-HD`. */
export const product = (
  video: number,
  resolution: 'SD' | 'HD' | 'FHD' | '4K' = 'HD',
  orderType: 'own' | 'rental' = 'own',
) => makeProduct({ video: { _id: `v${video}` }, resolution, orderType });

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CartScenario {
  /** How the rig starts: signed in or a guest, and what the server cart holds. */
  rig: CartRigOptions;
  /** Events and fake-server faults that take the machine to the story's state. */
  drive(rig: CartRig): Promise<unknown>;
}

export const SIGNED_IN: CartRigOptions = { signedIn: true, serverCart: ['v1-own-HD'] };

/** Checks the rig's cart out and completes it: the machine then waits in `busy.completed`. */
export async function reachCompleted(rig: CartRig) {
  await rig.settled();
  rig.actor.send({ type: 'cart.checkout' });
  await rig.until((s) => s.matches({ lifecycle: 'checkout', sync: 'idle' }));
  rig.actor.send({ type: 'cart.complete' });
  return rig.until((s) => s.matches({ sync: { busy: 'completed' } }));
}

/**
 * A signed-in shopper adds a product the server says they cannot buy (owned on another device,
 * say): the sync is refused with the server's validation result and the line shows why.
 */
function refusedForOwnership(owned: Parameters<CartRig['server']['setOwnedProducts']>[1]) {
  return async (rig: CartRig) => {
    await rig.settled();
    rig.server.setOwnedProducts(SHOPPER, owned);
    rig.actor.send({ type: 'item.add', product: product(1, 'HD', owned[0]?.orderType) });
    rig.actor.send({ type: 'cart.sync' });
    return rig.until((s) => s.matches({ sync: 'idle' }) && s.context.invalidProducts.length > 0);
  };
}

const EMPTY_SERVER_CART: CartRigOptions = { signedIn: true, serverCart: [] };

export const cartScenarios = {
  emptyGuestCart: { rig: {}, drive: async (rig) => rig.settled() },
  pendingOptimisticOperations: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.actor.send({ type: 'item.add', product: product(2, 'FHD') });
      rig.actor.send({ type: 'item.remove', productId: 'v1-own-HD' });
    },
  },
  syncing: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.server.inject('POST /api/cart', 'hang');
      rig.actor.send({ type: 'item.add', product: product(2) });
      rig.actor.send({ type: 'cart.sync' });
    },
  },
  conflictRetrying: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      // The next push gets 409 (a push of edits only is merged by the server, decision 066: the
      // conflict is one the server cannot merge, a coupon changed elsewhere, say).
      rig.server.inject('POST /api/cart', 409);
      rig.server.inject('GET /api/cart', 'hang'); // hold the refetch that follows the 409
      rig.actor.send({ type: 'item.add', product: product(2) });
      rig.actor.send({ type: 'cart.sync' });
      return rig.until((s) => s.matches({ sync: { busy: { push: 'refetching' } } }));
    },
  },
  conflictExhausted: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.server.inject('POST /api/cart', 409, 409, 409);
      rig.actor.send({ type: 'item.add', product: product(2) });
      rig.actor.send({ type: 'cart.sync' });
      return rig.until((s) => s.matches({ sync: 'idle' }) && s.context.error !== null);
    },
  },
  invalidAlreadyOwned: {
    rig: EMPTY_SERVER_CART,
    drive: refusedForOwnership([makeOwnedProduct({ videoId: 'v1', resolution: 'HD' })]),
  },
  invalidOwnedInHigherResolution: {
    rig: EMPTY_SERVER_CART,
    drive: refusedForOwnership([makeOwnedProduct({ videoId: 'v1', resolution: '4K' })]),
  },
  invalidActiveRental: {
    rig: EMPTY_SERVER_CART,
    drive: refusedForOwnership([makeRental('v1', Date.now() + 2 * DAY_MS)]),
  },
  couponApplied: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
      return rig.until((s) => s.matches({ sync: 'idle' }) && s.context.appliedCoupon !== null);
    },
  },
  couponInvalid: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.actor.send({ type: 'coupon.apply', code: 'NOPE' });
      return rig.until((s) => s.matches({ sync: 'idle' }) && s.context.error !== null);
    },
  },
  couponUnsuitableForGateway: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.actor.send({ type: 'coupon.apply', code: 'CCBILL5' }); // ccbill only
      await rig.until((s) => s.matches({ sync: 'idle' }) && s.context.appliedCoupon !== null);
      rig.actor.send({ type: 'coupon.verifyGateway', billerId: 'segpay' });
      return rig.until((s) => s.matches({ sync: 'idle' }) && s.context.error !== null);
    },
  },
  checkout: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.actor.send({ type: 'cart.checkout' });
      return rig.until((s) => s.matches({ lifecycle: 'checkout', sync: 'idle' }));
    },
  },
  checkoutValidationFailed: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      // Bought on another device since the cart was loaded: checkout's validation catches it.
      rig.server.setOwnedProducts(SHOPPER, [makeOwnedProduct({ videoId: 'v1', resolution: 'HD' })]);
      rig.actor.send({ type: 'cart.checkout' });
      return rig.until((s) => s.matches({ sync: 'idle' }) && s.context.error !== null);
    },
  },
  completedClearing: { rig: SIGNED_IN, drive: reachCompleted },
  abandoned: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.actor.send({ type: 'cart.abandon' });
      return rig.until((s) => s.matches({ lifecycle: 'abandoned', sync: 'idle' }));
    },
  },
  offlineWithEditsPending: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.server.setOffline(true);
      rig.actor.send({ type: 'item.add', product: product(2) });
      rig.actor.send({ type: 'item.add', product: product(3, 'HD', 'rental') });
      rig.actor.send({ type: 'cart.sync' });
      return rig.until((s) => s.matches({ sync: 'idle' }) && s.context.error !== null);
    },
  },
} satisfies Record<string, CartScenario>;
