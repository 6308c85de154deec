/**
 * Which lifecycle moves `POST /api/cart` accepts, for the reference server and the SDK's fake
 * server alike (issue 28): a push may keep a cart where it is, take it to checkout and back, or
 * abandon it. `completed` is reached only by paying (`POST /api/cart/complete`), and a completed
 * or abandoned cart is never the current one, so no push moves one.
 */
const MOVES: Readonly<Record<string, readonly string[] | undefined>> = {
  active: ['active', 'checkout', 'abandoned'],
  checkout: ['checkout', 'active', 'abandoned'],
};

/** Whether a push may move a cart in `from` (a new cart counts as `active`) to `to`. */
export const canMoveCart = (from: string | undefined, to: string): boolean =>
  (MOVES[from ?? 'active'] ?? []).includes(to);
