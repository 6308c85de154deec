import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  jsonLines,
  REQUEST_ID_HEADER,
  type RequestLogWriter,
  requestIdOf,
  requestLog,
} from '@reelcart/server';
import { Hono } from 'hono';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import {
  cookieDomainCovers,
  createHandoffStore,
  HANDOFF_PATH,
  handoffLocation,
  redeemHandoff,
  sessionOfRequest,
} from '../app/lib/auth/sign-in-handoff.server';
import {
  type ApiHandler,
  requestIsHttps,
  type WithdrawRefresh,
} from '../app/lib/commerce/commerce.server';
import { applyHostRules, redirectResponse } from '../app/lib/platform/host-rules.server';
import { matchRedirect, type RouteRules } from '../app/lib/platform/route-rules.server';
import { compressResponses } from './compress';
import { EMBED_PATH, embedFiles } from './embed';
import { peerOf, withForwardedFor } from './forwarded';
import { withRefreshCookie } from './refresh-cookie';
import { crossSiteFormGuard, type SecurityOptions, securityHeaders } from './security';

export interface StorefrontOptions {
  /** The React Router server build (a function in development, so edits are picked up). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** `build/client` in production; in development Vite serves assets before this app sees them. */
  clientDir?: string;
  adminHost: string;
  /**
   * COOKIE_DOMAIN: the auth cookie's `Domain`. When it covers the admin host the session is shared
   * by the cookie; otherwise (development on localhost) by a one-time sign-in hand-off
   * (docs/decisions/017-admin-host-sign-in.md).
   */
  cookieDomain?: string;
  routeRules: RouteRules;
  /**
   * The embedded reference API, mounted at /api; absent when API_URL points elsewhere. With
   * `withdrawRefresh`, a page render the browser leaves gives back the refresh token it spent
   * (decision 122).
   */
  api?: {
    fetch: (request: Request) => Response | Promise<Response>;
    withdrawRefresh?: WithdrawRefresh;
  };
  /** One JSON line per request (default stdout); the embedded API writes its own with the same id. */
  requestLog?: RequestLogWriter;
  /** CSP's API origin, HSTS and trusted proxies (security.ts `securityFromEnv`). */
  security?: Pick<SecurityOptions, 'apiOrigin' | 'hsts' | 'trustedProxies'>;
}

type StorefrontEnv = { Variables: { requestId: string; secureHeadersNonce?: string } };

/** The request with the storefront's `x-request-id`, for the API it calls. */
export function withRequestId(request: Request, requestId: string): Request {
  if (request.headers.get(REQUEST_ID_HEADER) === requestId) return request;
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  // duplex: Node needs it to pass a streamed body on.
  return new Request(request, { headers, duplex: 'half' } as RequestInit);
}

/** Whether a request path can name one of the build's files: its last segment has an extension. */
export function mayNameFile(path: string): boolean {
  return /\.[^/]*$/.test(path);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed files live forever; the build id files must always be fresh; other files an hour. */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (path.startsWith('/builds/')) return 'no-cache';
  return 'public, max-age=3600';
}

export function createStorefrontApp(options: StorefrontOptions): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();

  // The request id: kept from a trusted hop's `x-request-id` or generated, logged, sent back and
  // passed to every API call this request makes.
  app.use('*', async (c, next) => {
    c.set('requestId', requestIdOf(c.req.raw.headers));
    await next();
  });
  app.use(
    '*',
    requestLog<StorefrontEnv>('storefront', options.requestLog ?? jsonLines, (c) =>
      c.get('requestId'),
    ),
  );

  // Time to response headers, next to the page's own `api` entry.
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    c.res.headers.append('Server-Timing', `total;dur=${(performance.now() - start).toFixed(1)}`);
  });

  // Probes, before the host rules: with the embedded API they are the API's (database included).
  const probeApi = options.api;
  for (const path of ['/healthz', '/readyz']) {
    app.get(path, (c) =>
      probeApi
        ? probeApi.fetch(withRequestId(c.req.raw, c.get('requestId')))
        : c.json({ status: 'ok' }),
    );
  }

  // Without a cookie shared with the admin host, the redirect there hands the session over.
  const handoff = cookieDomainCovers(options.cookieDomain, options.adminHost)
    ? null
    : createHandoffStore();

  app.use('*', async (c, next) => {
    const forwardedProto = c.req.header('x-forwarded-proto');
    const decision = applyHostRules(new URL(c.req.url), c.req.header('host') ?? null, {
      adminHost: options.adminHost,
      ...(forwardedProto ? { protocol: forwardedProto } : {}),
    });
    if (decision.kind !== 'redirect') return next();
    const toAdminHost = /^https?:\/\//.test(decision.location);
    const session =
      handoff && toAdminHost ? sessionOfRequest(c.req.header('cookie') ?? null) : null;
    if (!handoff || !session) return redirectResponse(decision);
    const response = redirectResponse({
      ...decision,
      location: handoffLocation(decision.location, handoff.issue(session)),
    });
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('Referrer-Policy', 'no-referrer');
    return response;
  });

  if (handoff) {
    // Reached on the admin host only: the host rules send the main host's /admin* there.
    app.get(HANDOFF_PATH, (c) =>
      redeemHandoff(handoff, new URL(c.req.url), requestIsHttps(c.req.raw)),
    );
  }

  app.use('*', async (c, next) => {
    const redirect = matchRedirect(new URL(c.req.url).pathname, options.routeRules);
    if (redirect) return c.redirect(redirect.location, redirect.status as 301 | 302 | 307 | 308);
    await next();
  });

  const api = options.api;
  if (api) {
    // A refresh presented from the auth cookie also writes its answer there (refresh-cookie.ts).
    const refreshCookie = { cookieDomain: options.cookieDomain, secure: requestIsHttps };
    app.all('/api/*', (c) =>
      withRefreshCookie(
        withRequestId(withForwardedFor(c.req.raw, peerOf(c)), c.get('requestId')),
        (request) => api.fetch(request),
        refreshCookie,
      ),
    );
  }

  // For the pages and assets (the API sets its own): CSP with a script nonce, frame-ancestors,
  // referrer policy, HSTS behind https; cross-site form posts refused (decision 033).
  for (const handler of securityHeaders({ mode: options.mode, peerOf, ...options.security })) {
    app.use('*', handler);
  }
  app.use('*', crossSiteFormGuard());
  app.use('*', compressResponses());

  if (options.clientDir) {
    // The drop-in for other sites: CORS and its own cache rules (decision 090).
    app.get(`${EMBED_PATH}*`, embedFiles(join(options.clientDir, 'embed')));
    const staticFiles = serveStatic({
      root: options.clientDir,
      onFound: (path, c) => {
        c.header(
          'Cache-Control',
          cacheControlFor(`/${path.slice(options.clientDir?.length ?? 0).replace(/^\/+/, '')}`),
        );
      },
    });
    // Only a path that can name a file looks in the file system (every file the build makes has
    // an extension, and there is no index.html to serve for a folder): a page's path went
    // through a synchronous stat before React Router (issue 34).
    app.use('*', (c, next) => (mayNameFile(c.req.path) ? staticFiles(c, next) : next()));
  }

  const handle = createRequestHandler(options.build, options.mode);
  /** The request's load context: with the embedded API, loaders call it in process. */
  const loadContext = async (requestId: string, nonce: string | undefined) => {
    const context = new RouterContextProvider();
    const entry = async () =>
      (typeof options.build === 'function' ? await options.build() : options.build).entry
        .module as {
        embeddedApiContext?: RouterContext<ApiHandler | null>;
        withdrawRefreshContext?: RouterContext<WithdrawRefresh | null>;
        cspNonceContext?: RouterContext<string>;
      };
    const nonceKey = (await entry()).cspNonceContext;
    if (nonceKey && nonce) context.set(nonceKey, nonce);
    const apiHandler: ApiHandler | null = api
      ? (request) => api.fetch(withRequestId(request, requestId))
      : null;
    if (apiHandler) {
      const { embeddedApiContext, withdrawRefreshContext } = await entry();
      if (embeddedApiContext) context.set(embeddedApiContext, apiHandler);
      if (withdrawRefreshContext && api?.withdrawRefresh)
        context.set(withdrawRefreshContext, api.withdrawRefresh);
    }
    return context;
  };
  app.all('*', async (c) =>
    handle(
      withForwardedFor(c.req.raw, peerOf(c)),
      await loadContext(c.get('requestId'), c.get('secureHeadersNonce')),
    ),
  );
  return app;
}
