import { randomUUID } from 'node:crypto';
import type { Context, Env, MiddlewareHandler } from 'hono';

export const REQUEST_ID_HEADER = 'x-request-id';

/** One line per request, written as JSON. */
export interface RequestLogLine {
  source: 'api' | 'storefront';
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

export type RequestLogWriter = (line: RequestLogLine) => void;

export const jsonLines: RequestLogWriter = (line) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
};

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: a well-formed incoming `x-request-id` is kept, otherwise a new UUID. */
export function requestIdOf(headers: Headers): string {
  const incoming = headers.get(REQUEST_ID_HEADER);
  return incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Logs every request as one JSON line and answers with its `x-request-id` (kept from the request
 * when it carries a well-formed one, so a storefront and its API share it).
 */
export function requestLog<E extends Env>(
  source: RequestLogLine['source'],
  write: RequestLogWriter,
  idOf: (c: Context<E>) => string = (c) => requestIdOf(c.req.raw.headers),
): MiddlewareHandler<E> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = idOf(c);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    write({
      source,
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
