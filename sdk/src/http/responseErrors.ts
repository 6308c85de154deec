import { CommerceError } from '@reelcart/contract/core/commerceError';
import { ErrorBody } from '@reelcart/contract/core/common';
import { ERROR_MESSAGES } from '@reelcart/contract/core/errors';
import { parseWith } from '@reelcart/contract/core/parse';

/** Why a request ended without an answer. */
export type TransportFailure = 'timeout' | 'aborted' | 'network';

export function transportError(failure: TransportFailure, call: string, cause: unknown) {
  const code =
    failure === 'timeout' ? 'TIMEOUT' : failure === 'aborted' ? 'ABORTED' : 'NETWORK_ERROR';
  return new CommerceError(code, {
    call,
    cause,
    message: `${ERROR_MESSAGES[code]} (${call})`,
  });
}

/** The message an error answer carries, if its body has one. */
export function serverMessage(data: unknown): string | undefined {
  const parsed = parseWith(ErrorBody, data);
  const message = parsed.success ? parsed.data.message?.trim() : undefined;
  return message ? message : undefined;
}

/**
 * An error answer as a CommerceError: the status, the server's message when it sent one and its
 * whole body as `data` (a cart 400 carries a validation result there).
 */
export function httpError(status: number, data: unknown, call: string) {
  return new CommerceError(status === 401 ? 'UNAUTHORIZED' : 'HTTP_ERROR', {
    status,
    call,
    data,
    message:
      serverMessage(data) ??
      (status === 401 ? ERROR_MESSAGES.UNAUTHORIZED : ERROR_MESSAGES.HTTP_ERROR),
  });
}

interface Issue {
  readonly path?: readonly PropertyKey[] | undefined;
  readonly message: string;
}

/** A 2xx answer that does not match its schema. Names the call and the first bad field. */
export function malformedResponse(
  call: string,
  status: number,
  data: unknown,
  issues: readonly Issue[],
) {
  const first = issues[0];
  const path = (first?.path ?? []).map(String).join('.');
  const where = path ? ` at "${path}"` : '';
  return new CommerceError('MALFORMED_RESPONSE', {
    status,
    call,
    path,
    data,
    message: `${ERROR_MESSAGES.MALFORMED_RESPONSE} from ${call}${where}: ${first?.message ?? 'not JSON'}`,
  });
}

/** Parses an answer's text as JSON; an empty body is `undefined`, invalid JSON is the text itself. */
export function parseBody(text: string): { ok: boolean; value: unknown } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: text };
  }
}
