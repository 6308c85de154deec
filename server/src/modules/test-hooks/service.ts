import { eq } from 'drizzle-orm';
import { hashToken } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound } from '../../platform/errors';
import { cartProductIds, couponById, currentCart } from '../cart';
import { prepareCart } from '../checkout';
import { refreshTokens, users } from '../schema';

/** The user of an e-mail (test hooks name users by e-mail); 404 when there is none. */
export async function userIdOf(deps: Deps, email: string): Promise<string> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!row) throw notFound('No such user');
  return row.id;
}

/**
 * What a payment of the user's current cart would charge, computed by the checkout's own code
 * (`prepareCart`), or why it would be refused.
 */
export async function cartQuote(deps: Deps, userId: string) {
  const cart = await currentCart(deps.db, userId);
  if (!cart) return { cart: null, quote: null, refused: null };
  const productIds = await cartProductIds(deps.db, cart.id);
  const coupon = await couponById(deps.db, cart.couponId);
  const summary = {
    id: cart.id,
    version: cart.version,
    state: cart.state,
    productIds,
    couponCode: coupon?.code ?? null,
  };
  if (productIds.length === 0) {
    return {
      cart: summary,
      quote: { subtotalCents: 0, discountCents: 0, totalCents: 0 },
      refused: null,
    };
  }
  try {
    const prepared = await prepareCart(deps, userId, cart.id, cart.version);
    const { subtotalCents, discountCents, totalCents } = prepared;
    return {
      cart: summary,
      quote: { subtotalCents, discountCents, totalCents },
      refused: null,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { cart: summary, quote: null, refused: error.message };
  }
}

/**
 * Where a refresh token stands: known, spent (rotated: its successor issued) and revoked — what a
 * browser test cannot see from outside without waiting out the reuse interval (decision 122).
 */
export async function refreshTokenState(deps: Deps, refreshToken: string) {
  const [row] = await deps.db
    .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  return {
    known: row !== undefined,
    spent: Boolean(row?.rotatedAt),
    revoked: Boolean(row?.revokedAt),
  };
}
