import { isCommerceError } from '@reelcart/contract/core/commerceError';
import type { OptimisticOperation } from '@reelcart/contract/store/cart';
import type { AuthSession } from '../auth/session';
import type { ApiClient } from '../http/client';
import type { CoreCalls } from '../http/coreCalls';
import type { SyncStore } from '../platform/syncStore';
import type { CartContext } from './cartMachine.types';
import { readJournal } from './editJournal';
import { rebase } from './operations';

/**
 * The edits a session leaves unsent as it ends: every tab's journaled edits (the journal is
 * shared) and this tab's pending and deferred ones, once each, oldest first.
 */
export function unsentEdits(
  context: Pick<CartContext, 'optimisticOperations' | 'deferredOperations'>,
  journal: SyncStore | undefined,
): OptimisticOperation[] {
  const byId = new Map<string, OptimisticOperation>();
  const all = [
    ...(journal ? readJournal(journal) : []),
    ...context.optimisticOperations,
    ...context.deferredOperations,
  ];
  for (const op of all) byId.set(op.id, op);
  return [...byId.values()].sort((a, b) => a.timestamp - b.timestamp);
}

/**
 * Sends a session's last edits to its own cart with its own token as it ends (signed out here or
 * in another tab: decision 080), so an edit made a moment before a sign-out is neither lost nor
 * applied to the guest cart. A push of edits only: the server applies each operation once
 * (decision 066) on top of its current cart, whatever the version. Fire and forget, and
 * `keepalive`, since signing out usually navigates. An expired access token is renewed once with
 * the session's refresh token (signing out revokes nothing on the server).
 */
export async function sendLastEdits(
  client: ApiClient<CoreCalls>,
  session: Pick<AuthSession, 'token' | 'refreshToken'>,
  operations: readonly OptimisticOperation[],
): Promise<void> {
  if (operations.length === 0) return;
  const products = rebase([], operations).map((line) => line._id);
  const push = (token: string) =>
    client.call('pushCart', {
      body: { products, cartVersion: null, optimisticOperations: [...operations] },
      headers: { authorization: `Bearer ${token}` },
      keepalive: true,
    });
  try {
    await push(session.token);
  } catch (error) {
    // The ending session's access token had expired: its refresh token renews it once.
    if (!isCommerceError(error) || error.status !== 401 || !session.refreshToken) return;
    try {
      const answer = await client.call('refreshToken', {
        body: { refreshToken: session.refreshToken },
        keepalive: true,
      });
      await push(answer.token);
    } catch {
      // Nothing more to do: the session is over and its tokens are refused.
    }
  }
}
