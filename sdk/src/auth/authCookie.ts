import { parseWith } from '@reelcart/contract/core/parse';
import { AUTH_COOKIE_MAX_AGE_S, AUTH_COOKIE_NAME } from '../constants';
import type { CookieJar, CookieOptions } from '../platform/cookieJar';
import { AuthSession, withTokenClaims } from './session';

export interface AuthCookieOptions {
  /** Cookie name; defaults to `reelcart_auth`. */
  name?: string;
  /** Shares the session across subdomains (the admin host), e.g. `.example.com`. */
  domain?: string;
  /** Send only over https. Set it when the site is served over https. */
  secure?: boolean;
}

/** One year, SameSite=Lax, path `/`, the configured domain, Secure on https (spec §3, §9). */
export function authCookieAttributes(options: AuthCookieOptions = {}): CookieOptions {
  return {
    maxAge: AUTH_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
    ...(options.domain ? { domain: options.domain } : {}),
    ...(options.secure ? { secure: true } : {}),
  };
}

export function serializeSession(session: AuthSession): string {
  return JSON.stringify(session);
}

/**
 * The session stored in the cookie, or null. A missing, corrupted or foreign cookie (not JSON,
 * wrong shape, token not a JWT) reads as signed out — never an exception.
 */
export function readAuthCookie(
  jar: CookieJar,
  options: AuthCookieOptions = {},
): AuthSession | null {
  const raw = jar.get(options.name ?? AUTH_COOKIE_NAME);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = parseWith(AuthSession, value);
  return parsed.success ? withTokenClaims(parsed.data) : null;
}

/** Writes the session, or removes the cookie for null. Skips the write when nothing changed. */
export function writeAuthCookie(
  jar: CookieJar,
  session: AuthSession | null,
  options: AuthCookieOptions = {},
): void {
  const name = options.name ?? AUTH_COOKIE_NAME;
  const attributes = authCookieAttributes(options);
  const current = jar.get(name);
  if (session === null) {
    if (current !== undefined) jar.remove(name, attributes);
    return;
  }
  const value = serializeSession(session);
  if (current !== value) jar.set(name, value, attributes);
}
