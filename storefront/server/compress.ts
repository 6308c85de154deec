import { promisify } from 'node:util';
import { deflate, gzip, type ZlibOptions } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

/**
 * Compression of the pages and files (issue 34, decision 116). The same negotiation, conditions
 * and headers as `hono/compress` (gzip before deflate, bodies of 1 KB and more, compressible
 * types, not for 206, HEAD, `no-transform` or an encoded body; `Vary: Accept-Encoding`; a strong
 * ETag made weak), with one difference in how: a body whose length the response states (a whole
 * rendered document, a static file) up to `WHOLE_BODY_LIMIT` is compressed in one zlib call and
 * sent whole with its new length, where `hono/compress` pipes every body through a web
 * `CompressionStream` (a transform per chunk, web-stream promises, chunked encoding and a write
 * per chunk). Any other body (a document still streaming, a large file) streams as before.
 */
export const WHOLE_BODY_LIMIT = 1024 * 1024;
const THRESHOLD = 1024;

type Encoding = 'gzip' | 'deflate';
const ENCODINGS: Encoding[] = ['gzip', 'deflate'];
const whole = { gzip: promisify(gzip), deflate: promisify(deflate) };

/** `hono/compress`'s choice: the first encoding at q=1, else the highest q above 0. */
export function selectEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcardQ = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcardQ ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * zlib's level 3 for whole bodies: on a 50 KB document (the FAQ, its 33 KB stylesheet inlined)
 * 0.29 ms of CPU and 13.9 KB, where the default level 6 (CompressionStream's) takes 0.55 ms for
 * 12.9 KB: 7% more bytes for half the CPU (decision 116).
 */
export const WHOLE_BODY_ZLIB: ZlibOptions = { level: 3 };

export function compressResponses(zlibOptions: ZlibOptions = WHOLE_BODY_ZLIB): MiddlewareHandler {
  return async function compressResponses(c, next) {
    await next();
    const res = c.res;
    const contentLength = res.headers.get('Content-Length');
    const type = res.headers.get('Content-Type');
    const cacheControl = res.headers.get('Cache-Control');
    if (
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (contentLength && Number(contentLength) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      (cacheControl && NO_TRANSFORM.test(cacheControl))
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    const addVary = vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary));
    const varyValue = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    const encoding = selectEncoding(c.req.header('Accept-Encoding'));
    const length = contentLength ? Number(contentLength) : Number.NaN;
    const bytes =
      encoding && length <= WHOLE_BODY_LIMIT ? new Uint8Array(await res.arrayBuffer()) : null;
    if (!encoding || (bytes ? bytes.byteLength === 0 : !res.body)) {
      if (addVary) c.header('Vary', varyValue);
      return;
    }
    const headers = new Headers(res.headers);
    if (addVary) headers.set('Vary', varyValue);
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    let body: BodyInit;
    if (bytes) {
      const compressed = await whole[encoding](bytes, zlibOptions);
      headers.set('Content-Length', String(compressed.byteLength));
      body = new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength);
    } else {
      body = (res.body as ReadableStream<BufferSource>).pipeThrough(
        new CompressionStream(encoding),
      );
      headers.delete('Content-Length');
    }
    // Unset first, so Hono takes the new response as it is (it would otherwise copy the old one's
    // headers onto it, and its body into a new stream).
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers });
  };
}
