/**
 * The wire: one fetch with a JSON body, a query string and headers; answers as status + text.
 *
 * The client was first built on ofetch, but everything ofetch adds (retries, error objects,
 * response parsing, timeouts) is replaced by the client's own rules, and it cost 4 KB gzip of
 * the SDK's 30 KB budget (ofetch + ufo + destr). What remained is these few lines.
 */

export interface WireRequest {
  method: string;
  baseURL: string;
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  headers: Record<string, string>;
  signal: AbortSignal;
  keepalive?: boolean | undefined;
}

export interface WireAnswer {
  status: number;
  text: string;
}

/** `base` + `path` (one slash between) + the query; null/undefined values are left out, arrays repeat. */
export function buildURL(base: string, path: string, query?: Record<string, unknown>): string {
  const url = `${base.replace(/\/+$/, '')}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

export async function sendOverWire(
  fetch: typeof globalThis.fetch,
  request: WireRequest,
): Promise<WireAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const hasBody = request.body !== undefined && request.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await fetch(buildURL(request.baseURL, request.path, request.query), {
    method: request.method,
    headers,
    signal: request.signal,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    ...(request.keepalive ? { keepalive: true } : {}),
  });
  // Read inside the same abort scope, so a timeout also covers a slow body.
  return { status: response.status, text: await response.text() };
}
