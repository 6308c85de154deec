import { type CommerceError, isCommerceError } from '@reelcart/contract/core/commerceError';

/** What a promise rejected with, which must be a CommerceError (a resolved promise fails). */
export async function failure(promise: Promise<unknown>): Promise<CommerceError> {
  let error: unknown = 'it resolved';
  try {
    await promise;
  } catch (caught) {
    error = caught;
  }
  if (!isCommerceError(error)) throw new Error(`expected a CommerceError: ${String(error)}`);
  return error;
}

/** A recorded request, as a fake fetch saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
  init: RequestInit;
}

export type FakeHandler = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON answer. */
export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A `fetch` that answers from a handler and records every request. For the SDK's own tests;
 * the full fake server lives in `@reelcart/sdk/testing`.
 */
export function createFakeFetch(handler: FakeHandler) {
  const requests: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const seen: SeenRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      body: raw === undefined ? undefined : JSON.parse(raw),
      init,
    };
    requests.push(seen);
    if (init.signal?.aborted) throw init.signal.reason ?? new DOMException('Aborted', 'AbortError');
    return handler(seen);
  };
  return { fetch, requests };
}
