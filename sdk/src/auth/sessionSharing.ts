import * as z from 'zod/mini';
import { AUTH_COOKIE_NAME } from '../constants';
import { parseWith } from '../contract/parse';
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
export const SessionChanged = z.object({ kind: z.literal('session.changed') });

/** What a tab compares its session with: the cookie, or `undefined` when cookies do not work. */
export interface SharedSession {
  /** The cookie's session (null: signed out), or undefined when this browser keeps no cookie. */
  read(): AuthSession | null | undefined;
  /** Writes the tab's session; tells the other tabs when the cookie changed. */
  write(session: AuthSession | null): void;
  /** Whether the cookie changed since `seen()` last looked (cheap: one cookie read). */
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
      if (works && after !== before) channel?.post({ kind: 'session.changed' });
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
        if (parseWith(SessionChanged, message).success) listener();
      });
    },
    close: () => channel?.close(),
  };
}
