import { describe, expect, it } from 'vitest';
import {
  csvHref,
  formatCents,
  formatChange,
  formatCompactDollars,
  formatRate,
  toCsv,
} from './format';

describe('formatChange', () => {
  it('gives the signed change against the previous period', () => {
    expect(formatChange(125, 100)).toBe('+25%');
    expect(formatChange(100, 100)).toBe('+0%');
    expect(formatChange(80, 100)).toBe('-20%');
    expect(formatChange(0, 100)).toBe('-100%');
  });

  it('divides by the size of a negative previous figure (a net loss that shrinks is a gain)', () => {
    expect(formatChange(-50, -100)).toBe('+50%');
    expect(formatChange(-150, -100)).toBe('-50%');
  });

  it('has no percentage when there was nothing before', () => {
    expect(formatChange(0, 0)).toBe('0 %');
    expect(formatChange(500, 0)).toBe('—');
  });
});

describe('money and rates', () => {
  it('shows cents as dollars, negative amounts with a sign', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(-1_839)).toBe('-$18.39');
    expect(formatCompactDollars(12_500)).toBe('$12.5K');
  });

  it('shows basis points as a percentage, "mixed" when lines differ', () => {
    expect(formatRate(3000)).toBe('30%');
    expect(formatRate(1234)).toBe('12.34%');
    expect(formatRate(null)).toBe('mixed');
  });
});

describe('toCsv', () => {
  it('writes the header first and quotes cells with quotes, commas or newlines (RFC 4180)', () => {
    expect(
      toCsv(
        ['Group', 'Gross'],
        [
          ['plain', 12.5],
          ['a "quoted", label', 1],
          ['two\nlines', 0],
        ],
      ),
    ).toBe('Group,Gross\nplain,12.5\n"a ""quoted"", label",1\n"two\nlines",0');
  });

  it('is only the header without rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('A,B');
  });

  it('makes a data: URL that decodes back to the CSV', () => {
    const csv = toCsv(['Video'], [['Café #1 & 50%']]);
    const href = csvHref(csv);
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(href).not.toContain('#');
    expect(decodeURIComponent(href.slice('data:text/csv;charset=utf-8,'.length))).toBe(csv);
  });
});
