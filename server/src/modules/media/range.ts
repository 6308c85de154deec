/** A byte range of a file, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The longest `Range` header read (characters). A single byte range of two 16-digit offsets is
 * about 40; longer headers are ignored (the whole file), so the parser's work is bounded whatever
 * is sent (issue 29, item 5: `bytes=` + 14,000 spaces + `!` took a quarter of a second).
 */
export const RANGE_HEADER_MAX = 200;

/** JavaScript's `\s`: the white space the header may hold around its tokens. */
function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/**
 * Reads `bytes = first - last` (spaces allowed around each token, the unit in any case) in one
 * pass over at most RANGE_HEADER_MAX characters: no regular expression, no backtracking.
 * Answers the two digit strings (either may be empty), or null when the header is not that shape.
 */
export function scanRange(header: string): [first: string, last: string] | null {
  let i = 0;
  const skipSpaces = () => {
    while (i < header.length && isSpace(header.charCodeAt(i))) i += 1;
  };
  const digits = () => {
    const from = i;
    while (i < header.length && isDigit(header.charCodeAt(i))) i += 1;
    return header.slice(from, i);
  };
  skipSpaces();
  if (header.slice(i, i + 5).toLowerCase() !== 'bytes') return null;
  i += 5;
  skipSpaces();
  if (header[i] !== '=') return null;
  i += 1;
  skipSpaces();
  const first = digits();
  skipSpaces();
  if (header[i] !== '-') return null;
  i += 1;
  skipSpaces();
  const last = digits();
  skipSpaces();
  return i === header.length ? [first, last] : null;
}

/**
 * RFC 9110 §14.1.2 for one range: `bytes=a-b`, open-ended `bytes=a-`, suffix `bytes=-n`.
 * Answers the range, `'unsatisfiable'` (→ 416) or `null` when the header is absent, longer than
 * RANGE_HEADER_MAX or not a single byte range (→ the whole file, as the RFC allows a server to
 * ignore it).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header || header.length > RANGE_HEADER_MAX) return null;
  const match = scanRange(header);
  if (!match) return null;
  const [first, last] = match;
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
