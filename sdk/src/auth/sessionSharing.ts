import { AUTH_COOKIE_NAME } from '../constants';
import type { Channel } from '../platform/channel';
import type { CookieJar } from '../platform/cookieJar';
import { type AuthCookieOptions, readAuthCookie, writeAuthCookie } from './authCookie';
import type { AuthSession } from './session';

/**
 * One session per browser (decision 080): the auth cookie is the truth every tab shares. A tab
 * that changes it (signs in or out, refreshes) says so on the 'cart-sync' channel; every tab
 * compares the cookie with its own session when told, before each API call and before each cart
 * edit, and takes the cookie's when they differ.
 */
export const SESSION_CHANGED = 'session.changed';

/** Whether a channel message is a tab's word that the session changed. */
export const isSessionChanged = (message: unknown): boolean =>
  typeof message === 'object' &&
  message !== null &&
  (message as { kind?: unknown }).kind === SESSION_CHANGED;

/** What a tab compares its session with: the cookie, or `undefined` when cookies do not work. */
export interface SharedSession {
  /** The cookie's session (null: signed out), or undefined when this browser keeps no cookie. */
  read(): AuthSession | null | undefined;
  /** Writes the tab's session; tells the other tabs when the cookie changed. */
  write(session: AuthSession | null): void;
  /** Whether the cookie changed since this was last asked (cheap: one cookie read). */
  changedSince(): boolean;
  /** Calls `listener` when another tab says the session changed. */
  listen(listener: () => void): () => void;
  close(): void;
}

const sameSession = (a: AuthSession | null, b: AuthSession | null) =>
  a === b || (a !== null && b !== null && a.userid === b.userid && a.token === b.token);

export { sameSession };

export function createSharedSession(
  cookies: CookieJar,
  options: AuthCookieOptions = {},
  channel?: Channel<unknown>,
): SharedSession {
  const name = options.name ?? AUTH_COOKIE_NAME;
  const raw = () => {
    try {
      return cookies.get(name);
    } catch {
      return undefined;
    }
  };
  // Cookies that do not keep what is written (a sandboxed frame, a cookie too large): the tab's
  // session lives in memory only and the cookie says nothing about it.
  let works = true;
  let seen = raw();
  return {
    read: () => (works ? readAuthCookie(cookies, options) : undefined),
    write(session) {
      const before = raw();
      try {
        writeAuthCookie(cookies, session, options);
      } catch {
        // Cookies unavailable: the session then lives in memory only.
      }
      const after = raw();
      works = sameSession(readAuthCookie(cookies, options), session);
      seen = after;
      if (works && after !== before) channel?.post({ kind: SESSION_CHANGED });
    },
    changedSince() {
      const now = raw();
      if (now === seen) return false;
      seen = now;
      return works;
    },
    listen(listener) {
      if (!channel) return () => {};
      return channel.subscribe((message) => {
        if (isSessionChanged(message)) listener();
      });
    },
    close: () => channel?.close(),
  };
}
