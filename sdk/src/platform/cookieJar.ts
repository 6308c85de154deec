/**
 * Cookies behind one small interface: `document.cookie` in the browser, a request's `Cookie`
 * header on the server (writes become `Set-Cookie` headers for the response), or memory in tests.
 */

export interface CookieOptions {
  /** Lifetime in seconds; `0` deletes the cookie. */
  maxAge?: number;
  path?: string;
  /** Shares the cookie across subdomains, e.g. `.example.com`. */
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export interface CookieJar {
  /** The decoded value of a cookie, or undefined. Never throws. */
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: CookieOptions): void;
}

/** A jar that records what it was asked to write, as `Set-Cookie` header values. */
export interface ServerCookieJar extends CookieJar {
  /** The `Set-Cookie` values to send with the response, in order. */
  setCookieHeaders(): string[];
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Parses a `Cookie` header (or `document.cookie`) into name → decoded value. Bad pairs are skipped. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    let raw = pair.slice(eq + 1).trim();
    if (raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2) raw = raw.slice(1, -1);
    const value = safeDecode(raw);
    // The first occurrence wins, as in browsers (the most specific path comes first).
    if (name && value !== undefined && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** One `Set-Cookie` / `document.cookie` assignment string. The value is URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
    if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The browser's cookies. Pass the document explicitly; nothing is read at import time. */
export function createBrowserCookieJar(doc: Pick<Document, 'cookie'>): CookieJar {
  return {
    get: (name) => parseCookies(doc.cookie).get(name),
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options);
    },
    remove: (name, options) => {
      doc.cookie = serializeCookie(name, '', { ...options, maxAge: 0 });
    },
  };
}

/**
 * The cookies of one server request. Reads the request's `Cookie` header; writes are visible to
 * later reads and collected for the response's `Set-Cookie` headers.
 */
export function createRequestCookieJar(cookieHeader: string | null | undefined): ServerCookieJar {
  const cookies = parseCookies(cookieHeader);
  const written: string[] = [];
  return {
    get: (name) => cookies.get(name),
    set: (name, value, options) => {
      cookies.set(name, value);
      written.push(serializeCookie(name, value, options));
    },
    remove: (name, options) => {
      cookies.delete(name);
      written.push(serializeCookie(name, '', { ...options, maxAge: 0 }));
    },
    setCookieHeaders: () => [...written],
  };
}

/** Cookies in memory, for tests and non-browser clients. Remembers the options of each write. */
export function createMemoryCookieJar(
  initial: Record<string, string> = {},
): CookieJar & { options(name: string): CookieOptions | undefined } {
  const values = new Map(Object.entries(initial));
  const written = new Map<string, CookieOptions>();
  return {
    get: (name) => values.get(name),
    set: (name, value, options = {}) => {
      values.set(name, value);
      written.set(name, options);
    },
    remove: (name) => {
      values.delete(name);
      written.delete(name);
    },
    options: (name) => written.get(name),
  };
}
