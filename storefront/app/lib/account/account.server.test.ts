import { describe, expect, it } from 'vitest';
import { contextAnswering } from '../platform/loader-context.testing';
import { loadOrder, loadOrders, pageParam } from './account.server';

describe('pageParam', () => {
  it('reads ?page= as a positive integer, anything else as page 1', () => {
    const at = (q: string) => pageParam(new URL(`http://x/dashboard/orders${q}`));
    expect(at('')).toBe(1);
    expect(at('?page=3')).toBe(3);
    for (const bad of ['?page=0', '?page=-2', '?page=1.5', '?page=abc', '?page=99999999']) {
      expect(at(bad)).toBe(1);
    }
  });
});

/** A request context whose SDK answers every API call with `status` and `body`. */
const answering = (status: number, body: unknown = { message: 'nope' }) =>
  contextAnswering(() => [status, body]);

const thrown = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('account loaders', () => {
  it('asks the API for the URL’s page, ten a page', async () => {
    const list = { items: [], page: 2, limit: 10, total: 12, totalPages: 2 };
    const { context, seen } = answering(200, list);
    const loaded = await loadOrders(context, new URL('http://x/dashboard/orders?page=2'));
    expect(loaded).toEqual({ ok: true, data: list });
    expect(seen[0]).toMatch(/\/api\/orders\?page=2&limit=10$/);
  });

  it('shows an inline error, not the error page, when the API fails', async () => {
    const { context } = answering(503);
    const loaded = await loadOrders(context, new URL('http://x/dashboard/orders'));
    expect(loaded.ok).toBe(false);
  });

  it('answers an order the API does not give (another user’s) with the fatal 404 page', async () => {
    const { context } = answering(404);
    const error = await thrown(
      loadOrder(context, 'RC-000001', new URL('http://x/dashboard/orders/RC-000001')),
    );
    expect(error).toMatchObject({
      init: { status: 404 },
      data: { message: 'Page Not Found: /dashboard/orders/RC-000001', fatal: true },
    });
  });

  it('sends a visitor whose session is gone to /login, coming back afterwards', async () => {
    const { context } = answering(401);
    const error = await thrown(loadOrders(context, new URL('http://x/dashboard/orders?page=2')));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).headers.get('location')).toBe(
      '/login?redirect=%2Fdashboard%2Forders%3Fpage%3D2',
    );
  });
});
