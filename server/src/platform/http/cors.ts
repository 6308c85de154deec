import type { MiddlewareHandler } from 'hono';

const ALLOW_METHODS = 'GET,HEAD,PUT,POST,DELETE,PATCH,QUERY';

/**
 * CORS for the API: any origin is reflected (the API takes bearer tokens, never cookies), with
 * `Vary: Origin` on every answer. The headers are set before the handler runs, so the handler's own
 * response carries them as it is built; `hono/cors` appends `Vary` afterwards, which copies the whole
 * response and makes the node adapter send it as a stream (issue 34, decision 092). Only a handler
 * that returns a raw `Response` (media) loses them, and gets them added afterwards.
 */
export function reflectOriginCors(options: {
  allowHeaders: string[];
  maxAge: number;
}): MiddlewareHandler {
  const allowHeaders = options.allowHeaders.join(',');
  const maxAge = String(options.maxAge);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = {
        Vary: 'Origin',
        'Access-Control-Max-Age': maxAge,
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': allowHeaders,
      };
      if (origin) headers['Access-Control-Allow-Origin'] = origin;
      return c.body(null, 204, headers);
    }
    c.header('Vary', 'Origin');
    if (origin) c.header('Access-Control-Allow-Origin', origin);
    await next();
    if (!c.res.headers.has('vary')) {
      c.header('Vary', 'Origin');
      if (origin) c.header('Access-Control-Allow-Origin', origin);
    }
  };
}
