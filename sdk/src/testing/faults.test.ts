import { contract } from '@reelcart/contract/store/calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../http/client';
import { createFakeServer } from './createFakeServer';
import { slow } from './faults';

const BASE = 'https://api.test';
const SHOPPER = 'shopper@example.test';

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const server = createFakeServer();
  const tokens = server.signIn(SHOPPER);
  server.setCart(SHOPPER, { productIds: ['v1-own-HD'] });
  const get = (init: RequestInit = {}) =>
    server.fetch(`${BASE}/api/cart`, {
      ...init,
      headers: { authorization: `Bearer ${tokens.token}` },
    });
  return { server, tokens, get };
}

describe('fake server: fault injection', () => {
  it.each([400, 401, 404, 409, 500])(
    'answers an injected %i once, then normally',
    async (status) => {
      const { server, get } = setup();
      server.inject('GET /api/cart', status);
      const faulted = await get();
      expect(faulted.status).toBe(status);
      expect(await faulted.json()).toHaveProperty('message');
      expect((await get()).status).toBe(200);
      expect(server.requests.map((r) => [r.outcome, r.fault])).toEqual([
        [status, 'status'],
        [200, undefined],
      ]);
    },
  );

  it('lets an injected 400 carry a validation result', async () => {
    const { server, get } = setup();
    const validationResult = {
      invalidProducts: ['x'],
      errors: [{ productId: 'x', reason: 'Already owned' }],
    };
    server.inject('/api/cart', { kind: 'status', status: 400, body: { validationResult } });
    expect(await (await get()).json()).toEqual({ message: 'Bad request', validationResult });
  });

  it('rejects with a TypeError when offline, as fetch does', async () => {
    const { server, get } = setup();
    server.inject('GET /api/cart', 'offline');
    await expect(get()).rejects.toBeInstanceOf(TypeError);
    server.setOffline(true);
    await expect(get()).rejects.toThrow('Failed to fetch');
    server.setOffline(false);
    expect((await get()).status).toBe(200);
    expect(server.requests.map((r) => r.outcome)).toEqual(['offline', 'offline', 200]);
  });

  it('answers slowly on the clock: nothing before the delay, the real answer after', async () => {
    vi.useFakeTimers();
    const { server, get } = setup();
    server.inject('GET /api/cart', slow(5_000));
    const settled = vi.fn();
    const pending = get().then(settled);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled.mock.calls[0]?.[0].status).toBe(200);
  });

  it('aborts slow and hanging requests through their signal', async () => {
    vi.useFakeTimers();
    const { server, get } = setup();
    server.inject('GET /api/cart', slow(5_000), 'hang');
    const first = new AbortController();
    const slowRequest = get({ signal: first.signal });
    await vi.advanceTimersByTimeAsync(1_000);
    first.abort();
    await expect(slowRequest).rejects.toMatchObject({ name: 'AbortError' });
    const second = new AbortController();
    const hanging = get({ signal: second.signal });
    await vi.advanceTimersByTimeAsync(60_000);
    second.abort(new DOMException('gave up', 'TimeoutError'));
    await expect(hanging).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(server.requests.map((r) => [r.outcome, r.fault])).toEqual([
      ['aborted', 'slow'],
      ['aborted', 'hang'],
    ]);
    // A request aborted before it was sent never reaches the server's faults.
    server.inject('GET /api/cart', 500);
    await expect(get({ signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.pendingFaults).toBe(1);
  });

  it('uses queued faults in order, by route, then the script', async () => {
    const { server, get } = setup();
    server.inject('POST /api/cart', 500);
    server.inject('/api/cart', 409, 404);
    server.setFaultScript(({ method }) => (method === 'GET' ? 503 : undefined));
    expect(server.pendingFaults).toBe(3);
    expect((await get()).status).toBe(409);
    expect((await get()).status).toBe(404);
    expect((await get()).status).toBe(503);
    expect(server.pendingFaults).toBe(1);
    server.clearFaults();
    expect((await get()).status).toBe(200);
    expect(server.count('GET /api/cart')).toBe(4);
    expect(server.count('POST /api/cart')).toBe(0);
    server.clearRequests();
    expect(server.requests).toEqual([]);
  });

  it('records keepalive requests (the unload flush)', async () => {
    const { server, get } = setup();
    await get({ keepalive: true });
    expect(server.requests[0]?.keepalive).toBe(true);
  });
});

describe('fake server behind the real HTTP client', () => {
  it('plugs in as fetch: a 401 is refreshed through the server and retried once', async () => {
    const server = createFakeServer();
    const tokens = server.signIn(SHOPPER);
    let token = tokens.token;
    let refreshToken = tokens.refreshToken;
    const client = createClient({
      baseURL: BASE,
      calls: contract,
      fetch: server.fetch,
      session: {
        getToken: () => token,
        refresh: async () => {
          const answer = await client.call('refreshToken', { body: { refreshToken } });
          token = answer.token;
          refreshToken = answer.refreshToken ?? refreshToken;
          return token;
        },
      },
    });
    server.expireAccessTokens();
    const pushed = await client.call('pushCart', {
      body: { products: ['v1-own-HD'], cartVersion: null },
    });
    expect(pushed.cart.version).toBe(1);
    expect(server.requests.map((r) => `${r.method} ${r.path} ${String(r.outcome)}`)).toEqual([
      'POST /api/cart 401',
      'POST /api/auth/refresh-token 200',
      'POST /api/cart 200',
    ]);
    server.inject('GET /api/cart', 'offline');
    await expect(client.call('getCart')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    server.inject('GET /api/cart', 404);
    await expect(client.call('getCart')).rejects.toMatchObject({ status: 404 });
  });
});
