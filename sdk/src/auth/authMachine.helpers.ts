import {
  CommerceError,
  isCommerceError,
  type SerializedCommerceError,
} from '@reelcart/contract/core/commerceError';
import { ERROR_MESSAGES, type ErrorCode } from '@reelcart/contract/core/errors';
import { serverMessage } from '../http/responseErrors';
import type { AuthSession } from './session';

/**
 * A failed attempt as context keeps it: the given code with the server's message when the
 * answer carried one, else the catalogue's ('Login failed', 'Registration failed', ...).
 */
export function failureOf(error: unknown, code: ErrorCode): SerializedCommerceError {
  const fromServer =
    isCommerceError(error) && error.status !== undefined ? serverMessage(error.data) : undefined;
  const status = isCommerceError(error) ? error.status : undefined;
  return new CommerceError(code, {
    message: fromServer ?? ERROR_MESSAGES[code],
    ...(status !== undefined ? { status } : {}),
  }).toJSON();
}

export function requireSession(context: { session: AuthSession | null }): AuthSession {
  if (!context.session) throw new CommerceError('USER_NOT_AUTHENTICATED');
  return context.session;
}

/**
 * The refresh found the auth cookie holding another identity (signed out, or another user, in
 * another tab): its answer is moot and the tab takes the cookie's session (decision 080).
 */
export class SessionMoved extends Error {
  constructor(readonly session: AuthSession | null) {
    super('The session changed in another tab');
    this.name = 'SessionMoved';
  }
}

/**
 * Whether a refresh failure may pass by itself (no network, a timeout, a 5xx, 408, 429): the
 * session is kept and the refresh retried. Any other answer is the server refusing the token.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isCommerceError(error)) return !(error instanceof SessionMoved);
  const { status } = error;
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/** The wait before retry `n` (1, 2, …) of a failed refresh: 1 s, doubling, at most a minute. */
export function refreshBackoffMs(retries: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, retries - 1));
}
