import type { CartView } from '@reelcart/sdk';
import { useCommerce } from '@reelcart/sdk/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Set (per tab: sessionStorage) while this tab shows /billing; survives a reload of the tab. */
const BILLING_VISIT_KEY = 'reelcart:billing-visit';
export const BILLING_PATH = '/billing';

/** The billing page records that this tab is paying (called when it mounts). */
export function markBillingVisit(): void {
  try {
    sessionStorage.setItem(BILLING_VISIT_KEY, '1');
  } catch {}
}

function hasBillingVisit(): boolean {
  try {
    return sessionStorage.getItem(BILLING_VISIT_KEY) !== null;
  } catch {
    return false;
  }
}

function clearBillingVisit(): void {
  try {
    sessionStorage.removeItem(BILLING_VISIT_KEY);
  } catch {}
}

/**
 * Leaving billing without paying — the back button, a link, a reload or the SDK starting on
 * another page of this tab — makes a cart in checkout active again (decision 065), so it takes
 * edits and says so. Only this tab's visit counts: another tab that is paying is left alone (an
 * edit made here still reopens the cart, and that tab's payment then meets the new version).
 */
export function ReopenCartAfterBilling() {
  const { cart } = useCommerce('ReopenCartAfterBilling');
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === BILLING_PATH || !hasBillingVisit()) return;
    // The stored cart's state is known once it is restored.
    const reopen = (view: CartView) => {
      if (view.status === 'restoring') return false;
      clearBillingVisit();
      if (view.cartState === 'checkout') cart.reopen();
      return true;
    };
    if (reopen(cart.getSnapshot())) return;
    const stop = cart.subscribe((view) => {
      if (reopen(view)) stop();
    });
    return stop;
  }, [cart, pathname]);
  return null;
}
