import { fromCallback } from 'xstate';
import * as z from 'zod/mini';
import { Coupon, OwnedProduct } from '../contract';
import type { Channel, ChannelLogger } from '../platform/channel';
import { PersistedCart } from './cartPersistence';

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
