import type { CartState } from '@reelcart/contract/store';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import type { FaultInput } from '../testing/faults';
import { slow } from '../testing/faults';
import { isAllowedLifecycleTransition } from './cartLifecycle';
import { cartStateOf } from './cartMachine';
import { catalogueProduct, createHarness, SHOPPER, settle } from './cartTestkit';

/**
 * Property test of the cart machine's `lifecycle` region against the fake server with injected
 * faults, on simulated time. Runs: FC_RUNS (default 300 sequences); FC_SEED replays a failure
 * (the conventions of cartMachine.model.test.ts).
 */
const RUNS = Number(process.env.FC_RUNS ?? 300);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

type Harness = ReturnType<typeof createHarness>;
interface Real {
  h: Harness;
}

type Command =
  | { type: 'item.add'; video: number }
  | { type: 'item.remove'; video: number }
  | {
      type:
        | 'cart.checkout'
        | 'cart.complete'
        | 'cart.markCompleted'
        | 'cart.abandon'
        | 'cart.reset'
        | 'cart.sync'
        | 'cart.refetch'
        | 'page.hidden'
        | 'coupon.remove';
    }
  | { type: 'coupon.apply'; code: string }
  | { type: 'advance'; ms: number }
  | { type: 'fault'; route: string; fault: FaultInput; label: string }
  | { type: 'reload' }
  | { type: 'otherDevice' };

class Step implements fc.AsyncCommand<object, Real> {
  constructor(readonly command: Command) {}
  check = () => true;
  async run(_model: object, { h }: Real) {
    const c = this.command;
    switch (c.type) {
      case 'item.add':
        h.actor.send({ type: 'item.add', product: catalogueProduct(c.video) });
        break;
      case 'item.remove':
        h.actor.send({ type: 'item.remove', productId: catalogueProduct(c.video)._id });
        break;
      case 'advance':
        await settle(c.ms);
        return;
      case 'fault':
        h.server.inject(c.route, c.fault);
        return;
      case 'reload':
        await h.reload();
        break;
      case 'otherDevice':
        if (h.server.cartOf(SHOPPER)) h.server.bumpCartVersion(SHOPPER);
        return;
      default:
        h.actor.send(c);
    }
    await settle();
  }
  toString = () => {
    const { type, ...rest } = this.command;
    const args = 'label' in rest ? `${rest.route} → ${rest.label}` : Object.values(rest).join(', ');
    return `${type}(${args})`;
  };
}

const faultArb = fc
  .tuple(
    fc.constantFrom(
      'POST /api/cart',
      'GET /api/cart',
      'POST /api/cart/validate',
      'POST /api/cart/complete',
      'POST /api/cart/abandon',
      'POST /api/coupons/validate',
    ),
    fc.constantFrom<[FaultInput, string]>(
      [401, '401'],
      [409, '409'],
      [400, '400'],
      [404, '404'],
      [500, '500'],
      ['offline', 'offline'],
      ['hang', 'hang'],
      [slow(20_000), 'timeout'],
    ),
  )
  .map(([route, [fault, label]]) => ({ type: 'fault' as const, route, fault, label }));

const commandArb: fc.Arbitrary<Step> = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc
        .integer({ min: 1, max: 4 })
        .map((video) => ({ type: 'item.add' as const, video })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1, max: 4 })
        .map((video) => ({ type: 'item.remove' as const, video })),
    },
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(
          'cart.checkout',
          'cart.checkout',
          'cart.complete',
          'cart.complete',
          'cart.markCompleted',
          'cart.abandon',
          'cart.reset',
          'cart.sync',
          'cart.refetch',
          'page.hidden',
          'coupon.remove',
        )
        .map((type) => ({ type })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('SAVE10', 'NOPE')
        .map((code) => ({ type: 'coupon.apply' as const, code })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(100, 1_000, 10_000, 30_000)
        .map((ms) => ({ type: 'advance' as const, ms })),
    },
    { weight: 2, arbitrary: faultArb },
    { weight: 1, arbitrary: fc.constant({ type: 'reload' as const }) },
    { weight: 1, arbitrary: fc.constant({ type: 'otherDevice' as const }) },
  )
  .map((command) => new Step(command));

describe('lifecycle region (property)', () => {
  /**
   * Invariant: over any sequence of commands, timers, reloads and injected faults (401, 409,
   * 400, 404, 500, offline, hanging and timed-out requests on every cart route), every change of
   * the `lifecycle` region seen at any microstep goes from one state to another along a
   * transition of `allowedLifecycleTransitions` (spec §4): nothing but an active cart moves to
   * checkout, a completed cart only becomes active (cleared), and so on.
   */
  it(
    `only ever takes the transitions spec §4 allows (${RUNS} sequences)`,
    async () => {
      let observed: Array<[CartState, CartState]> = [];
      const seenPairs = new Set<string>();
      let last: CartState | null = null;
      let lastActor: unknown = null;
      const inspect = (event: InspectionEvent) => {
        if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
        if (!('value' in event.snapshot)) return;
        // A reload starts a new actor: its first state is restored, not a transition.
        if (event.actorRef !== lastActor) {
          lastActor = event.actorRef;
          last = null;
        }
        const state = cartStateOf(event.snapshot);
        if (last !== null && state !== last) observed.push([last, state]);
        last = state;
      };
      await fc.assert(
        fc.asyncProperty(
          fc.commands([commandArb], { maxCommands: 16 }),
          fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
          async (commands, initial) => {
            vi.clearAllTimers();
            observed = [];
            last = null;
            const h = createHarness({ signedIn: true, timeoutMs: 15_000, inspect });
            if (initial.length) {
              h.server.setCart(SHOPPER, {
                productIds: initial.map((v) => catalogueProduct(v)._id),
              });
            }
            h.start();
            await settle();
            try {
              await fc.asyncModelRun(() => ({ model: {}, real: { h } }), commands);
              h.server.clearFaults();
              await settle(60_000);
              const forbidden = observed.filter(
                ([from, to]) => !isAllowedLifecycleTransition(from, to),
              );
              expect(forbidden).toEqual([]);
              for (const [from, to] of observed) seenPairs.add(`${from}>${to}`);
            } finally {
              h.actor.stop();
            }
          },
        ),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      // Not vacuous: the sequences do move the cart through its states.
      if (RUNS >= 100) expect(seenPairs.size).toBeGreaterThanOrEqual(5);
    },
    Math.max(120_000, RUNS * 400),
  );
});
