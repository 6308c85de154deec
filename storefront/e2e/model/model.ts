/**
 * The shopper's cart as the shopper should see it, for the model-based end-to-end test
 * (decision 070). Pure: no browser, no server. One user per sequence, in one browser (every tab
 * shares its cookies and storage):
 *
 * - While signed out the cart is the browser's guest cart; the user's server cart is left as it was.
 * - While signed in the cart is the server cart, the same in every tab.
 * - Signing in merges the guest cart into the server cart (the server's login-sync rule: the union
 *   of the product ids, the server's lines first); the guest's coupon wins when it has one, even
 *   on a guest cart emptied after applying it.
 * - Signing out empties the browser's cart (the SDK's rule); the server cart stays for next time.
 * - Adding a video already in the cart replaces its line (spec §4); paying empties the cart and
 *   the bought videos are never offered again in the sequence.
 */

export interface Line {
  productId: string;
  videoId: string;
  priceCents: number;
}

export interface CartModel {
  lines: Line[];
  coupon: string | null;
}

/**
 * `slow`, `error`: the server's answers to the user's calls (a test hook); `refresh`: the
 * browser's POST /api/auth/refresh-token answers 503 (routed by Playwright), the server renders'
 * refreshes still work (decision 080).
 */
export type FaultKind = 'slow' | 'error' | 'refresh';

export interface ShopModel {
  /** How many tabs are open (the real system keeps them in the same order). */
  tabs: number;
  signedIn: boolean;
  guest: CartModel;
  server: CartModel;
  /** Videos bought in this sequence. */
  owned: string[];
  /** The fault the server is answering the user's calls with, if any. */
  fault: FaultKind | null;
}

/** The coupons the test uses, and whether the store accepts them (server/README.md). */
export const COUPONS = { WELCOME10: true, FIVEOFF: true, NOPE: false } as const;
export type CouponCode = keyof typeof COUPONS;

export const emptyCart = (): CartModel => ({ lines: [], coupon: null });

export function initialModel(signedIn: boolean): ShopModel {
  return { tabs: 1, signedIn, guest: emptyCart(), server: emptyCart(), owned: [], fault: null };
}

/** The cart the tabs show. */
export function visibleCart(model: ShopModel): CartModel {
  return model.signedIn ? model.server : model.guest;
}

/** Adds a line, replacing the line of the same video (an UPDATE), in place. */
export function addLine(cart: CartModel, line: Line): void {
  const at = cart.lines.findIndex((l) => l.videoId === line.videoId);
  if (at === -1) cart.lines.push(line);
  else cart.lines[at] = line;
}

export function removeLine(cart: CartModel, productId: string): void {
  cart.lines = cart.lines.filter((l) => l.productId !== productId);
}

/** The login sync: the server's lines, then the guest's it lacks; the guest cart empties. */
export function signIn(model: ShopModel): void {
  const server = model.server;
  const known = new Set(server.lines.map((l) => l.productId));
  server.lines = [...server.lines, ...model.guest.lines.filter((l) => !known.has(l.productId))];
  // The guest's coupon wins even when the guest emptied the cart after applying it: the shopper
  // applied it and never removed it (decision 080; the SDK keeps an unsent coupon pending).
  server.coupon = model.guest.coupon ?? server.coupon;
  model.guest = emptyCart();
  model.signedIn = true;
}

export function signOut(model: ShopModel): void {
  model.signedIn = false;
  model.guest = emptyCart();
}

/** A paid checkout: the cart's videos are owned, the cart is new and empty. */
export function pay(model: ShopModel): void {
  model.owned.push(...model.server.lines.map((l) => l.videoId));
  model.server = emptyCart();
}

/** Same product ids, in any order (the server keeps insertion order; merges may differ). */
export function sameLines(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = (x: readonly string[]) => [...x].sort().join(',');
  return sorted(a) === sorted(b);
}

/** The model as one readable line. */
export function describeModel(model: ShopModel): string {
  const cart = (c: CartModel) =>
    `[${c.lines.map((l) => l.productId).join(', ')}]${c.coupon ? ` coupon ${c.coupon}` : ''}`;
  return [
    `${model.tabs} tab(s)`,
    model.signedIn ? 'signed in' : 'signed out',
    `server cart ${cart(model.server)}`,
    model.signedIn ? '' : `guest cart ${cart(model.guest)}`,
    model.owned.length > 0 ? `owned ${model.owned.join(', ')}` : '',
    model.fault ? `fault ${model.fault}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}
