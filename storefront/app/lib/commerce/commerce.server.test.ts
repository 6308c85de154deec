// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expiredSessionCookie, unsignedJwt as jwt } from '../auth/unsigned-jwt.testing';
import {
  commerceMiddleware,
  createApiTimer,
  embeddedApiContext,
  getCommerce,
} from './commerce.server';

describe('createApiTimer', () => {
  it('counts parallel calls once: the time at least one call was in flight', () => {
    const timer = createApiTimer();
    // Two calls overlapping from 0 to 30 ms, then one alone from 50 to 60 ms.
    timer.start(0);
    timer.start(5);
    timer.end(20);
    timer.end(30);
    timer.start(50);
    timer.end(60);
    expect(timer.waitMs).toBe(40);
    expect(timer.calls).toBe(3);
  });

  it('is zero without calls', () => {
    expect(createApiTimer().waitMs).toBe(0);
  });
});

/** Runs the middleware around a loader that makes one signed-in call (a 401, then a refresh). */
async function refreshThroughMiddleware(headers: Record<string, string>, url: string) {
  const context = new RouterContextProvider();
  const fresh = jwt({ sub: 'u1', id: 'u1', exp: 4_000_000_000, userRole: 'user' });
  context.set(embeddedApiContext, async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/refresh-token') {
      return Response.json({ token: fresh, refreshToken: 'refresh-new' });
    }
    return request.headers.get('authorization') === `Bearer ${fresh}`
      ? Response.json({ id: 'u1', email: 'ann@example.test' })
      : Response.json({ message: 'Unauthorized' }, { status: 401 });
  });
  const request = new Request(url, {
    headers: {
      cookie: expiredSessionCookie({
        id: 'u1',
        email: 'ann@example.test',
        refreshToken: 'refresh-old',
      }),
      ...headers,
    },
  });
  type Args = Parameters<typeof commerceMiddleware>[0];
  const args = { request, context, params: {}, url: new URL(url), pattern: '/' } as unknown as Args;
  const response = await commerceMiddleware(args, async () => {
    await getCommerce(context).client.call('currentUser');
    return new Response('ok');
  });
  if (!(response instanceof Response)) throw new Error('the middleware answered no Response');
  return response.headers.getSetCookie().find((c) => c.startsWith('reelcart_auth=')) ?? '';
}

describe('commerceMiddleware', () => {
  // Issue 29 item 11: the refreshed cookie carries the refresh token; over https it is Secure.
  it('writes the refreshed auth cookie Secure when the request came over https', async () => {
    const proxied = await refreshThroughMiddleware(
      { 'x-forwarded-proto': 'https' },
      'http://store.example/dashboard',
    );
    expect(proxied).toContain('refresh-new');
    expect(proxied).toMatch(/; Secure/);
    const direct = await refreshThroughMiddleware({}, 'https://store.example/dashboard');
    expect(direct).toMatch(/; Secure/);
  });

  it('leaves it without Secure over plain http (local development)', async () => {
    const plain = await refreshThroughMiddleware({}, 'http://localhost:3000/dashboard');
    expect(plain).toContain('refresh-new');
    expect(plain).not.toMatch(/Secure/);
  });
});
