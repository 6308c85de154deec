import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ANONYMOUS, type Viewer } from '../../guards';
import { group, page } from '../../route-table';
import { viewerContext } from '../auth/viewer.server';
import { createRouteChecksMiddleware, routeChecksMiddleware } from './route-checks.server';

const shopper: Viewer = { signedIn: true, role: null, isAffiliate: false, hasPaymentInfo: true };

function run(
  path: string,
  pattern: string,
  params: Record<string, string>,
  viewer: Viewer,
  middleware = routeChecksMiddleware,
) {
  const context = new RouterContextProvider();
  context.set(viewerContext, viewer);
  const url = new URL(path, 'http://localhost');
  const next = vi.fn(async () => new Response('page'));
  const request = new Request(url);
  const result = middleware({ request, url, pattern, params, context }, next);
  return { result, next };
}

/** What the middleware threw: a redirect Response or a `data()` error. */
function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('the route-check middleware', () => {
  it('lets a visitor through to the page when its checks pass', () => {
    const { next } = run('/videos', 'videos', {}, ANONYMOUS);
    expect(next).toHaveBeenCalledOnce();
  });

  it('redirects an anonymous visitor of a checked page to /login before any loader', () => {
    const thrown = thrownBy(() => run('/dashboard/orders', 'dashboard/orders', {}, ANONYMOUS));
    if (!(thrown instanceof Response)) throw new Error('expected a redirect');
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login?redirect=%2Fdashboard%2Forders');
  });

  it('refuses a role with a 403', () => {
    const thrown = thrownBy(() => run('/admin/users', 'admin/users', {}, shopper));
    expect(thrown).toMatchObject({ init: { status: 403, statusText: 'Forbidden' } });
  });

  it("fails the validity check with a fatal 404 'Page Not Found: {path}'", () => {
    const thrown = thrownBy(() =>
      run('/videos/Bad_Slug', 'videos/:slug', { slug: 'Bad_Slug' }, ANONYMOUS),
    );
    expect(thrown).toMatchObject({
      init: { status: 404 },
      data: { message: 'Page Not Found: /videos/Bad_Slug', fatal: true },
    });
  });

  it('keeps every segment of the studio-intake catch-all', () => {
    const { next } = run(
      '/studiosconnect/cedar/batch-1/a/b/c',
      'studiosconnect/:studio/:batch/*',
      { studio: 'cedar', batch: 'batch-1', '*': 'a/b/c' },
      { ...shopper, role: 'admin' },
    );
    expect(next).toHaveBeenCalledOnce();
  });

  it("raises 'Unknown route middleware' for a check nobody registered", () => {
    const middleware = createRouteChecksMiddleware([
      group(
        'default',
        [],
        [page('/odd', 'Odd', { file: 'routes/odd.tsx', checks: ['auth', 'not-registered'] })],
      ),
    ]);
    expect(() => run('/odd', 'odd', {}, shopper, middleware)).toThrow('Unknown route middleware');
  });
});
