import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publishProgress } from './publish-button';

describe('publishProgress', () => {
  it('does not call a failed item done (issue 33: "3 / 3 done" with one failed)', () => {
    expect(publishProgress(3, 3, 1, false)).toBe('2 of 3 done, 1 failed');
    expect(publishProgress(3, 3, 0, false)).toBe('3 of 3 done');
    expect(publishProgress(1, 3, 0, true)).toBe('1 of 3 answered: publishing…');
  });

  // Once finished, the "done" figure plus the failures is every item answered.
  it('done plus failed is what was answered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (a, b) => {
        const [failed, answered] = a <= b ? [a, b] : [b, a];
        const text = publishProgress(answered, answered, failed, false);
        const done = Number(text.split(' ')[0]);
        expect(done + failed).toBe(answered);
      }),
    );
  });
});
