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
