/**
 * The studio intake item's states and the rules that move it (decision 039). Pure functions: the
 * routes call them before any write, the property test drives them with random event sequences.
 *
 *   new ──edit──▶ needs_info ⇄ ready ──approve──▶ approved ──publish──▶ published
 *    │                 │          │                  │
 *    └──── reject (with a reason) from new, needs_info, ready, approved ──▶ rejected
 *
 * - `new`: imported, nobody has saved it yet.
 * - An edit re-checks the fields: complete → `ready`, not → `needs_info`. Editing an approved item
 *   withdraws its approval; editing a rejected one re-opens it. A published item is not edited here
 *   (its video is, in the video admin).
 * - Approving needs a complete item in `new` or `ready`.
 * - Publishing needs `approved`, and happens once: `published` is final.
 */
export const ITEM_STATES = [
  'new',
  'needs_info',
  'ready',
  'approved',
  'rejected',
  'published',
] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export type ItemEvent =
  | { type: 'edit'; complete: boolean }
  | { type: 'approve' }
  | { type: 'reject'; reason: string }
  | { type: 'publish' };

export interface ItemStatus {
  state: ItemState;
  /** Whether the item's fields are all present and valid (see `missingFields`). */
  complete: boolean;
}

export type Transition =
  | { ok: true; state: ItemState; complete: boolean }
  | { ok: false; reason: string };

/** Every (from → to) pair a transition may take; the property test checks against this list. */
export const ALLOWED_TRANSITIONS: ReadonlyArray<readonly [ItemState, ItemState]> = [
  ['new', 'needs_info'],
  ['new', 'ready'],
  ['new', 'approved'],
  ['new', 'rejected'],
  ['needs_info', 'needs_info'],
  ['needs_info', 'ready'],
  ['needs_info', 'rejected'],
  ['ready', 'ready'],
  ['ready', 'needs_info'],
  ['ready', 'approved'],
  ['ready', 'rejected'],
  ['approved', 'ready'],
  ['approved', 'needs_info'],
  ['approved', 'rejected'],
  ['approved', 'published'],
  ['rejected', 'ready'],
  ['rejected', 'needs_info'],
];

export const STATE_LABELS: Record<ItemState, string> = {
  new: 'New',
  needs_info: 'Needs info',
  ready: 'Ready',
  approved: 'Approved',
  rejected: 'Rejected',
  published: 'Published',
};

const refuse = (reason: string): Transition => ({ ok: false, reason });

/** The one rule: where an item in `status` goes on `event`, or why it cannot. */
export function transition(status: ItemStatus, event: ItemEvent): Transition {
  const { state, complete } = status;
  switch (event.type) {
    case 'edit':
      if (state === 'published')
        return refuse('A published item is changed through its video in the video admin.');
      return { ok: true, state: event.complete ? 'ready' : 'needs_info', complete: event.complete };
    case 'approve':
      if (state !== 'new' && state !== 'ready')
        return refuse(
          `Only new or ready items can be approved (this one is ${STATE_LABELS[state].toLowerCase()}).`,
        );
      if (!complete) return refuse('Complete the missing fields before approving.');
      return { ok: true, state: 'approved', complete };
    case 'reject':
      if (event.reason.trim() === '') return refuse('Give a reason for the rejection.');
      if (state === 'published' || state === 'rejected')
        return refuse(`A ${STATE_LABELS[state].toLowerCase()} item cannot be rejected.`);
      return { ok: true, state: 'rejected', complete };
    case 'publish':
      if (state === 'published') return refuse('Already published.');
      if (state !== 'approved') return refuse('Only approved items are published.');
      return { ok: true, state: 'published', complete };
  }
}

export const isAllowed = (from: ItemState, to: ItemState) =>
  ALLOWED_TRANSITIONS.some(([f, t]) => f === from && t === to);

/** Items still waiting for someone (the overview's "oldest waiting item"). */
export const WAITING_STATES: readonly ItemState[] = ['new', 'needs_info', 'ready', 'approved'];
