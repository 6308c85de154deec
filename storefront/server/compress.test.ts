// @vitest-environment node
import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressResponses, selectEncoding, WHOLE_BODY_LIMIT } from './compress';

const page = `<!DOCTYPE html><html><body>${'<p>Reelcart</p>'.repeat(400)}</body></html>`;

interface Answer {
  body?: string;
  stream?: boolean;
  length?: boolean;
  type?: string;
  headers?: Record<string, string>;
  status?: number;
}

/** One route answering `answer`, behind `middleware`. */
function appWith(middleware: ReturnType<typeof compress>, answer: Answer) {
  const app = new Hono();
  app.use('*', middleware);
  app.all('*', () => {
    const text = answer.body ?? page;
    const bytes = new TextEncoder().encode(text);
    const headers = new Headers(answer.headers);
    headers.set('Content-Type', answer.type ?? 'text/html; charset=utf-8');
    if (answer.length !== false) headers.set('Content-Length', String(bytes.byteLength));
    const body = answer.stream
      ? new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes.subarray(0, 100));
            controller.enqueue(bytes.subarray(100));
            controller.close();
          },
        })
      : bytes;
    return new Response(body, { status: answer.status ?? 200, headers });
  });
  return app;
}

const decoded = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('Content-Encoding');
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  if (encoding === 'deflate') return inflateSync(bytes).toString();
  return bytes.toString();
};

const headersOf = (res: Response) => {
  const headers = Object.fromEntries(res.headers);
  delete headers['content-length'];
  return headers;
};

const answers: Array<[string, Answer]> = [
  ['a whole document', {}],
  ['a streamed body of unknown length', { stream: true, length: false }],
  ['a streamed body of known length', { stream: true }],
  ['a small body', { body: '<p>small</p>' }],
  ['a type not compressed', { type: 'image/png' }],
  ['no-transform', { headers: { 'Cache-Control': 'public, no-transform' } }],
  ['a strong ETag', { headers: { ETag: '"abc"' } }],
  ['a Vary already', { headers: { Vary: 'Cookie' } }],
  ['Vary: *', { headers: { Vary: '*' } }],
  ['an encoded body', { headers: { 'Content-Encoding': 'br' } }],
  ['a partial answer', { status: 206 }],
  ['a 404 page', { status: 404 }],
];
const acceptEncodings = [
  undefined,
  'gzip, deflate, br',
  'deflate',
  'deflate, gzip;q=0.5',
  'gzip;q=0.2, deflate;q=0.4',
  '*',
  'br',
  'identity',
  'gzip;q=0',
];

describe('compressResponses', () => {
  // The invariant: for every answer and Accept-Encoding, the same status, headers (but the
  // length) and decoded body as hono/compress, which it replaces.
  it('answers what hono/compress answers, decoded, for every kind of answer and request', async () => {
    for (const [name, answer] of answers) {
      for (const accept of acceptEncodings) {
        for (const method of ['GET', 'HEAD']) {
          const headers: Record<string, string> =
            accept === undefined ? {} : { 'Accept-Encoding': accept };
          const init = { method, headers };
          const ours = await appWith(compressResponses(), answer).request('/', init);
          const hono = await appWith(compress(), answer).request('/', init);
          const where = `${name}, ${method}, Accept-Encoding ${accept}`;
          expect(ours.status, where).toBe(hono.status);
          expect(headersOf(ours), where).toEqual(headersOf(hono));
          expect(await decoded(ours), where).toBe(await decoded(hono));
        }
      }
    }
  });

  it('compresses a body of known length whole and states its compressed length', async () => {
    const res = await appWith(compressResponses(), {}).request('/', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(page.length / 10);
    expect(gunzipSync(bytes).toString()).toBe(page);
    // At zlib's level 3 (WHOLE_BODY_ZLIB), not the default 6.
    expect(bytes.equals(gzipSync(page, { level: 3 }))).toBe(true);
    expect(bytes.equals(gzipSync(page))).toBe(false);
  });

  it('streams a body of unknown length, or longer than the limit', async () => {
    for (const answer of [
      { stream: true, length: false },
      { stream: true, body: 'x'.repeat(WHOLE_BODY_LIMIT + 1) },
    ]) {
      const res = await appWith(compressResponses(), answer).request('/', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(res.headers.get('Content-Encoding')).toBe('gzip');
      expect(res.headers.get('Content-Length')).toBeNull();
      expect(await decoded(res)).toBe(answer.body ?? page);
    }
  });

  it('chooses the encoding as hono/compress does', () => {
    expect(selectEncoding(undefined)).toBeUndefined();
    expect(selectEncoding('gzip, deflate, br')).toBe('gzip');
    expect(selectEncoding('deflate, gzip;q=0.5')).toBe('deflate');
    expect(selectEncoding('gzip;q=0.2, deflate;q=0.4')).toBe('deflate');
    expect(selectEncoding('*')).toBe('gzip');
    expect(selectEncoding('br')).toBeUndefined();
    expect(selectEncoding('gzip;q=0, *;q=0.1')).toBe('deflate');
  });
});
