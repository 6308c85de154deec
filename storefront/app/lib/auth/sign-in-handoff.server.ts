import { randomBytes } from 'node:crypto';
import {
  type AuthSession,
  createRequestCookieJar,
  readAuthCookie,
  writeAuthCookie,
} from '@reelcart/sdk';
import { safeRedirect } from './safe-redirect';

/**
 * The sign-in hand-off to the admin host (docs/decisions/017-admin-host-sign-in.md). When the
 * auth cookie cannot be shared with the admin host (development: Chromium keeps a
 * `Domain=localhost` cookie on localhost alone), the main host's redirect to the admin host
 * carries a one-time code instead: random, single use, valid 30 seconds, bound to the session it
 * was issued for, kept in this process only. The admin host redeems it at {@link HANDOFF_PATH},
 * writes the same session into its own auth cookie and redirects straight on to the page, so the
 * code never reaches a page's URL, history entry or Referer.
 */

export const HANDOFF_PATH = '/admin/_handoff';
export const HANDOFF_TTL_MS = 30_000;
/** Outstanding codes kept at most; the oldest are dropped first. */
export const HANDOFF_MAX_CODES = 10_000;

/** Does a `Domain` cookie reach the admin host? `.example.com` covers `admin.example.com`. */
export function cookieDomainCovers(cookieDomain: string | undefined, adminHost: string): boolean {
  const domain = cookieDomain?.trim().replace(/^\./, '').toLowerCase();
  // Browsers keep a cookie for a single-label domain (`localhost`) on the host that set it.
  if (!domain?.includes('.')) return false;
  const hostname = new URL(`http://${adminHost}`).hostname.toLowerCase();
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

export interface HandoffStore {
  /** A new code for this session. */
  issue(session: AuthSession): string;
  /** The session of a code, once: a second use, an unknown or an expired code give null. */
  redeem(code: string): AuthSession | null;
  readonly size: number;
}

export interface HandoffStoreOptions {
  ttlMs?: number;
  maxCodes?: number;
  now?: () => number;
  newCode?: () => string;
}

export function createHandoffStore(options: HandoffStoreOptions = {}): HandoffStore {
  const ttlMs = options.ttlMs ?? HANDOFF_TTL_MS;
  const maxCodes = options.maxCodes ?? HANDOFF_MAX_CODES;
  const now = options.now ?? Date.now;
  const newCode = options.newCode ?? (() => randomBytes(32).toString('base64url'));
  const codes = new Map<string, { session: AuthSession; expiresAt: number }>();

  const sweep = (at: number) => {
    for (const [code, entry] of codes) if (entry.expiresAt <= at) codes.delete(code);
  };

  return {
    issue(session) {
      const at = now();
      sweep(at);
      while (codes.size >= maxCodes) {
        const oldest = codes.keys().next().value;
        if (oldest === undefined) break;
        codes.delete(oldest);
      }
      const code = newCode();
      codes.set(code, { session, expiresAt: at + ttlMs });
      return code;
    },
    redeem(code) {
      const entry = codes.get(code);
      if (!entry) return null;
      codes.delete(code);
      return entry.expiresAt > now() ? entry.session : null;
    },
    get size() {
      return codes.size;
    },
  };
}

/** The signed-in session of a request's Cookie header, or null. */
export function sessionOfRequest(cookieHeader: string | null): AuthSession | null {
  return readAuthCookie(createRequestCookieJar(cookieHeader ?? ''));
}

/** Where the admin host redeems a code and then goes: `https://admin.example.com/admin/_handoff?...`. */
export function handoffLocation(adminLocation: string, code: string): string {
  const target = new URL(adminLocation);
  const handoff = new URL(HANDOFF_PATH, target.origin);
  handoff.search = new URLSearchParams({ code, to: target.pathname + target.search }).toString();
  return handoff.toString();
}

/** The page after the hand-off: a path of the admin area, never another site. */
export function handoffTarget(to: string | null): string {
  const path = safeRedirect(to, '/admin');
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const inAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return inAdmin && pathname !== HANDOFF_PATH ? path : '/admin';
}

/**
 * The admin host's answer to a hand-off: the session's auth cookie when the code is good, and a
 * redirect to the page either way (without a session its admin check asks to sign in).
 */
export function redeemHandoff(store: HandoffStore, url: URL, secure: boolean): Response {
  const code = url.searchParams.get('code');
  const session = code ? store.redeem(code) : null;
  const headers = new Headers({
    Location: handoffTarget(url.searchParams.get('to')),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  if (session) {
    const jar = createRequestCookieJar('');
    writeAuthCookie(jar, session, { secure });
    for (const cookie of jar.setCookieHeaders()) headers.append('Set-Cookie', cookie);
  }
  return new Response(null, { status: 302, headers });
}
