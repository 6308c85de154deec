import type { CartState } from '@reelcart/contract/store/cart';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createMemoryChannelHub } from '../platform/channel';
import { fakeTimersInEachTest } from '../platform/fakeTimers.testing';
import { createMemoryKeyValueStore } from '../platform/keyValueStore';
import type { FaultInput } from '../testing/faults';
import { slow } from '../testing/faults';
import { createCartChannelActor } from './cartChannel';
import { catalogueProduct, createHarness, SHOPPER, settle } from './cartHarness.testing';
import { cartStateOf } from './cartMachine';
import { cartViewOf } from './cartService';
import { createCartStorageActor } from './cartStorage';
import { isAllowedLifecycleTransition } from './lifecycleRules';

/**
 * Property test of the cart machine's `lifecycle` region against the fake server with injected
 * faults, on simulated time, in two tabs of one browser (one storage, one 'cart-sync' channel)
 * with the navigation a shopper makes: into billing (the cart page's "Check out"), out of it
 * (what the storefront does when a tab leaves /billing: `cart.reopen`), reloads.
 * Runs: FC_RUNS (default 300 sequences); FC_SEED replays a failure (the conventions of
 * cartMachine.model.test.ts).
 */
const RUNS = Number(process.env.FC_RUNS ?? 300);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);

fakeTimersInEachTest();

type Harness = ReturnType<typeof createHarness>;
interface Real {
  /** The tab the sequence drives, and another tab of the same browser. */
  tabs: [Harness, Harness];
}

type Command =
  | { type: 'item.add'; video: number; tab: 0 | 1 }
  | { type: 'item.remove'; video: number; tab: 0 | 1 }
  /** The cart page's "Check out", then /billing (what the shopper does to pay). */
  | { type: 'nav.enterBilling' }
  /** The tab leaves /billing (back button, a link): the storefront reopens the cart. */
  | { type: 'nav.leaveBilling' }
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
  | { type: 'reload'; tab: 0 | 1 }
  | { type: 'otherDevice' };

/**
 * Invariant of every edit, in any state, tab and navigation: it is applied (the cart the shopper
 * sees shows it at once) or refused with a message (a `cart.error` the storefront shows). An edit
 * that does neither was silently dropped: the cart "locked".
 */
function editApplied(h: Harness, command: Command & { type: 'item.add' | 'item.remove' }) {
  const product = catalogueProduct(command.video);
  const view = () => cartViewOf(h.actor.getSnapshot());
  // The shopper can only remove what they see.
  if (command.type === 'item.remove' && !view().products.some((l) => l._id === product._id)) {
    return;
  }
  const seen = h.emitted.length;
  h.actor.send(
    command.type === 'item.add'
      ? { type: 'item.add', product }
      : { type: 'item.remove', productId: product._id },
  );
  const shown = view().products.some((line) => line._id === product._id);
  const applied = command.type === 'item.add' ? shown : !shown;
  const refused = h.emitted
    .slice(seen)
    .some((e) => e.type === 'cart.error' && e.error.message.length > 0);
  if (!applied && !refused) {
    expect.fail(
      `${command.type}(v${command.video}) in tab ${command.tab} was neither applied nor refused ` +
        `with a message (cart ${cartStateOf(h.actor.getSnapshot())}, emitted ` +
        `${JSON.stringify(h.emitted.slice(seen).map((e) => e.type))})`,
    );
  }
}

class Step implements fc.AsyncCommand<object, Real> {
  constructor(readonly command: Command) {}
  check = () => true;
  async run(_model: object, { tabs }: Real) {
    const c = this.command;
    const h = tabs[0];
    switch (c.type) {
      case 'item.add':
      case 'item.remove':
        editApplied(tabs[c.tab], c);
        break;
      case 'nav.enterBilling':
        h.actor.send({ type: 'cart.checkout' });
        break;
      case 'nav.leaveBilling':
        h.actor.send({ type: 'cart.reopen' });
        // Back on the cart page, the cart takes edits again, and says so.
        if (cartStateOf(h.actor.getSnapshot()) === 'checkout') {
          expect.fail('a cart left in checkout after its tab left /billing');
        }
        break;
      case 'advance':
        await settle(c.ms);
        return;
      case 'fault':
        h.server.inject(c.route, c.fault);
        return;
      case 'reload':
        await tabs[c.tab].reload();
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

const tabArb = fc.constantFrom<0 | 1>(0, 0, 1);

const commandArb: fc.Arbitrary<Step> = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 4 }), tabArb)
        .map(([video, tab]) => ({ type: 'item.add' as const, video, tab })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 4 }), tabArb)
        .map(([video, tab]) => ({ type: 'item.remove' as const, video, tab })),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        { type: 'nav.enterBilling' as const },
        { type: 'nav.leaveBilling' as const },
      ),
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
    { weight: 1, arbitrary: tabArb.map((tab) => ({ type: 'reload' as const, tab })) },
    { weight: 1, arbitrary: fc.constant({ type: 'otherDevice' as const }) },
  )
  .map((command) => new Step(command));

describe('lifecycle region (property)', () => {
  /**
   * Invariants: over any sequence of commands, navigation (into and out of billing, reloads) in
   * two tabs, timers and injected faults (401, 409, 400, 404, 500, offline, hanging and timed-out
   * requests on every cart route),
   * - every change of the `lifecycle` region seen at any microstep goes from one state to another
   *   along a transition of `allowedLifecycleTransitions` (spec §4): nothing but an active cart
   *   moves to checkout, a completed cart only becomes active (cleared), and so on;
   * - every edit is applied or refused with a message, never silently dropped (`editApplied`);
   * - a tab that leaves billing leaves no cart in checkout behind.
   */
  it(
    `only ever takes the transitions spec §4 allows, and never drops an edit (${RUNS} sequences)`,
    async () => {
      let observed: Array<[CartState, CartState]> = [];
      const seenPairs = new Set<string>();
      // Per actor (a tab; a reload starts a new one, whose first state is restored, not a transition).
      let last = new WeakMap<object, CartState>();
      const inspect = (event: InspectionEvent) => {
        if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
        if (!('value' in event.snapshot)) return;
        const state = cartStateOf(event.snapshot);
        const before = last.get(event.actorRef);
        if (before !== undefined && state !== before) observed.push([before, state]);
        last.set(event.actorRef, state);
      };
      await fc.assert(
        fc.asyncProperty(
          fc.commands([commandArb], { maxCommands: 16 }),
          fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
          async (commands, initial) => {
            vi.clearAllTimers();
            observed = [];
            last = new WeakMap();
            const store = createMemoryKeyValueStore();
            const hub = createMemoryChannelHub();
            const tab = (server?: Harness['server']) =>
              createHarness({
                signedIn: true,
                timeoutMs: 15_000,
                inspect,
                ...(server ? { server } : {}),
                input: { awaitRestore: true },
                actors: {
                  cartStorage: createCartStorageActor(store),
                  cartChannel: createCartChannelActor(() => hub.createChannel()),
                },
              });
            const h = tab();
            const other = tab(h.server);
            if (initial.length) {
              h.server.setCart(SHOPPER, {
                productIds: initial.map((v) => catalogueProduct(v)._id),
              });
            }
            h.start();
            other.start();
            await settle();
            try {
              await fc.asyncModelRun(() => ({ model: {}, real: { tabs: [h, other] } }), commands);
              h.server.clearFaults();
              await settle(60_000);
              const forbidden = observed.filter(
                ([from, to]) => !isAllowedLifecycleTransition(from, to),
              );
              expect(forbidden).toEqual([]);
              for (const [from, to] of observed) seenPairs.add(`${from}>${to}`);
            } finally {
              h.actor.stop();
              other.actor.stop();
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
