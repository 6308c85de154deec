import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('parseRange (RFC 9110 single byte ranges)', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=100-', 1000, { start: 100, end: 999 }],
    ['bytes=-50', 1000, { start: 950, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=900-5000', 1000, { start: 900, end: 999 }],
    ['bytes=999-999', 1000, { start: 999, end: 999 }],
    ['BYTES = 1 - 2', 1000, { start: 1, end: 2 }],
  ])('%s of %i bytes → %o', (header, size, range) => {
    expect(parseRange(header, size)).toEqual(range);
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=1000-2000', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
  ])('%s of %i bytes → unsatisfiable (416)', (header, size) => {
    expect(parseRange(header, size)).toBe('unsatisfiable');
  });

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=5-1',
    'items=0-1',
    'bytes=0-1,5-9',
    'bytes=a-b',
  ])('%s → null (the whole file)', (header) => {
    expect(parseRange(header, 1000)).toBeNull();
  });

  test.prop([fc.string({ maxLength: 30 }), fc.nat(10_000)])(
    'any header answers a range inside the file, unsatisfiable or null',
    (header, size) => {
      const r = parseRange(header, size);
      if (r && r !== 'unsatisfiable') {
        expect(r.start).toBeGreaterThanOrEqual(0);
        expect(r.end).toBeLessThan(size);
        expect(r.start).toBeLessThanOrEqual(r.end);
      }
    },
  );
});
