import { Coupon } from '@reelcart/contract/store/coupons';
import { OwnedProduct } from '@reelcart/contract/store/user';
import * as z from 'zod/mini';
import { CART_SYNC_CHANNEL } from '../constants';
import { PersistedCart } from './cartStorage';

/**
 * Cross-tab messages on the 'cart-sync' channel. Cart messages carry the sender's revision
 * (a Lamport clock); a tab adopts a message only when it is newer than what it has (ties go
 * to the larger tab id), so every tab ends on the same cart whatever the delivery order.
 * A tab re-broadcasts what it holds only to a tab that is behind it (`isBehind` in
 * cartChannel.ts), under the origin and revision it holds it at.
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
    /** The sender's seenRevisions: which of each tab's changes this state already holds. */
    seen: z._default(z.record(z.string(), z.number()), () => ({})),
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
  /** A tab that opened: from now on its peers keep their edits replayable for it. */
  z.object({ kind: z.literal('tab.hello'), origin: z.string() }),
  z.object({
    kind: z.literal('ownedProducts.updated'),
    origin: z.string(),
    ownedProducts: z.array(OwnedProduct),
    ownedProductsLastUpdated: z.nullable(z.number()),
  }),
]);
export type CartChannelMessage = z.infer<typeof CartChannelMessage>;

export type CartChannelEvent = { type: 'channel.post'; message: CartChannelMessage };
export type CartChannelInput = { tabId: string } | undefined;

/** The channel's name (spec §4). */
export const CART_CHANNEL_NAME = CART_SYNC_CHANNEL;
