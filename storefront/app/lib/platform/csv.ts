/**
 * The one CSV writer of every export (admin tables, affiliate statements and analytics, manager
 * sales and royalty statements): RFC 4180 quoting, CRLF line ends, and formula-leading cells
 * defused (CSV injection: a spreadsheet runs text starting with = + - @, tab or CR as a formula).
 */

/** One CSV field: quoted when it holds a comma, quote or line break; formula-leading text is defused. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A plain number (negative ones included) stays a number; anything else that a spreadsheet
  // would read as a formula gets a leading quote, which shows it as text.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: the header line, then one line per row, each cell through csvField. */
export function csvDocument(header: readonly unknown[], rows: readonly (readonly unknown[])[]) {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A download link's address for a CSV document (works without script). */
export const csvHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
