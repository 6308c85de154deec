import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvHref } from './csv';

describe('csvDocument (the one CSV writer of every export)', () => {
  it('writes the header first, CRLF line ends, and quotes cells with quotes, commas or line breaks', () => {
    expect(
      csvDocument(
        ['Group', 'Gross'],
        [
          ['plain', 12.5],
          ['a "quoted", label', 1],
          ['two\nlines', 0],
          ['x,y', null],
        ],
      ),
    ).toBe('Group,Gross\r\nplain,12.5\r\n"a ""quoted"", label",1\r\n"two\nlines",0\r\n"x,y",\r\n');
  });

  it('is only the header without rows', () => {
    expect(csvDocument(['A', 'B'], [])).toBe('A,B\r\n');
  });

  it('makes a data: URL that decodes back to the CSV', () => {
    const csv = csvDocument(['Video'], [['Café #1 & 50%']]);
    const href = csvHref(csv);
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(href).not.toContain('#');
    expect(decodeURIComponent(href.slice('data:text/csv;charset=utf-8,'.length))).toBe(csv);
  });

  // Invariant: no cell a spreadsheet would run as a formula: every field either is a plain number
  // or starts (after an opening quote) with a character other than = + - @ tab CR.
  it('never lets a cell start a formula', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (value) => {
        const field = csvField(value);
        const text = field.startsWith('"') ? field.slice(1) : field;
        if (/^-?\d+(\.\d+)?$/.test(text)) return;
        expect(text).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});
