import { createFetch, FetchError } from 'ofetch';
import { type TransportFailure, transportError } from './responseErrors';

/** One request as the client hands it to the wire. */
export interface OutgoingRequest {
  /** `METHOD /path` of the call, for error messages. */
  label: string;
  method: string;
  baseURL: string;
  /** The path with its parameters filled in. */
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  headers: Record<string, string>;
  /** The caller's abort signal: aborting it ends the request with ABORTED. */
  signal?: AbortSignal | undefined;
  /** Lets the request outlive the page (the cart's flush on page hide). */
  keepalive?: boolean | undefined;
  /** Gives up with TIMEOUT after this many ms; 0 means never. */
  timeoutMs: number;
}

/** What came back: any status (errors included) and the body as text. */
export interface Answer {
  status: number;
  text: string;
}

/** The query without null/undefined values (also inside arrays), which ofetch would send as bare keys. */
export function compactQuery(
  query: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!query) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const items = Array.isArray(value) ? value.filter((item) => item != null) : value;
    if (items != null) kept[key] = items;
  }
  return kept;
}

/**
 * Sends one request through ofetch (`createFetch` over the given `fetch`) and answers with its
 * status and text whatever the status: the client maps error answers, parses bodies and decides
 * on the one retry after a 401 itself. ofetch builds the URL (`baseURL`, `query`), sends the
 * headers and body, applies `timeout` and `keepalive`, and never retries (`retry: 0`).
 * Rejects only with a CommerceError: TIMEOUT, ABORTED or NETWORK_ERROR (cause: what fetch threw).
 */
export async function sendThroughOfetch(
  fetch: typeof globalThis.fetch,
  request: OutgoingRequest,
): Promise<Answer> {
  const { signal } = request;
  if (signal?.aborted) throw transportError('aborted', request.label, signal.reason);
  // The one signal fetch sees: aborted by the caller's signal or by ofetch's timeout.
  const controller = new AbortController();
  let failure: TransportFailure = 'network';
  const end = (why: TransportFailure, reason: unknown) => {
    if (controller.signal.aborted) return;
    failure = why;
    controller.abort(reason);
  };
  const onAbort = () => end('aborted', signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });

  const $fetch = createFetch({
    fetch: async (input, init) => {
      // ofetch applies `timeout` only to a request without a `signal`; so the caller's signal is
      // not given to ofetch, and ofetch's timeout signal, which arrives here, ends the request.
      const timeout = init?.signal;
      timeout?.addEventListener('abort', () => end('timeout', timeout.reason), { once: true });
      const response = await fetch(input, { ...init, signal: controller.signal });
      // ofetch stops its timer once the headers are in: reading the body here, inside fetch,
      // keeps a body that stalls under the same timeout.
      await response.clone().arrayBuffer();
      return response;
    },
  });

  const hasBody = request.body !== undefined && request.method !== 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (hasBody) headers['content-type'] = 'application/json';
  try {
    const response = await $fetch.raw(request.path, {
      method: request.method,
      baseURL: request.baseURL,
      query: compactQuery(request.query),
      headers,
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      ...(request.keepalive ? { keepalive: true } : {}),
      timeout: Math.max(0, request.timeoutMs),
      retry: 0,
      responseType: 'text',
      ignoreResponseError: true,
    });
    return { status: response.status, text: response._data ?? '' };
  } catch (error) {
    const cause = error instanceof FetchError && error.cause !== undefined ? error.cause : error;
    throw transportError(failure, request.label, cause);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
