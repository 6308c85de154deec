import { Link } from 'react-router';
import { showToast } from '../platform/toast';

/** One confirmation at a time: a second add replaces the toast on screen rather than stacking. */
export const ADDED_TOAST_ID = 'cart:added';

/**
 * What the toast says after an add: the video and the option, and — when the add replaced the
 * video's other option in the cart (one line per video, spec §4) — that it did.
 */
export function addedMessage(title: string, option: string, replaced: string | null): string {
  return replaced === null
    ? `Added ${title} (${option}) to your cart.`
    : `${title} in your cart is now ${option}, instead of ${replaced}.`;
}

/**
 * The small confirmation after "Add to cart" (issue 33): in the spec's toaster (bottom-right,
 * 4 s), with a link to the cart. Sonner's list is a labelled region ("Notifications"), not a
 * `status`, so the pages' own status messages stay the only ones of that role.
 */
export function showAddedToast(title: string, option: string, replaced: string | null): void {
  void showToast(addedMessage(title, option, replaced), {
    id: ADDED_TOAST_ID,
    action: (
      <Link to="/cart" className="ml-auto shrink-0 text-rose-400 text-sm underline">
        View cart
      </Link>
    ),
  });
}
