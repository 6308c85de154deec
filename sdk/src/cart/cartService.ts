import type { SerializedCommerceError } from '@reelcart/contract/core/commerceError';
import { ERROR_MESSAGES } from '@reelcart/contract/core/errors';
import type { CartProduct, CartState } from '@reelcart/contract/store/cart';
import { type Actor, createActor, waitFor } from 'xstate';
import { cartTotals } from '../checkout/coupons';
import { type Subscribable, subscribableFromActor } from '../createCommerce.subscribable';
import { ownershipReason } from '../ownership/rules';
import { loadCheckoutValidator } from './cartActors';
import {
  type CartContext,
  type CartEmitted,
  type CartEvent,
  type CartInput,
  type CartSnapshot,
  cartStateOf,
} from './cartMachine';
import { type CartAdapters, createCartMachine } from './createCartMachine';
import { rebase } from './operations';

export type CartActor = Actor<ReturnType<typeof createCartMachine>>;

/** What the UI reads: the cart as the user sees it, plus what is in flight. */
export interface CartView {
  /** `restoring` until the persisted cart is read; `syncing` while a request is in flight. */
  status: 'restoring' | 'idle' | 'syncing';
  products: CartProduct[];
  count: number;
  /** Dollars, exactly whole cents: the contract's money rule (decision 063). */
  subTotal: number;
  discount: number;
  /** What the Pay button shows and the payment charges. */
  total: number;
  /** The total in cents: send it as the payment's `expectedTotalCents`. */
  totalCents: number;
  appliedCoupon: CartContext['appliedCoupon'];
  /** The cart's state (spec §4), read from the machine's `lifecycle` region. */
  cartState: CartState;
  cartId: string | null;
  /** The server cart's version the view is based on (what a payment or completion names). */
  cartVersion: number | null;
  invalidProducts: string[];
  validationErrors: CartContext['validationErrors'];
  userCountry: string | null;
  /** Edits the server has not confirmed yet. */
  pendingOperations: number;
  ownedProducts: CartContext['ownedProducts'];
  lastOrderId: string | null;
  error: SerializedCommerceError | null;
}

/** Supabase-style outcome of a cart command that waits for its answer. */
export type CartResult<T> =
  | { data: T; error: null }
  | { data: null; error: SerializedCommerceError };

export interface CartService extends Subscribable<CartView> {
  /** The running cart actor: for `useSelector`, devtools and the state explorer. */
  readonly actor: CartActor;
  /** Adds a product (replacing the line of the same video). Applied at once, synced later. */
  add(product: CartProduct): void;
  remove(productId: string): void;
  applyCoupon(code: string): Promise<CartResult<CartView>>;
  removeCoupon(): Promise<CartResult<CartView>>;
  /** Checks the applied coupon suits a payment gateway (`billerId`). */
  verifyCouponGateway(billerId: string): Promise<CartResult<CartView>>;
  /** Validates and moves an active cart to checkout (spec §4, §5). */
  checkout(): Promise<CartResult<CartView>>;
  /** Completes the cart into an order (idempotent across retries). */
  complete(): Promise<CartResult<{ orderId: string }>>;
  /** The order was completed elsewhere (the payment's success page): clears after 1 s. */
  markCompleted(): void;
  abandon(): void;
  /** The shopper left billing without paying: a cart in checkout becomes active again. */
  reopen(): void;
  /** Empties the cart here and abandons it on the server; restores it if the server refuses. */
  reset(): Promise<CartResult<CartView>>;
  /** Pushes pending changes now. */
  sync(): void;
  refetch(force?: boolean): void;
  /** Why this product cannot be bought (owned or rented), or null when it can. */
  ownershipOf(product: Pick<CartProduct, '_id' | 'resolution' | 'video'>): string | null;
  on<T extends CartEmitted['type']>(
    type: T,
    handler: (event: Extract<CartEmitted, { type: T }>) => void,
  ): () => void;
  stop(): void;
}

export interface CartServiceOptions extends CartAdapters {
  input?: CartInput;
  now?: () => number;
}

const isSettled = (s: CartSnapshot) => s.matches({ sync: 'idle' }) && s.context.queue.length === 0;

/**
 * The cart view of a cart machine snapshot (what `getSnapshot()` answers). A `completed` cart's
 * lines are the order just paid: the view shows them gone at once (only edits made since), while
 * the stored cart keeps them for the spec's 1 s before it is cleared (decision 065).
 */
export function cartViewOf(snapshot: CartSnapshot): CartView {
  const c = snapshot.context;
  const cartState = cartStateOf(snapshot);
  const completed = cartState === 'completed';
  const products = completed ? rebase([], c.deferredOperations) : c.products;
  const totals = cartTotals(products, c.appliedCoupon);
  return {
    status: snapshot.matches({ sync: 'restoring' })
      ? 'restoring'
      : snapshot.matches({ sync: 'busy' })
        ? 'syncing'
        : 'idle',
    products,
    count: products.length,
    subTotal: totals.subtotal,
    discount: totals.discount,
    total: totals.total,
    totalCents: totals.totalCents,
    appliedCoupon: c.appliedCoupon,
    cartState,
    cartId: c.cartId,
    cartVersion: c.cartVersion,
    invalidProducts: c.invalidProducts,
    validationErrors: c.validationErrors,
    userCountry: c.userCountry,
    pendingOperations: (completed ? c.deferredOperations : c.optimisticOperations).length,
    ownedProducts: c.ownedProducts,
    lastOrderId: c.lastOrderId,
    error: c.error,
  };
}

/** Starts the cart machine with its adapters and wraps it in a small subscribable service. */
export function createCartService(options: CartServiceOptions): CartService {
  const { input, now = Date.now, ...adapters } = options;
  const actor = createActor(createCartMachine(adapters), { input: input ?? {} }).start();
  const view = subscribableFromActor(actor, cartViewOf);

  /** Sends a command and resolves when the machine is idle again, by what it emitted meanwhile. */
  async function run<T>(
    event: CartEvent,
    success: CartEmitted['type'],
    pick: (emitted: CartEmitted) => T,
  ): Promise<CartResult<T>> {
    const seen: CartEmitted[] = [];
    const listeners = [success, 'cart.error' as const].map((type) =>
      actor.on(type, (emitted: CartEmitted) => seen.push(emitted)),
    );
    try {
      actor.send(event);
      const settled = await waitFor(actor, isSettled).catch(() => null);
      // The cart was stopped (commerce destroyed, page gone) before the command finished.
      if (!settled)
        return { data: null, error: { code: 'ABORTED', message: ERROR_MESSAGES.ABORTED } };
      // Some commands announce success optimistically (a coupon removal, a reset) and report a
      // failure afterwards: a failure seen meanwhile wins.
      const failed = seen.find((e) => e.type === 'cart.error');
      if (failed?.type === 'cart.error') return { data: null, error: failed.error };
      const ok = seen.find((e) => e.type === success);
      if (ok) return { data: pick(ok), error: null };
      // Nothing happened: the command does not apply in this state (checkout of a cart that is
      // not active, removing a coupon when there is none).
      return {
        data: null,
        error: {
          code: 'INTERNAL',
          message: `${event.type} does not apply to a cart in state ${cartStateOf(settled)}`,
        },
      };
    } finally {
      for (const listener of listeners) listener.unsubscribe();
    }
  }
  const current = () => view.getSnapshot();
  const refreshOwned = () => actor.send({ type: 'ownedProducts.refresh', force: true });

  return {
    actor,
    getSnapshot: view.getSnapshot,
    subscribe: view.subscribe,
    add: (product) => actor.send({ type: 'item.add', product }),
    remove: (productId) => actor.send({ type: 'item.remove', productId }),
    applyCoupon: (code) => run({ type: 'coupon.apply', code }, 'coupon.applied', current),
    removeCoupon: () => run({ type: 'coupon.remove' }, 'coupon.removed', current),
    verifyCouponGateway: (billerId) =>
      run({ type: 'coupon.verifyGateway', billerId }, 'coupon.gatewayVerified', current),
    // Idempotent: a cart already in checkout with nothing left to push is checked out.
    checkout: async () => {
      if (current().cartState === 'checkout' && !actor.getSnapshot().context.syncRequested) {
        return { data: current(), error: null };
      }
      // Fetch the validation code while the push before validation is on the wire. A failure
      // here is not an error yet: the validation step loads it again and reports it.
      loadCheckoutValidator().catch(() => undefined);
      return run({ type: 'cart.checkout' }, 'cart.checkedOut', current);
    },
    async complete() {
      const result = await run({ type: 'cart.complete' }, 'cart.completed', (e) => ({
        orderId: e.type === 'cart.completed' ? e.orderId : '',
      }));
      // The order granted the products: what the user owns changed on the server.
      if (result.data) refreshOwned();
      return result;
    },
    markCompleted: () => {
      actor.send({ type: 'cart.markCompleted' });
      refreshOwned();
    },
    abandon: () => actor.send({ type: 'cart.abandon' }),
    reopen: () => actor.send({ type: 'cart.reopen' }),
    reset: () => run({ type: 'cart.reset' }, 'cart.cleared', current),
    sync: () => actor.send({ type: 'cart.sync' }),
    refetch: (force) => actor.send({ type: 'cart.refetch', ...(force ? { force } : {}) }),
    ownershipOf: (product) =>
      ownershipReason(product, actor.getSnapshot().context.ownedProducts, now()) ?? null,
    on: (type, handler) => {
      const subscription = actor.on(type, handler as (event: CartEmitted) => void);
      return () => subscription.unsubscribe();
    },
    stop: () => actor.stop(),
  };
}
