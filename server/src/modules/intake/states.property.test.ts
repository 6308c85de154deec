import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_TRANSITIONS,
  ITEM_STATES,
  type ItemEvent,
  type ItemStatus,
  isAllowed,
  transition,
} from './states';

const event: fc.Arbitrary<ItemEvent> = fc.oneof(
  fc.record({ type: fc.constant('edit' as const), complete: fc.boolean() }),
  fc.constant({ type: 'approve' as const }),
  fc.record({
    type: fc.constant('reject' as const),
    reason: fc.oneof(fc.constant(''), fc.constant('  '), fc.string()),
  }),
  fc.constant({ type: 'publish' as const }),
);

/** Runs events from a freshly imported item; answers every step taken. */
function run(start: ItemStatus, events: ItemEvent[]) {
  let status = start;
  const steps: { from: ItemStatus; event: ItemEvent; to: ItemStatus | null }[] = [];
  for (const e of events) {
    const t = transition(status, e);
    const to = t.ok ? { state: t.state, complete: t.complete } : null;
    steps.push({ from: status, event: e, to });
    if (to) status = to;
  }
  return { steps, final: status };
}

describe('the intake item state machine', () => {
  it('any sequence of edits, approvals, rejections and publishes takes only allowed transitions, and publishes at most once', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 60 }), (complete, events) => {
        const { steps } = run({ state: 'new', complete }, events);
        let published = 0;
        for (const { from, event: e, to } of steps) {
          if (!to) continue;
          expect(isAllowed(from.state, to.state), `${from.state} → ${to.state} on ${e.type}`).toBe(
            true,
          );
          if (to.state === 'published') published += 1;
          // Approval needs complete fields; a rejection needs a reason.
          if (to.state === 'approved') expect(from.complete).toBe(true);
          if (e.type === 'reject') expect((e as { reason: string }).reason.trim()).not.toBe('');
          // Only an approved item is published.
          if (to.state === 'published') expect(from.state).toBe('approved');
        }
        expect(published).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('published is final: nothing moves a published item', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 20 }), (complete, events) => {
        const { final } = run({ state: 'published', complete }, events);
        expect(final.state).toBe('published');
      }),
    );
  });

  it('an edit decides ready or needs info from the fields, from any state but published', () => {
    for (const state of ITEM_STATES) {
      for (const complete of [true, false]) {
        const t = transition({ state, complete: !complete }, { type: 'edit', complete });
        if (state === 'published') expect(t.ok).toBe(false);
        else expect(t).toEqual({ ok: true, state: complete ? 'ready' : 'needs_info', complete });
      }
    }
  });

  it('every allowed pair is reachable by some event (the list has no dead entries)', () => {
    const reached = new Set<string>();
    const events: ItemEvent[] = [
      { type: 'edit', complete: true },
      { type: 'edit', complete: false },
      { type: 'approve' },
      { type: 'reject', reason: 'Wrong file' },
      { type: 'publish' },
    ];
    for (const state of ITEM_STATES)
      for (const complete of [true, false])
        for (const e of events) {
          const t = transition({ state, complete }, e);
          if (t.ok) reached.add(`${state}>${t.state}`);
        }
    expect([...reached].sort()).toEqual(ALLOWED_TRANSITIONS.map(([f, t]) => `${f}>${t}`).sort());
  });

  it('refusals say why', () => {
    expect(transition({ state: 'needs_info', complete: false }, { type: 'approve' })).toMatchObject(
      { ok: false },
    );
    expect(transition({ state: 'ready', complete: false }, { type: 'approve' })).toEqual({
      ok: false,
      reason: 'Complete the missing fields before approving.',
    });
    expect(transition({ state: 'ready', complete: true }, { type: 'publish' })).toEqual({
      ok: false,
      reason: 'Only approved items are published.',
    });
    expect(transition({ state: 'ready', complete: true }, { type: 'reject', reason: ' ' })).toEqual(
      {
        ok: false,
        reason: 'Give a reason for the rejection.',
      },
    );
  });
});
