import { type ShopModel, sameLines, visibleCart } from './model';

/**
 * The model test's invariants as pure functions (decision 070), apart from the browser so they
 * can be unit-tested. Each has a name; `E2E_MODEL_TOLERATE` lists the ones a run only reports
 * (a branch that has not fixed a known defect yet can still look for the others).
 */
export const INVARIANTS = {
  /** The server cart and coupon equal the model's; every tab's badge shows the model's count. */
  cart: 'the server cart and every badge agree with the model',
  /** Every tab shows the session the shopper has (signed in or out in one tab: in all). */
  session: 'every tab shows the session the shopper has',
  /** No console error in any tab (a failed resource load is not one). */
  console: 'no console error',
  /** No React hydration mismatch (#418 and friends), whatever its console level. */
  hydration: 'no hydration mismatch',
  /** The success page's badge is 0 from the first value it shows. */
  'success-badge': "the success page's badge is 0 from its first paint",
  /** Every total shown (cart, billing, Pay, success page) is what the server charges. */
  totals: 'every total shown is what the server charges',
} as const;
export type Invariant = keyof typeof INVARIANTS;

export function isInvariant(name: string): name is Invariant {
  return Object.hasOwn(INVARIANTS, name);
}

/** The server's side as the invariants need it. */
export interface ServerCartState {
  productIds: string[];
  couponCode: string | null;
}

/** One tab as the invariants need it. */
export interface TabView {
  tab: number;
  url: string;
  badge: string | null;
  signedIn: boolean | null;
}

export interface Difference {
  invariant: 'cart' | 'session';
  text: string;
  /** The tab it was seen in, if any. */
  tab?: number;
}

/** What differs between the model and the world; empty when they agree. */
export function differences(
  model: ShopModel,
  server: ServerCartState | null,
  tabs: readonly TabView[],
): Difference[] {
  const found: Difference[] = [];
  const ids = server?.productIds ?? [];
  const expected = model.server.lines.map((l) => l.productId);
  if (!sameLines(ids, expected)) {
    found.push({
      invariant: 'cart',
      text: `server cart [${ids.join(', ')}], model [${expected.join(', ')}]`,
    });
  }
  const coupon = server?.couponCode ?? null;
  if (coupon !== model.server.coupon) {
    found.push({
      invariant: 'cart',
      text: `server coupon ${coupon}, model ${model.server.coupon}`,
    });
  }
  const count = String(visibleCart(model).lines.length);
  const session = (signedIn: boolean | null) =>
    signedIn === null ? 'no session state' : signedIn ? 'signed in' : 'signed out';
  for (const tab of tabs) {
    if (tab.badge !== count) {
      found.push({
        invariant: 'cart',
        text: `tab ${tab.tab} (${tab.url}) badge ${tab.badge}, model ${count}`,
        tab: tab.tab,
      });
    }
    if (tab.signedIn !== model.signedIn) {
      found.push({
        invariant: 'session',
        text: `tab ${tab.tab} (${tab.url}) shows ${session(tab.signedIn)}, model ${session(model.signedIn)}`,
        tab: tab.tab,
      });
    }
  }
  return found;
}

/** "$17.08" or "−$1.90" → 1708 or 190 (the sign is the label's business); null without an amount. */
export function moneyCents(text: string | null | undefined): number | null {
  const match = text?.match(/(\d[\d,]*)\.(\d{2})/);
  if (!match) return null;
  return Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2]);
}

/** Console output that breaks an invariant: errors, and hydration warnings at any level. */
export function consoleInvariant(type: string, text: string): Invariant | null {
  if (/hydrat|Minified React error #(418|419|420|421|422|423|425)/i.test(text)) {
    return type === 'error' || type === 'warning' ? 'hydration' : null;
  }
  // A resource that failed to load is the test's own business (faults, refused tokens).
  if (type === 'error' && !/Failed to load resource/.test(text)) return 'console';
  return null;
}
