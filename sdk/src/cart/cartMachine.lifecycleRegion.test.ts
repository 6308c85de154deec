import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type InspectionEvent } from 'xstate';
import type { CartState } from '../contract';
import { createMemoryKeyValueStore } from '../platform/keyValueStore';
import { createFakeServer } from '../testing/createFakeServer';
import type { FaultInput } from '../testing/faults';
import { slow } from '../testing/faults';
import { makeCatalogue } from '../testing/fixtures';
import { allowedLifecycleTransitions, isAllowedLifecycleTransition } from './cartLifecycle';
import { cartMachine, cartStateOf } from './cartMachine';
import { initialContext, persistedOf } from './cartMachine.helpers';
import { createCartStorageActor, loadPersistedCart } from './cartPersistence';
import {
  catalogueProduct,
  createHarness,
  SHOPPER,
  settle,
  signedInWith,
  VIDEO_IDS,
} from './cartTestkit';

/**
 * The `lifecycle` region: restored from storage, and (property) only ever moving along the
 * transitions spec §4 allows. FC_RUNS (default 300 sequences) and FC_SEED as in the model test.
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

const storedIn = (state: CartState) => persistedOf(initialContext({ tabId: 'old' }), state);

describe('lifecycle region', () => {
  it('starts in the state of a persisted cart given as input', () => {
    for (const state of ['active', 'checkout', 'completed', 'abandoned'] as const) {
      const actor = createActor(cartMachine, {
        input: { persisted: storedIn(state), awaitRestore: false },
      }).start();
      expect(actor.getSnapshot().value).toMatchObject({ lifecycle: state });
      expect(cartStateOf(actor.getSnapshot())).toBe(state);
      actor.stop();
    }
  });

  it('takes the state of a cart read from storage after start', () => {
    // A store that has not answered yet: the machine waits in `restoring`.
    const pending = cartMachine.provide({ actors: { cartStorage: fromCallback(() => {}) } });
    const actor = createActor(pending, { input: {} }).start();
    expect(actor.getSnapshot().value).toEqual({ lifecycle: 'active', sync: 'restoring' });
    actor.send({ type: 'storage.restored', cart: storedIn('abandoned') });
    expect(actor.getSnapshot().value).toMatchObject({ lifecycle: 'abandoned' });
    actor.stop();
  });

  it('keeps the cart in checkout across a reload (the stored cart carries the state)', async () => {
    const store = createMemoryKeyValueStore();
    const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
    server.setCart(SHOPPER, { productIds: ['v1-own-HD'] });
    const tab = () =>
      createHarness({
        signedIn: true,
        server,
        input: { awaitRestore: true },
        actors: { cartStorage: createCartStorageActor(store) },
      }).start();
    const first = tab();
    await settle();
    first.actor.send({ type: 'cart.checkout' });
    await settle();
    expect(first.cartState()).toBe('checkout');
    first.actor.stop();
    await settle();
    expect((await loadPersistedCart(store))?.cartState).toBe('checkout');
    const second = tab();
    expect(second.value()).toBe('restoring');
    await settle();
    expect(second.cartState()).toBe('checkout');
    // Still locked: an edit is refused.
    second.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    expect(second.emitted.map((e) => e.type)).toContain('item.rejected');
  });

  it('refuses an adopted state the spec does not allow (completed never goes to checkout)', () => {
    const actor = createActor(cartMachine, {
      input: { persisted: storedIn('completed'), awaitRestore: false },
    }).start();
    actor.send({ type: 'lifecycle.adopt', state: 'checkout' });
    actor.send({ type: 'lifecycle.adopt', state: 'abandoned' });
    expect(cartStateOf(actor.getSnapshot())).toBe('completed');
    actor.send({ type: 'lifecycle.adopt', state: 'active' });
    expect(cartStateOf(actor.getSnapshot())).toBe('active');
    actor.stop();
  });

  it('persists the region state with the cart, and a reset that fails restores it', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'cart.checkout' });
    await settle();
    expect(h.cartState()).toBe('checkout');
    expect(h.server.cartOf(SHOPPER)?.state).toBe('checkout');
    h.server.inject('POST /api/cart/abandon', 500);
    h.actor.send({ type: 'cart.reset' });
    expect(h.cartState()).toBe('active');
    await settle();
    expect(h.cartState()).toBe('checkout');
    expect(h.context().products.map((line) => line._id)).toEqual(['v1-own-HD']);
  });

  it('declares exactly the transitions of the allowed table', () => {
    const declared = new Set<string>();
    for (const state of Object.values(cartMachine.root.states.lifecycle?.states ?? {})) {
      for (const list of state.transitions.values()) {
        for (const t of list)
          for (const target of t.target ?? []) declared.add(`${state.key}>${target.key}`);
      }
    }
    const allowed = new Set(
      allowedLifecycleTransitions.flatMap((t) => t.from.map((from) => `${from}>${t.to}`)),
    );
    expect([...declared].sort()).toEqual([...allowed].sort());
  });
});

// ── property: the lifecycle only takes the transitions the spec allows ──────────────────────

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
