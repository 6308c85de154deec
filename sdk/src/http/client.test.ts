import { defineCall } from '@reelcart/contract/core/call';
import { CommerceError } from '@reelcart/contract/core/commerceError';
import { contract } from '@reelcart/contract/store/calls';
import { TrackingLogResponse } from '@reelcart/contract/store/tracking';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import { createFakeFetch, failure, json, type SeenRequest } from './fakeFetch';

const BASE = 'https://api.test';
const authAnswer = {
  token: 't',
  refreshToken: 'r',
  user: { id: 'u1', email: 'a@b.c', isAffiliate: false, hasPaymentInfo: false },
};

function setup(
  handler: (r: SeenRequest) => Response | Promise<Response>,
  token: string | null = 'tok',
) {
  const fake = createFakeFetch(handler);
  const session = { getToken: () => token, refresh: vi.fn(async () => 'new') };
  const client = createClient({ baseURL: BASE, calls: contract, fetch: fake.fetch, session });
  return { client, requests: fake.requests, session };
}

afterEach(() => vi.useRealTimers());

describe('createClient', () => {
  it('posts JSON to the base URL and parses the answer by its schema', async () => {
    const { client, requests } = setup(() => json(authAnswer));
    const answer = await client.call('login', { body: { email: 'a@b.c', password: 'pw' } });
    expect(answer.user.email).toBe('a@b.c');
    const [request] = requests;
    expect(request?.url.href).toBe(`${BASE}/api/auth/login`);
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ email: 'a@b.c', password: 'pw' });
    expect(request?.headers.get('content-type')).toBe('application/json');
    // Public calls never carry the bearer token.
    expect(request?.headers.get('authorization')).toBeNull();
  });

  it('sends the bearer on authenticated calls and the query string', async () => {
    const { client, requests } = setup(() => json({ valid: true, coupon: null }));
    await client.call('validateCoupon', { query: { code: 'SAVE 10' } });
    expect(requests[0]?.url.search).toBe('?code=SAVE+10');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('always sends the bearer to /api/admin/ paths, whatever the call says', async () => {
    const banner = defineCall({
      method: 'GET',
      path: '/api/admin/banners/{id}',
      auth: 'none',
      response: TrackingLogResponse,
    });
    const fake = createFakeFetch(() => json({ ok: true }));
    const admin = createClient({
      baseURL: BASE,
      fetch: fake.fetch,
      session: { getToken: () => 'tok', refresh: async () => 'x' },
      calls: { banner },
    });
    await admin.call('banner', { params: { id: 'a b' } });
    expect(fake.requests[0]?.path).toBe('/api/admin/banners/a%20b');
    expect(fake.requests[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('uses the global fetch as it is at call time, not at creation', async () => {
    const client = createClient({ baseURL: BASE, calls: contract });
    const fake = createFakeFetch(() => json({ ownedProducts: [], lastUpdated: null }));
    vi.stubGlobal('fetch', fake.fetch);
    try {
      await client.call('ownedProducts');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fake.requests[0]?.url.href).toBe(`${BASE}/api/user/owned-products`);
  });

  it('passes keepalive through to fetch', async () => {
    const { client, requests } = setup(() => json({ cartId: 'c', state: 'abandoned' }));
    await client.call('abandonCart', { body: { cartId: 'c' }, keepalive: true });
    expect(requests[0]?.init.keepalive).toBe(true);
  });

  it('names the call and the bad field of a malformed answer', async () => {
    const { client } = setup(() => json({ ...authAnswer, user: { ...authAnswer.user, email: 5 } }));
    const error = await failure(client.call('login', { body: { email: 'a', password: 'b' } }));
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.call).toBe('POST /api/auth/login');
    expect(error.path).toBe('user.email');
    expect(error.message).toContain('POST /api/auth/login');
  });

  it('treats a body that is not JSON as malformed', async () => {
    const { client } = setup(() => new Response('<html>', { status: 200 }));
    const error = await failure(client.call('currentUser'));
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.data).toBe('<html>');
  });

  it("keeps an error answer's status, message and body", async () => {
    const body = { message: 'Stale cart', validationResult: { invalidProducts: [], errors: [] } };
    const { client } = setup(() => json(body, 409));
    const error = await failure(client.call('getCart'));
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 409, message: 'Stale cart' });
    expect(error.data).toEqual(body);
    const plain = await failure(
      setup(() => new Response('', { status: 500 })).client.call('getCart'),
    );
    expect(plain).toMatchObject({ code: 'HTTP_ERROR', status: 500, message: 'Request failed' });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(client.call('getCart'));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('turns a timeout into TIMEOUT (fake timers, no waiting)', async () => {
    vi.useFakeTimers();
    const { client } = setup(
      (r) =>
        new Promise((_, reject) => {
          r.init.signal?.addEventListener('abort', () => reject(r.init.signal?.reason));
        }),
    );
    const pending = failure(client.call('getCart', { timeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await pending).code).toBe('TIMEOUT');
  });

  it("turns the caller's abort into ABORTED", async () => {
    const controller = new AbortController();
    const { client } = setup(
      (r) =>
        new Promise((_, reject) => {
          r.init.signal?.addEventListener('abort', () => reject(r.init.signal?.reason));
        }),
    );
    const pending = failure(client.call('getCart', { signal: controller.signal }));
    controller.abort();
    expect((await pending).code).toBe('ABORTED');
    controller.abort();
    expect((await failure(client.call('getCart', { signal: controller.signal }))).code).toBe(
      'ABORTED',
    );
  });

  it('refreshes on a 401 and retries once with the new token', async () => {
    const { client, requests, session } = setup((r) =>
      r.headers.get('authorization') === 'Bearer new'
        ? json({ email: 'a@b.c', id: 'u1' })
        : json({ message: 'expired' }, 401),
    );
    await expect(client.call('currentUser')).resolves.toEqual({ email: 'a@b.c', id: 'u1' });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer tok',
      'Bearer new',
    ]);
  });

  it('gives up after one retry, and never refreshes for public calls', async () => {
    const { client, requests, session } = setup(() => json({ message: 'nope' }, 401));
    expect((await failure(client.call('currentUser'))).code).toBe('UNAUTHORIZED');
    expect(requests).toHaveLength(2);
    const login = await failure(client.call('login', { body: { email: 'a', password: 'b' } }));
    expect(login).toMatchObject({ code: 'UNAUTHORIZED', status: 401, message: 'nope' });
    expect(session.refresh).toHaveBeenCalledTimes(1);
  });

  it("rejects with the refresh's error when refreshing fails", async () => {
    const { client, session } = setup(() => json({}, 401));
    session.refresh.mockRejectedValueOnce(new CommerceError('NO_REFRESH_TOKEN'));
    const error = await failure(client.call('getCart'));
    expect(error.code).toBe('NO_REFRESH_TOKEN');
  });
});
