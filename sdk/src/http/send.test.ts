import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, failure, json, type SeenRequest } from './fakeFetch.testing';
import { compactQuery, type OutgoingRequest, sendThroughOfetch } from './send';

const request = (over: Partial<OutgoingRequest> = {}): OutgoingRequest => ({
  label: 'GET /p',
  method: 'GET',
  baseURL: 'https://a.b',
  path: '/p',
  headers: {},
  timeoutMs: 0,
  ...over,
});

/** A fetch that never answers until its signal aborts. */
const hanging = (r: SeenRequest) =>
  new Promise<Response>((_, reject) => {
    r.init.signal?.addEventListener('abort', () => reject(r.init.signal?.reason));
  });

/** Headers arrive at once; the body sends a first chunk and then stalls until the signal aborts. */
const stalledBody = (r: SeenRequest) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"partial":'));
        r.init.signal?.addEventListener('abort', () => stream.error(r.init.signal?.reason));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

afterEach(() => vi.useRealTimers());

describe('sendThroughOfetch: the URL', () => {
  it('joins base and path with one slash and keeps a base path prefix', async () => {
    const fake = createFakeFetch(() => json({}));
    await sendThroughOfetch(
      fake.fetch,
      request({ baseURL: 'https://api.test/', path: '/api/cart' }),
    );
    await sendThroughOfetch(
      fake.fetch,
      request({ baseURL: 'https://x.io/proxy', path: '/api/cart' }),
    );
    expect(fake.requests.map((r) => r.url.href)).toEqual([
      'https://api.test/api/cart',
      'https://x.io/proxy/api/cart',
    ]);
  });

  it('sends a bare path when the base URL is empty (same origin)', async () => {
    const seen: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return json({});
    };
    await sendThroughOfetch(fetch, request({ baseURL: '', path: '/api/cart' }));
    expect(seen).toEqual(['/api/cart']);
  });

  it('encodes the query, drops null/undefined (in arrays too) and repeats arrays', async () => {
    const fake = createFakeFetch(() => json({}));
    await sendThroughOfetch(
      fake.fetch,
      request({
        query: { code: 'A&B =', none: undefined, nil: null, ids: [1, null, 2, undefined] },
      }),
    );
    await sendThroughOfetch(fake.fetch, request({ query: {} }));
    const [first, second] = fake.requests;
    expect(first?.url.search).toBe('?code=A%26B+=&ids=1&ids=2');
    expect(first?.url.searchParams.get('code')).toBe('A&B =');
    expect(first?.url.searchParams.getAll('ids')).toEqual(['1', '2']);
    expect(first?.url.searchParams.has('nil')).toBe(false);
    expect(first?.url.searchParams.has('none')).toBe(false);
    expect(second?.url.href).toBe('https://a.b/p');
  });
});

describe('compactQuery', () => {
  it('keeps empty strings, zero and false; drops null and undefined', () => {
    expect(compactQuery({ a: '', b: 0, c: false, d: null, e: undefined, f: [null] })).toEqual({
      a: '',
      b: 0,
      c: false,
      f: [],
    });
    expect(compactQuery(undefined)).toBeUndefined();
  });
});

describe('sendThroughOfetch: headers and body', () => {
  it('sends the body as JSON with content-type, and accept on every request', async () => {
    const fake = createFakeFetch(() => json({}));
    await sendThroughOfetch(
      fake.fetch,
      request({ method: 'POST', body: { a: [1, null] }, headers: { 'x-one': '1' } }),
    );
    await sendThroughOfetch(fake.fetch, request({ method: 'DELETE', body: { id: 'x' } }));
    await sendThroughOfetch(fake.fetch, request());
    const [post, del, get] = fake.requests;
    expect(post?.init.body).toBe('{"a":[1,null]}');
    expect(post?.headers.get('content-type')).toBe('application/json');
    expect(post?.headers.get('accept')).toBe('application/json');
    expect(post?.headers.get('x-one')).toBe('1');
    expect(del?.body).toEqual({ id: 'x' });
    expect(get?.init.body).toBeUndefined();
    expect(get?.headers.get('content-type')).toBeNull();
    expect(get?.headers.get('accept')).toBe('application/json');
  });

  it('never sends a body with a GET', async () => {
    const fake = createFakeFetch(() => json({}));
    await sendThroughOfetch(fake.fetch, request({ body: { a: 1 } }));
    expect(fake.requests[0]?.init.body).toBeUndefined();
    expect(fake.requests[0]?.headers.get('content-type')).toBeNull();
  });

  it('passes keepalive only when asked', async () => {
    const fake = createFakeFetch(() => json({}));
    await sendThroughOfetch(fake.fetch, request({ method: 'POST', body: {}, keepalive: true }));
    await sendThroughOfetch(fake.fetch, request({ method: 'POST', body: {} }));
    expect(fake.requests.map((r) => r.init.keepalive)).toEqual([true, undefined]);
  });
});

describe('sendThroughOfetch: answers', () => {
  it('answers error statuses with their text instead of throwing, and never retries', async () => {
    const fake = createFakeFetch(() => new Response('{"message":"down"}', { status: 503 }));
    await expect(sendThroughOfetch(fake.fetch, request())).resolves.toEqual({
      status: 503,
      text: '{"message":"down"}',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('answers the text as it came, JSON or not, and an empty body as ""', async () => {
    const texts = ['<html>', '{"a":1}'];
    const fake = createFakeFetch(() => new Response(texts.shift() ?? null, { status: 200 }));
    const answers = [
      await sendThroughOfetch(fake.fetch, request()),
      await sendThroughOfetch(fake.fetch, request()),
      await sendThroughOfetch(fake.fetch, request()),
    ];
    expect(answers.map((a) => a.text)).toEqual(['<html>', '{"a":1}', '']);
  });

  it('turns a network failure into NETWORK_ERROR with what fetch threw as cause, once', async () => {
    const thrown = new TypeError('fetch failed');
    const fake = createFakeFetch(() => {
      throw thrown;
    });
    const error = await failure(sendThroughOfetch(fake.fetch, request({ label: 'GET /p' })));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', call: 'GET /p' });
    expect(error.cause).toBe(thrown);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('sendThroughOfetch: timeout and abort (fake timers)', () => {
  it('gives up with TIMEOUT exactly at timeoutMs and aborts the fetch', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(hanging);
    let settled = false;
    const pending = failure(sendThroughOfetch(fake.fetch, request({ timeoutMs: 1_000 }))).finally(
      () => {
        settled = true;
      },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).code).toBe('TIMEOUT');
    expect(fake.requests[0]?.init.signal?.aborted).toBe(true);
  });

  it('times out as well when the caller passes a signal', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(hanging);
    const caller = new AbortController();
    const pending = failure(
      sendThroughOfetch(fake.fetch, request({ timeoutMs: 500, signal: caller.signal })),
    );
    await vi.advanceTimersByTimeAsync(500);
    expect((await pending).code).toBe('TIMEOUT');
    expect(caller.signal.aborted).toBe(false);
  });

  it('times out a body that stalls after the headers arrived', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(stalledBody);
    const pending = failure(sendThroughOfetch(fake.fetch, request({ timeoutMs: 1_000 })));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await pending).code).toBe('TIMEOUT');
  });

  it('has no timeout when timeoutMs is 0', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(hanging);
    const caller = new AbortController();
    let settled = false;
    const pending = failure(
      sendThroughOfetch(fake.fetch, request({ timeoutMs: 0, signal: caller.signal })),
    ).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(settled).toBe(false);
    caller.abort();
    expect((await pending).code).toBe('ABORTED');
  });

  it("turns the caller's abort into ABORTED and aborts the fetch with its reason", async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(hanging);
    const caller = new AbortController();
    const pending = failure(
      sendThroughOfetch(fake.fetch, request({ timeoutMs: 1_000, signal: caller.signal })),
    );
    caller.abort('left the state');
    const error = await pending;
    expect(error.code).toBe('ABORTED');
    expect(error.cause).toBe('left the state');
    expect(fake.requests[0]?.init.signal?.reason).toBe('left the state');
    // The timeout that would have come later changes nothing.
    await vi.advanceTimersByTimeAsync(1_000);
  });

  it('aborts a stalled body when the caller aborts', async () => {
    const fake = createFakeFetch(stalledBody);
    const caller = new AbortController();
    const pending = failure(sendThroughOfetch(fake.fetch, request({ signal: caller.signal })));
    caller.abort();
    expect((await pending).code).toBe('ABORTED');
  });

  it('does not call fetch when the signal is already aborted', async () => {
    const fake = createFakeFetch(() => json({}));
    const caller = new AbortController();
    caller.abort();
    expect(
      (await failure(sendThroughOfetch(fake.fetch, request({ signal: caller.signal })))).code,
    ).toBe('ABORTED');
    expect(fake.requests).toHaveLength(0);
  });
});
