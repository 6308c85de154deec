import type { CartState } from '@reelcart/contract/store/cart';
import { cartMachineSetup } from './cartMachine.lifecycle';

/**
 * The cart's state (spec §4) as the machine's `lifecycle` region, beside the sync machinery.
 * The sync region's actions raise `lifecycle.*` signals; the region moves only along the
 * transitions of `allowedLifecycleTransitions` (cartLifecycle.ts):
 * - only an active cart moves to checkout (with an immediate sync; back to active on failure);
 *   checkout is not a lock: an edit, or the tab leaving billing (`cart.reopen`), makes the cart
 *   active again (decision 065);
 * - completed: the sync region clears the local cart after `completedClear` (1 s), then active;
 *   edits made meanwhile wait, and are applied when it leaves `completed`;
 * - abandoned: the sync region forces a sync; an edit makes the cart active again;
 * - reset: cleared to active; on failure the old state is adopted back.
 * A state read from storage, a reset backup, the server or another tab (`lifecycle.adopt`) is
 * taken only where it is one of those transitions.
 */

const adopt = (...targets: CartState[]) =>
  targets.map((to) => ({ guard: { type: 'isAdopting' as const, params: { to } }, target: to }));

export const lifecycleRegion = cartMachineSetup.createStateConfig({
  initial: 'active',
  states: {
    active: {
      on: {
        'lifecycle.checkout': 'checkout',
        'lifecycle.complete': 'completed',
        'lifecycle.abandon': 'abandoned',
        'lifecycle.adopt': adopt('checkout', 'completed', 'abandoned'),
      },
    },
    checkout: {
      on: {
        'lifecycle.revert': 'active',
        'lifecycle.reactivate': 'active',
        'lifecycle.complete': 'completed',
        'lifecycle.abandon': 'abandoned',
        'lifecycle.clear': 'active',
        'lifecycle.adopt': adopt('active', 'completed', 'abandoned'),
      },
    },
    completed: {
      // Edits made while completed (and edits read from the journal meanwhile) apply now.
      exit: 'replayDeferredEdits',
      on: {
        'lifecycle.clear': 'active',
        'lifecycle.adopt': adopt('active'),
      },
    },
    abandoned: {
      on: {
        'lifecycle.reactivate': 'active',
        'lifecycle.complete': 'completed',
        'lifecycle.clear': 'active',
        'lifecycle.adopt': adopt('active', 'completed'),
      },
    },
  },
});

/** Anything with the cart machine's state value (a snapshot, or what an inspector saw). */
interface HasCartValue {
  value: unknown;
}

/** The cart's state, read from the `lifecycle` region of a cart machine snapshot. */
export function cartStateOf(snapshot: HasCartValue): CartState {
  const value = snapshot.value;
  if (typeof value !== 'object' || value === null || !('lifecycle' in value)) return 'active';
  const state = value.lifecycle;
  return state === 'checkout' || state === 'completed' || state === 'abandoned' ? state : 'active';
}
