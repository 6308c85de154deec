import type { CartState } from '@reelcart/contract/store/cart';
import type { LifecycleSignal } from './cartMachine.types';

/** The cart's states (spec §4), in the order the statechart declares them. */
export const LIFECYCLE_STATES = ['active', 'checkout', 'completed', 'abandoned'] as const;

export interface LifecycleRule {
  from: readonly CartState[];
  to: CartState;
  /** The internal signal that takes it (`lifecycle.adopt` may take any allowed pair). */
  on: Exclude<LifecycleSignal['type'], 'lifecycle.adopt'>;
  /** The spec's words for it. */
  rule: string;
}

/**
 * Spec §4 as a table: every change of the cart's state the machine may make. The `lifecycle`
 * region declares exactly these transitions; a state adopted from storage, a reset backup, the
 * server or another tab is taken only when the change is one of them. Tests check every
 * observed change against this table.
 */
export const allowedLifecycleTransitions: readonly LifecycleRule[] = [
  {
    from: ['active'],
    to: 'checkout',
    on: 'lifecycle.checkout',
    rule: 'Only an active cart can move to checkout',
  },
  {
    from: ['checkout'],
    to: 'active',
    on: 'lifecycle.revert',
    rule: 'on failure the state returns to active',
  },
  {
    from: ['active', 'checkout', 'abandoned'],
    to: 'completed',
    on: 'lifecycle.complete',
    rule: 'Marking completed clears the local cart after 1 second',
  },
  {
    from: ['active', 'checkout'],
    to: 'abandoned',
    on: 'lifecycle.abandon',
    rule: 'Marking abandoned forces a sync',
  },
  {
    from: ['abandoned', 'checkout'],
    to: 'active',
    on: 'lifecycle.reactivate',
    rule: 'an edit, or leaving billing, makes the cart active again (decision 065)',
  },
  {
    from: ['checkout', 'completed', 'abandoned'],
    to: 'active',
    on: 'lifecycle.clear',
    rule: 'Reset sets the local cart empty (and a completed cart is cleared)',
  },
];

/** Whether the cart may go from `from` to `to` (staying is not a change). */
export function isAllowedLifecycleTransition(from: CartState, to: CartState): boolean {
  return allowedLifecycleTransitions.some((t) => t.to === to && t.from.includes(from));
}

/** The allowed targets from `from`, in declaration order. */
export function lifecycleTargetsFrom(from: CartState): CartState[] {
  return LIFECYCLE_STATES.filter((to) => to !== from && isAllowedLifecycleTransition(from, to));
}
