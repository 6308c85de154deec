/** A byte range of a file, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * RFC 9110 §14.1.2 for one range: `bytes=a-b`, open-ended `bytes=a-`, suffix `bytes=-n`.
 * Answers the range, `'unsatisfiable'` (→ 416) or `null` when the header is absent or not a
 * single byte range (→ the whole file, as the RFC allows a server to ignore it).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix: the last n bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (last === '') return { start, end: size - 1 };
  const end = Number(last);
  if (!Number.isSafeInteger(end) || end < start) return null;
  return { start, end: Math.min(end, size - 1) };
}
