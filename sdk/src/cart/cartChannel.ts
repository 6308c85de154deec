import { parseWith } from '@reelcart/contract/core/parse';
import type { CartState, OptimisticOperation } from '@reelcart/contract/store/cart';
import { fromCallback } from 'xstate';
import { isSessionChanged } from '../auth/sessionSharing';
import type { Channel, ChannelLogger } from '../platform/channel';
import { clearedCart, keepRevisions, withLines, withoutVersion } from './cartMachine.context';
import type { CartContext, CommitChange, LifecycleSignal } from './cartMachine.types';
import { toPersistedCart } from './cartStorage';
import {
  adoptServerCart,
  type CartLines,
  recordAdd,
  recordRemove,
  rejectOperations,
} from './operations';
import {
  type CartChannelEvent,
  type CartChannelInput,
  CartChannelMessage,
  type SharedCart,
} from './tabMessages';

/**
 * Whether a revisioned message from `origin` beats the local state: a larger revision, or the
 * same one from a larger tab id than the tab whose change the local state holds.
 */
export function isNewer(
  remote: { revision: number; origin: string },
  local: { revision: number; tabId: string; revisionOrigin?: string | null },
): boolean {
  if (remote.origin === local.tabId) return false;
  return (
    remote.revision > local.revision ||
    (remote.revision === local.revision && remote.origin > (local.revisionOrigin ?? local.tabId))
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
      // The auth service's word on the same channel (decision 080): not the cart's.
      if (isSessionChanged(raw)) return;
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
  /** Ids of this tab's unseen edits the sender's newer edit of the same video replaced. */
  superseded?: string[];
  /**
   * The message was older and its sender has not seen this tab's state, which lacks some of its
   * edits: this tab's state goes out again, as it is, so the sender adopts it and re-applies them.
   */
  resend?: boolean;
}

/**
 * What the adopted state holds of each tab's edits: the sender's word, and the sender's own
 * revision — never this tab's earlier knowledge, whose edits the adopted cart may lack (a third
 * tab's add this tab had merged, gone from the newer cart: claiming it seen would keep its tab
 * from ever re-applying it). Tabs this one knows keep a key (-1: nothing of theirs is held).
 */
function seenByAdopted(
  mine: Record<string, number>,
  theirs: Record<string, number>,
  origin: string,
  revision: number,
): Record<string, number> {
  const seen: Record<string, number> = {};
  for (const tab of Object.keys(mine)) seen[tab] = -1;
  for (const [tab, value] of Object.entries(theirs)) seen[tab] = value;
  seen[origin] = revision;
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
  // A guest never takes a signed-in session's server cart (a tab that missed a sign-out sends it).
  if (message.kind === 'cart.updated' && message.cart.cartId && !context.signedIn) return null;
  if (!isNewer(message, context)) {
    return newerServerCart(context, message) ?? (isBehind(context, message) ? RESEND : null);
  }
  const revision = message.revision;
  if (message.kind === 'cart.cleared') {
    const patch = {
      ...clearedCart(context),
      previousCartId: message.previousCartId,
      revision,
      revisionOrigin: message.origin,
    };
    return { patch, merged: false, lifecycle: { type: 'lifecycle.clear' } };
  }
  if (message.kind === 'coupon.changed') {
    const patch = {
      appliedCoupon: message.appliedCoupon,
      couponPending: message.couponPending,
      revision,
      revisionOrigin: message.origin,
    };
    return { patch, merged: false };
  }
  const { storageVersion: _v, syncRequested: _s, cartState, ...cart } = message.cart;
  const seenRevisions = seenByAdopted(
    context.seenRevisions,
    message.seen,
    message.origin,
    revision,
  );
  const seenMine = message.seen[context.tabId] ?? -1;
  const videoOf = (op: OptimisticOperation) => op.product?.video._id ?? op.productId;
  const mine = context.optimisticOperations.filter(
    (op) => (context.operationRevisions[op.id] ?? -1) > seenMine,
  );
  // An unseen edit of this tab is re-applied, unless the sender made a later one of that video.
  const unseen = mine.filter(
    (op) =>
      !cart.optimisticOperations.some(
        (o) => videoOf(o) === videoOf(op) && o.timestamp > op.timestamp,
      ),
  );
  // An add this tab cancelled out, sent back by a tab that read it from storage as it started,
  // stays cancelled: the corrected cart goes out again (decision 110).
  const cancelled = cart.optimisticOperations.some((op) =>
    context.cancelledOperationIds.includes(op.id),
  );
  let lines: CartLines = {
    base: cart.baseProducts,
    operations: cart.optimisticOperations,
    products: cart.products,
  };
  if (cancelled) lines = rejectOperations(lines, context.cancelledOperationIds);
  // A cart the sender paid: an edit of this tab it had not seen was not in the payment. It waits
  // for the cart's clear, as an edit made while completed does, then goes to the new cart.
  const paid = cartState === 'completed';
  for (const op of paid ? [] : unseen) {
    const meta = {
      id: op.id,
      timestamp: op.timestamp,
      ...(op.cartVersion === undefined ? {} : { cartVersion: op.cartVersion }),
    };
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
  // Those not kept (a later edit of the video, or one the sender's cart already holds, made in
  // the same millisecond too) leave the journal: a reload would replay them over later choices.
  const waiting = paid ? unseen : [];
  const superseded = mine
    .filter((op) => !lines.operations.some((o) => o.id === op.id) && !waiting.includes(op))
    .map((op) => op.id);
  // Re-applied edits go out again with the merged state, at the next revision.
  const resent = Object.fromEntries(unseen.map((op) => [op.id, revision + 1]));
  // The server's lines go by the server's version, not by the tabs' revisions: an older server
  // cart in a newer message (its tab has not had the latest answer yet) keeps this tab's.
  const older =
    cart.cartId === context.cartId && (cart.cartVersion ?? -1) < (context.cartVersion ?? -1);
  if (older) lines = adoptServerCart(context.baseProducts, lines.operations);
  const patch: Partial<CartContext> = {
    ...cart,
    ...(older
      ? { cartVersion: context.cartVersion, lastSyncTimestamp: context.lastSyncTimestamp }
      : {}),
    ...withLines(lines),
    revision,
    revisionOrigin: message.origin,
    seenRevisions,
    operationRevisions: keepRevisions(lines.operations, context.operationRevisions, resent),
    inFlightOperationIds: [],
    // For the next cart: not on the version of the one paid (decision 126).
    ...(paid
      ? { deferredOperations: [...context.deferredOperations, ...waiting.map(withoutVersion)] }
      : {}),
  };
  return {
    patch,
    merged: (unseen.length > 0 && !paid) || cancelled,
    lifecycle: { type: 'lifecycle.adopt', state: cartState },
    superseded,
  };
}

/**
 * An older message (by revision) whose tab has a newer answer of the same server cart: its lines
 * are taken as this tab's base, this tab's pending edits on top (else both tabs would keep
 * showing the older cart: the newer tab adopts this one's next message, lines missing).
 */
function newerServerCart(context: CartContext, message: CartChannelMessage): RemoteAdoption | null {
  if (message.kind !== 'cart.updated') return null;
  const { cart } = message;
  if (!cart.cartId || cart.cartId !== context.cartId) return null;
  if ((cart.cartVersion ?? -1) <= (context.cartVersion ?? -1)) return null;
  const lines = adoptServerCart(cart.baseProducts, context.optimisticOperations);
  const patch: Partial<CartContext> = {
    ...withLines(lines),
    cartVersion: cart.cartVersion,
    lastSyncTimestamp: cart.lastSyncTimestamp,
  };
  return { patch, merged: false };
}

const RESEND: RemoteAdoption = { patch: {}, merged: false, resend: true };

/**
 * An older cart whose sender has not seen this tab's state and holds edits it lacks: that tab
 * may never hear a newer message (it opened after the last one), and its edits would stay its
 * own. Every tab that hears it answers with its state; the chain of answers only climbs (each
 * answers an older state with a newer one), so it ends.
 */
function isBehind(context: CartContext, message: CartChannelMessage): boolean {
  if (message.kind !== 'cart.updated') return false;
  const holder = context.revisionOrigin ?? context.tabId;
  if ((message.seen[holder] ?? -1) >= context.revision) return false;
  const held = new Set(context.optimisticOperations.map((op) => op.id));
  return message.cart.optimisticOperations.some((op) => !held.has(op.id));
}

/** This tab's state as the tab whose change gave its revision sent it (a resend). */
export function resendMessageOf(context: CartContext, cartState: CartState): CartChannelMessage {
  return {
    kind: 'cart.updated',
    origin: context.revisionOrigin ?? context.tabId,
    revision: context.revision,
    cart: sharedCartOf(context, cartState),
    seen: context.seenRevisions,
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
