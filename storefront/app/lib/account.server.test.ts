import { describe, expect, it } from 'vitest';
import { pageParam } from './account.server';

describe('pageParam', () => {
  it('reads ?page= as a positive integer, anything else as page 1', () => {
    const at = (q: string) => pageParam(new URL(`http://x/dashboard/orders${q}`));
    expect(at('')).toBe(1);
    expect(at('?page=3')).toBe(3);
    for (const bad of ['?page=0', '?page=-2', '?page=1.5', '?page=abc', '?page=99999999']) {
      expect(at(bad)).toBe(1);
    }
  });
});
