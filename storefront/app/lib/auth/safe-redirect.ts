/** Longest redirect target accepted from input; longer ones fall back. */
const MAX_LENGTH = 2048;
/** Any control character or backslash (browsers read `\` as `/` and drop tabs and newlines). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
const BASE = 'http://same-origin.invalid';

/** Undoes percent-encoding up to three times, so `%252F` is seen as `/`; null when malformed. */
function decoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function check(to: string): string | null {
  if (to.length === 0 || to.length > MAX_LENGTH || !to.startsWith('/')) return null;
  const plain = decoded(to);
  if (plain === null || UNSAFE.test(plain) || plain.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return null;
  }
  // The parser resolves dot segments: `/.//evil.example` is the path `//evil.example`.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const pathPlain = decoded(path);
  if (pathPlain === null || UNSAFE.test(pathPlain) || pathPlain.startsWith('//')) return null;
  return path;
}

/**
 * An absolute URL on one of `origins` (canonical origins, EMBED_ORIGINS), normalised by the URL
 * parser; null for anything else. It must be written `http://` or `https://` and a host (not
 * `https:host`, not `//host`), with no user name or password, and its origin must be one of the
 * list exactly: scheme, host and port, after the parser's normalisation (case, default port).
 */
function checkAbsolute(to: string, origins: readonly string[]): string | null {
  if (origins.length === 0 || to.length > MAX_LENGTH || !/^https?:\/\//i.test(to)) return null;
  const plain = decoded(to);
  if (plain === null || UNSAFE.test(plain)) return null;
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return null;
  }
  if (url.username || url.password || !origins.includes(url.origin)) return null;
  return url.href;
}

/**
 * The one guard for every redirect target taken from input (`?redirect=`, a hand-off's `to`, a
 * form's next page): a path on this origin, normalised by the URL parser, or the fallback. Refused:
 * anything not starting with a single `/`, control characters, spaces and backslashes (also when
 * percent-encoded, up to three times), dot segments that end in `//`, over 2,048 characters.
 * With `origins` (the embedding origins, decision 097), an absolute `http(s)://` URL whose origin
 * is exactly one of them is taken too (the login's return to a page that embeds the cart).
 */
export function safeRedirect(
  to: string | null | undefined,
  fallback: string,
  origins: readonly string[] = [],
): string {
  if (typeof to === 'string') {
    const safe = check(to) ?? checkAbsolute(to, origins);
    if (safe !== null) return safe;
  }
  return check(fallback) ?? '/';
}
