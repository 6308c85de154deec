import { describe, expect, it } from 'vitest';
import { formatCents, formatChange, formatCompactDollars, formatRate } from './format';

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
