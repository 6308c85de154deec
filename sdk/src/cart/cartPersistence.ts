import {
  CartProduct,
  CartState,
  OptimisticOperation,
  ValidationError,
} from '@reelcart/contract/store/cart';
import { Coupon } from '@reelcart/contract/store/coupons';
import { OwnedProduct } from '@reelcart/contract/store/user';
import { fromCallback } from 'xstate';
import * as z from 'zod/mini';
import type { KeyValueStore, StoreLogger } from '../platform/keyValueStore';

/** The storage key of the cart. */
export const CART_STORAGE_KEY = 'reelcart:cart';

/** Bump when the stored shape changes incompatibly: an older record is then discarded. */
export const CART_STORAGE_VERSION = 1;

/** The part of the cart that survives a reload (and crosses tabs). */
export const PersistedCart = z.object({
  storageVersion: z.literal(CART_STORAGE_VERSION),
  products: z.array(CartProduct),
  baseProducts: z.array(CartProduct),
  subTotal: z.number(),
  cartId: z.nullable(z.string()),
  cartVersion: z.nullable(z.number()),
  invalidProducts: z.array(z.string()),
  validationErrors: z.array(ValidationError),
  userCountry: z.nullable(z.string()),
  appliedCoupon: z.nullable(Coupon),
  optimisticOperations: z.array(OptimisticOperation),
  cartState: CartState,
  lastActiveAt: z.nullable(z.string()),
  previousCartId: z.nullable(z.string()),
  lastSyncTimestamp: z.nullable(z.number()),
  ownedProducts: z.array(OwnedProduct),
  ownedProductsLastUpdated: z.nullable(z.number()),
  cdnHeaders: z.record(z.string(), z.string()),
  syncRequested: z.boolean(),
  couponPending: z.boolean(),
  completionKey: z.nullable(z.string()),
  revision: z.number(),
});
export type PersistedCart = z.infer<typeof PersistedCart>;

/** The fields of PersistedCart, to copy out of the machine's context. */
type PersistedSource = Omit<PersistedCart, 'storageVersion'>;

export function toPersistedCart(context: PersistedSource): PersistedCart {
  return {
    storageVersion: CART_STORAGE_VERSION,
    products: context.products,
    baseProducts: context.baseProducts,
    subTotal: context.subTotal,
    cartId: context.cartId,
    cartVersion: context.cartVersion,
    invalidProducts: context.invalidProducts,
    validationErrors: context.validationErrors,
    userCountry: context.userCountry,
    appliedCoupon: context.appliedCoupon,
    optimisticOperations: context.optimisticOperations,
    cartState: context.cartState,
    lastActiveAt: context.lastActiveAt,
    previousCartId: context.previousCartId,
    lastSyncTimestamp: context.lastSyncTimestamp,
    ownedProducts: context.ownedProducts,
    ownedProductsLastUpdated: context.ownedProductsLastUpdated,
    cdnHeaders: context.cdnHeaders,
    syncRequested: context.syncRequested,
    couponPending: context.couponPending,
    completionKey: context.completionKey,
    revision: context.revision,
  };
}

/** Parses a stored value; throws on anything that is not a cart of this version. */
export function parsePersistedCart(raw: unknown): PersistedCart {
  return PersistedCart.parse(raw);
}

/** Reads the stored cart: undefined when there is none or it was corrupted (then discarded). */
export async function loadPersistedCart(
  store: KeyValueStore,
  key = CART_STORAGE_KEY,
): Promise<PersistedCart | null> {
  return (await store.get(key, parsePersistedCart)) ?? null;
}

export type CartStorageEvent = { type: 'storage.save'; cart: PersistedCart };

export interface CartStorageOptions {
  key?: string;
  logger?: StoreLogger;
}

/**
 * The storage adapter as an actor: on start it reads the stored cart and sends
 * `storage.restored` (null when missing or corrupted); on `storage.save` it writes. Writes are
 * coalesced: at most one in flight, then the latest waiting one.
 */
export function createCartStorageActor(
  storeOrGetter: KeyValueStore | (() => KeyValueStore),
  options: CartStorageOptions = {},
) {
  const key = options.key ?? CART_STORAGE_KEY;
  const logger = options.logger ?? console;
  return fromCallback<CartStorageEvent>(({ sendBack, receive }) => {
    // A getter resolves the store per start (tests swap stores between runs).
    const store = typeof storeOrGetter === 'function' ? storeOrGetter() : storeOrGetter;
    let stopped = false;
    let writing = false;
    let waiting: PersistedCart | undefined;
    const write = async () => {
      writing = true;
      // The latest cart is written even after stop: it is the state the user left.
      while (waiting) {
        const next = waiting;
        waiting = undefined;
        await store.set(key, next).catch((error: unknown) => {
          logger.warn('[reelcart] could not persist the cart', error);
        });
      }
      writing = false;
    };
    receive((event) => {
      waiting = event.cart;
      if (!writing) void write();
    });
    loadPersistedCart(store, key).then(
      (cart) => {
        if (!stopped) sendBack({ type: 'storage.restored', cart });
      },
      (error: unknown) => {
        logger.warn('[reelcart] could not read the stored cart', error);
        if (!stopped) sendBack({ type: 'storage.restored', cart: null });
      },
    );
    return () => {
      stopped = true;
    };
  });
}
