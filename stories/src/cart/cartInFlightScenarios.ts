import type { CartSnapshot } from '@reelcart/sdk';
import type { CartRig } from './cartRig';
import type { CartScenario } from './cartScenarios';
import { product, reachCompleted, SIGNED_IN } from './cartScenarios';

/**
 * The cart's request-in-flight states, each held still by a request the fake server never
 * answers ('hang'): what the UI shows while the machine waits on the network.
 */

function holding(
  route: string,
  send: (rig: CartRig) => void,
  reached: (snapshot: CartSnapshot) => boolean,
): CartScenario {
  return {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.server.inject(route, 'hang');
      send(rig);
      return rig.until(reached);
    },
  };
}

export const cartInFlightScenarios = {
  restoring: {
    rig: { ...SIGNED_IN, slowStorage: true },
    drive: async (rig) => {
      rig.actor.send({ type: 'item.add', product: product(2) });
      rig.actor.send({ type: 'cart.sync' }); // waits in the queue until storage answers
    },
  },
  fetching: {
    rig: { ...SIGNED_IN, faults: [['GET /api/cart', 'hang']] },
    drive: (rig) => rig.until((s) => s.matches({ sync: { busy: 'fetching' } })),
  },
  loginSync: {
    rig: { serverCart: ['v2-own-HD'], faults: [['POST /api/cart/validate-lite', 'hang']] },
    drive: async (rig) => {
      await rig.settled();
      rig.actor.send({ type: 'item.add', product: product(1) });
      rig.signIn();
      return rig.until((s) => s.matches({ sync: { busy: { loginSync: 'validating' } } }));
    },
  },
  applyingCoupon: holding(
    'GET /api/coupons/validate',
    (rig) => rig.actor.send({ type: 'coupon.apply', code: 'SAVE10' }),
    (s) => s.matches({ sync: { busy: 'applyingCoupon' } }),
  ),
  checkingOut: holding(
    'POST /api/cart/validate',
    (rig) => rig.actor.send({ type: 'cart.checkout' }),
    (s) => s.matches({ sync: { busy: 'checkingOut' } }),
  ),
  completing: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.actor.send({ type: 'cart.checkout' });
      await rig.until((s) => s.matches({ lifecycle: 'checkout', sync: 'idle' }));
      rig.server.inject('POST /api/cart/complete', 'hang');
      rig.actor.send({ type: 'cart.complete' });
      return rig.until((s) => s.matches({ sync: { busy: 'completing' } }));
    },
  },
  verifyingCoupon: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await rig.settled();
      rig.actor.send({ type: 'coupon.apply', code: 'CCBILL5' });
      await rig.until((s) => s.matches({ sync: 'idle' }) && s.context.appliedCoupon !== null);
      rig.server.inject('GET /api/coupons/validate-payment-method', 'hang');
      rig.actor.send({ type: 'coupon.verifyGateway', billerId: 'ccbill' });
      return rig.until((s) => s.matches({ sync: { busy: 'verifyingCoupon' } }));
    },
  },
  finalizing: {
    rig: SIGNED_IN,
    drive: async (rig) => {
      await reachCompleted(rig);
      rig.server.inject('GET /api/cart', 'hang');
      rig.clock.increment(1_000);
      return rig.until((s) => s.matches({ sync: { busy: 'finalizing' } }));
    },
  },
  resetting: holding(
    'POST /api/cart/abandon',
    (rig) => rig.actor.send({ type: 'cart.reset' }),
    (s) => s.matches({ sync: { busy: 'resetting' } }),
  ),
  refreshingOwned: holding(
    'GET /api/user/owned-products',
    (rig) => rig.actor.send({ type: 'ownedProducts.refresh', force: true }),
    (s) => s.matches({ sync: { busy: 'refreshingOwned' } }),
  ),
} satisfies Record<string, CartScenario>;
