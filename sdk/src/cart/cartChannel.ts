import { fromCallback } from 'xstate';
import * as z from 'zod/mini';
import { CART_SYNC_CHANNEL } from '../constants';
import { Coupon, OwnedProduct } from '../contract';
import type { Channel, ChannelLogger } from '../platform/channel';
import { clearedCart } from './cartMachine.helpers';
import type { CartContext, CommitChange } from './cartMachine.types';
import { PersistedCart, toPersistedCart } from './cartPersistence';

/**
 * Cross-tab messages on the 'cart-sync' channel. Cart messages carry the sender's revision
 * (a Lamport clock); a tab adopts a message only when it is newer than what it has (ties go
 * to the larger tab id), so every tab ends on the same cart whatever the delivery order.
 * A tab never re-broadcasts what it received.
 */
export const SharedCart = z.omit(PersistedCart, {
  ownedProducts: true,
  ownedProductsLastUpdated: true,
  completionKey: true,
});
export type SharedCart = z.infer<typeof SharedCart>;

export const CartChannelMessage = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cart.updated'),
    origin: z.string(),
    revision: z.number(),
    cart: SharedCart,
  }),
  z.object({
    kind: z.literal('cart.cleared'),
    origin: z.string(),
    revision: z.number(),
    previousCartId: z.nullable(z.string()),
  }),
  z.object({
    kind: z.literal('coupon.changed'),
    origin: z.string(),
    revision: z.number(),
    appliedCoupon: z.nullable(Coupon),
    couponPending: z.boolean(),
  }),
  z.object({
    kind: z.literal('ownedProducts.updated'),
    origin: z.string(),
    ownedProducts: z.array(OwnedProduct),
    ownedProductsLastUpdated: z.nullable(z.number()),
  }),
]);
export type CartChannelMessage = z.infer<typeof CartChannelMessage>;

export type CartChannelEvent = { type: 'channel.post'; message: CartChannelMessage };

/** The channel's name (spec §4). */
export const CART_CHANNEL_NAME = CART_SYNC_CHANNEL;

/** Whether a revisioned message from `origin` beats the local state. */
export function isNewer(
  remote: { revision: number; origin: string },
  local: { revision: number; tabId: string },
): boolean {
  if (remote.origin === local.tabId) return false;
  return (
    remote.revision > local.revision ||
    (remote.revision === local.revision && remote.origin > local.tabId)
  );
}

/**
 * The channel adapter as an actor: messages from other tabs come in as `remote.message`
 * (malformed ones are dropped with a warning); `channel.post` goes out. The channel is closed
 * when the actor stops.
 */
export function createCartChannelActor(
  openChannel: () => Channel<unknown>,
  logger: ChannelLogger = console,
) {
  return fromCallback<CartChannelEvent>(({ sendBack, receive }) => {
    const channel = openChannel();
    const unsubscribe = channel.subscribe((raw) => {
      const parsed = CartChannelMessage.safeParse(raw);
      if (parsed.success) sendBack({ type: 'remote.message', message: parsed.data });
      else logger.warn('[reelcart] ignored a malformed cart-sync message', parsed.error);
    });
    receive((event) => channel.post(event.message));
    return () => {
      unsubscribe();
      channel.close();
    };
  });
}

export function sharedCartOf(context: CartContext): SharedCart {
  const {
    ownedProducts: _o,
    ownedProductsLastUpdated: _u,
    completionKey: _k,
    ...shared
  } = toPersistedCart(context);
  return shared;
}

/** What a message from another tab changes here (nothing when it is older). */
export function adoptRemote(
  context: CartContext,
  message: CartChannelMessage,
): Partial<CartContext> | null {
  if (message.origin === context.tabId) return null;
  if (message.kind === 'ownedProducts.updated') {
    const mine = context.ownedProductsLastUpdated ?? -1;
    if ((message.ownedProductsLastUpdated ?? -1) < mine) return null;
    return {
      ownedProducts: message.ownedProducts,
      ownedProductsLastUpdated: message.ownedProductsLastUpdated,
    };
  }
  if (!isNewer(message, context)) return null;
  const revision = message.revision;
  if (message.kind === 'cart.cleared') {
    return { ...clearedCart(context), previousCartId: message.previousCartId, revision };
  }
  if (message.kind === 'coupon.changed') {
    return { appliedCoupon: message.appliedCoupon, couponPending: message.couponPending, revision };
  }
  const { storageVersion: _v, syncRequested: _s, ...cart } = message.cart;
  return { ...cart, revision, inFlightOperationIds: [] };
}

/** The channel message for a committed change (none for local-only changes). */
export function channelMessageOf(
  context: CartContext,
  change: CommitChange,
): CartChannelMessage | null {
  const origin = context.tabId;
  const revision = context.revision;
  switch (change) {
    case 'cart':
      return { kind: 'cart.updated', origin, revision, cart: sharedCartOf(context) };
    case 'cleared':
      return { kind: 'cart.cleared', origin, revision, previousCartId: context.previousCartId };
    case 'coupon':
      return {
        kind: 'coupon.changed',
        origin,
        revision,
        appliedCoupon: context.appliedCoupon,
        couponPending: context.couponPending,
      };
    case 'owned':
      return {
        kind: 'ownedProducts.updated',
        origin,
        ownedProducts: context.ownedProducts,
        ownedProductsLastUpdated: context.ownedProductsLastUpdated,
      };
    default:
      return null;
  }
}
