import { type CartState, Coupon, OwnedProduct, parseWith } from '@reelcart/contract/store';
import { fromCallback } from 'xstate';
import * as z from 'zod/mini';
import { CART_SYNC_CHANNEL } from '../constants';
import type { Channel, ChannelLogger } from '../platform/channel';
import { clearedCart, keepRevisions, withLines } from './cartMachine.helpers';
import type { CartContext, CommitChange, LifecycleSignal } from './cartMachine.types';
import { PersistedCart, toPersistedCart } from './cartPersistence';
import { type CartLines, recordAdd, recordRemove } from './operations';

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
  return fromCallback<CartChannelEvent, CartChannelInput>(({ sendBack, receive, input }) => {
    const channel = openChannel();
    if (input?.tabId) channel.post({ kind: 'tab.hello', origin: input.tabId });
    const unsubscribe = channel.subscribe((raw) => {
      const parsed = parseWith(CartChannelMessage, raw);
      if (parsed.success) sendBack({ type: 'remote.message', message: parsed.data });
      else logger.warn('[reelcart] ignored a malformed cart-sync message', parsed.issues);
    });
    receive((event) => channel.post(event.message));
    return () => {
      unsubscribe();
      channel.close();
    };
  });
}

/** The cart other tabs adopt: the context with the `lifecycle` region's state. */
export function sharedCartOf(context: CartContext, cartState: CartState): SharedCart {
  const {
    ownedProducts: _o,
    ownedProductsLastUpdated: _u,
    completionKey: _k,
    ...shared
  } = toPersistedCart({ ...context, cartState });
  return shared;
}

/** What adopting a message changes, and whether local edits were merged into it. */
export interface RemoteAdoption {
  patch: Partial<CartContext>;
  /** Edits of this tab the sender had not seen were re-applied: a new state to broadcast. */
  merged: boolean;
  /** What the `lifecycle` region takes from the message (the sender's state, or a clear). */
  lifecycle?: LifecycleSignal;
}

function mergeSeen(
  mine: Record<string, number>,
  theirs: Record<string, number>,
  origin: string,
  revision: number,
): Record<string, number> {
  const seen = { ...mine };
  for (const [tab, value] of Object.entries(theirs)) seen[tab] = Math.max(seen[tab] ?? -1, value);
  seen[origin] = Math.max(seen[origin] ?? -1, revision);
  return seen;
}

/**
 * What a message from another tab changes here (null when it is older). A newer cart wins
 * (last writer by revision, ties to the larger tab id); edits this tab made that the sender had
 * not seen yet are re-applied on top of it, so concurrent edits in two tabs are both kept.
 */
export function adoptRemote(
  context: CartContext,
  message: CartChannelMessage,
): RemoteAdoption | null {
  if (message.origin === context.tabId) return null;
  if (message.kind === 'tab.hello') {
    if (message.origin in context.seenRevisions) return null;
    return {
      patch: { seenRevisions: { ...context.seenRevisions, [message.origin]: -1 } },
      merged: false,
    };
  }
  if (message.kind === 'ownedProducts.updated') {
    const mine = context.ownedProductsLastUpdated ?? -1;
    if ((message.ownedProductsLastUpdated ?? -1) < mine) return null;
    const patch = {
      ownedProducts: message.ownedProducts,
      ownedProductsLastUpdated: message.ownedProductsLastUpdated,
    };
    return { patch, merged: false };
  }
  if (!isNewer(message, context)) return null;
  const revision = message.revision;
  if (message.kind === 'cart.cleared') {
    const patch = { ...clearedCart(context), previousCartId: message.previousCartId, revision };
    return { patch, merged: false, lifecycle: { type: 'lifecycle.clear' } };
  }
  if (message.kind === 'coupon.changed') {
    const patch = {
      appliedCoupon: message.appliedCoupon,
      couponPending: message.couponPending,
      revision,
    };
    return { patch, merged: false };
  }
  const { storageVersion: _v, syncRequested: _s, cartState, ...cart } = message.cart;
  const seenRevisions = mergeSeen(context.seenRevisions, message.seen, message.origin, revision);
  const seenMine = message.seen[context.tabId] ?? -1;
  const unseen = context.optimisticOperations.filter(
    (op) => (context.operationRevisions[op.id] ?? -1) > seenMine,
  );
  let lines: CartLines = {
    base: cart.baseProducts,
    operations: cart.optimisticOperations,
    products: cart.products,
  };
  for (const op of unseen) {
    const meta = { id: op.id, timestamp: op.timestamp };
    // The sender's operations are held by others: replace them, never cancel them away.
    const held = new Set(lines.operations.map((held) => held.id));
    if (op.type === 'REMOVE') {
      const id = op.productId ?? op.product?._id;
      const video = op.product?.video._id;
      const line = lines.products.find((l) => l._id === id || l.video._id === video);
      if (line) lines = recordRemove(lines, line._id, meta, held).lines;
    } else if (op.product) {
      lines = recordAdd(lines, op.product, meta, held).lines;
    }
  }
  // Re-applied edits go out again with the merged state, at the next revision.
  const resent = Object.fromEntries(unseen.map((op) => [op.id, revision + 1]));
  const patch: Partial<CartContext> = {
    ...cart,
    ...withLines(lines),
    revision,
    seenRevisions,
    operationRevisions: keepRevisions(lines.operations, context.operationRevisions, resent),
    inFlightOperationIds: [],
  };
  return {
    patch,
    merged: unseen.length > 0,
    lifecycle: { type: 'lifecycle.adopt', state: cartState },
  };
}

/** The channel message for a committed change (none for local-only changes). */
export function channelMessageOf(
  context: CartContext,
  change: CommitChange,
  cartState: CartState,
): CartChannelMessage | null {
  const origin = context.tabId;
  const revision = context.revision;
  switch (change) {
    case 'cart':
      return {
        kind: 'cart.updated',
        origin,
        revision,
        cart: sharedCartOf(context, cartState),
        seen: context.seenRevisions,
      };
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
