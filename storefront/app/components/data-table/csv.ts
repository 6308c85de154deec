import { csvDocument } from '../../lib/platform/csv';

/** Rows as CSV (RFC 4180, CRLF line ends) with a header line. */
export function toCsv<T>(
  rows: readonly T[],
  columns: ReadonlyArray<{ label: string; value: (row: T) => unknown }>,
): string {
  return csvDocument(
    columns.map((c) => c.label),
    rows.map((row) => columns.map((c) => c.value(row))),
  );
}

/** The URL's search with some parameters set (null removes one); `page` resets unless given. */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  if (!('page' in changes)) params.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
