import { describe, expect, it } from 'vitest';
import { itemHistory } from './seed';

const since = new Date('2026-11-18T15:00:00Z');
const lastState = (entries: ReturnType<typeof itemHistory>) =>
  entries.at(-1)?.changes.find((c) => c.field === 'state')?.after;

describe("a seeded intake item's history", () => {
  it.each([
    ['new', ['create']],
    ['needs_info', ['create']],
    ['ready', ['create']],
    ['approved', ['create', 'approve']],
    ['rejected', ['create', 'reject']],
    ['published', ['create', 'approve', 'publish']],
  ] as const)('brings an item to %s through the actions the API records', (state, actions) => {
    const entries = itemHistory(
      { path: 'a/b.mp4', state, rejectReason: 'Not the scene.', stateSince: since },
      'the-video',
    );
    expect(entries.map((e) => e.action)).toEqual(actions);
    expect(lastState(entries)).toBe(state);
    // In time order, the last change at the moment the item entered its state.
    expect(entries.at(-1)?.at).toEqual(since);
    const times = entries.map((e) => e.at.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('names the reject reason and the published video', () => {
    const [, reject] = itemHistory(
      { path: 'x.mp4', state: 'rejected', rejectReason: 'Test pattern.', stateSince: since },
      null,
    );
    expect(reject?.changes).toContainEqual({
      field: 'rejectReason',
      before: null,
      after: 'Test pattern.',
    });
    const publish = itemHistory({ path: 'y.mp4', state: 'published', stateSince: since }, 'v-1').at(
      -1,
    );
    expect(publish?.changes).toContainEqual({ field: 'video', before: null, after: 'v-1' });
  });
});
