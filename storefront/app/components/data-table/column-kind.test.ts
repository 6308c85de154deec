import { describe, expect, it } from 'vitest';
import { type ColumnKind, cellClass, headerClass } from './column-kind';

const KINDS: ColumnKind[] = ['date', 'id', 'money', 'count', 'rate', 'text'];

describe('a column kind decides its layout (issue 33)', () => {
  it('dates, ids and figures stay on one line with tabular digits; text may wrap', () => {
    for (const kind of KINDS) {
      const oneLine = kind !== 'text';
      expect(cellClass(kind).includes('whitespace-nowrap'), kind).toBe(oneLine);
      expect(cellClass(kind).includes('tabular-nums'), kind).toBe(oneLine);
    }
    expect(cellClass(undefined)).toBe('');
  });

  it('amounts, counts and rates align right, their headers too; dates, ids and text left', () => {
    for (const kind of KINDS) {
      const right = kind === 'money' || kind === 'count' || kind === 'rate';
      expect(cellClass(kind).includes('text-right'), kind).toBe(right);
      expect(headerClass(kind).includes('text-right'), kind).toBe(right);
    }
  });
});
