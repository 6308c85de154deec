import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, unmask } from './masks';

describe('applyMask', () => {
  it('# accepts digits only and inserts literals between them', () => {
    expect(applyMask('12345678', '##/##/####')).toBe('12/34/5678');
    expect(applyMask('12a34', '##/##')).toBe('12/34');
  });

  it('skips a literal the user typed themselves', () => {
    expect(applyMask('12/34', '##/##')).toBe('12/34');
    expect(applyMask('(555) 123', '(###) ###-####')).toBe('(555) 123');
  });

  it('adds no trailing literal after the last typed character', () => {
    expect(applyMask('12', '##/##')).toBe('12');
    expect(applyMask('', '##/##')).toBe('');
  });

  it('X accepts letters and digits, nothing else', () => {
    expect(applyMask('a1-b2', 'XXXX')).toBe('a1b2');
  });

  it('S accepts letters and keeps their case', () => {
    expect(applyMask('aB3c', 'SSS')).toBe('aBc');
  });

  it('A upper-cases and a lower-cases letters', () => {
    expect(applyMask('ab12', 'AA-##')).toBe('AB-12');
    expect(applyMask('XY', 'aa')).toBe('xy');
    expect(applyMask('1a', 'A')).toBe('A');
  });

  it('! makes the next mask character literal', () => {
    expect(applyMask('12', '!##')).toBe('#1');
    expect(applyMask('5', '!A#')).toBe('A5');
    expect(applyMask('a1', 'S!#!!#')).toBe('a#!1');
  });

  it('ignores input beyond the mask', () => {
    expect(applyMask('123456', '###')).toBe('123');
  });
});

describe('unmask / isMaskComplete', () => {
  it('returns only the characters in slots', () => {
    expect(unmask('12/34/5678', '##/##/####')).toBe('12345678');
    expect(unmask('#12', '!###')).toBe('12');
  });

  it('knows when every slot is filled', () => {
    expect(isMaskComplete('1234', '##/##')).toBe(true);
    expect(isMaskComplete('123', '##/##')).toBe(false);
    expect(isMaskComplete('12', '!###')).toBe(true);
  });
});
