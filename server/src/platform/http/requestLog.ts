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

/**
 * JSON lines written in batches (issue 34, decision 092): the lines logged in one turn of the event
 * loop go out in one write at its end, where a write per request cost 2–7% of a call's CPU. Nothing
 * is dropped or sampled and the order is kept; `flush` writes what is pending at once.
 */
export function batchedJsonLines(
  out: { write(chunk: string): unknown } = process.stdout,
  schedule: (flush: () => void) => void = setImmediate,
): RequestLogWriter & { flush(): void } {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const chunk = pending;
    pending = '';
    out.write(chunk);
  };
  const write: RequestLogWriter = (line) => {
    pending += `${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`;
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  };
  return Object.assign(write, { flush });
}

/** The request log on stdout, one JSON object a line (batched per turn of the event loop). */
export const jsonLines = batchedJsonLines();

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
