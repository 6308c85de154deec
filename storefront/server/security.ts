import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * Security headers and cross-site form protection for the storefront's pages and assets
 * (docs/decisions/033). The embedded API at /api answers before these run and sets its own.
 */
/** The settings from the environment: API_URL, HSTS (auto|on|off), TRUSTED_PROXIES (a,b). */
export function securityFromEnv(
  env: Record<string, string | undefined>,
): Pick<SecurityOptions, 'apiOrigin' | 'hsts' | 'trustedProxies'> {
  let apiOrigin: string | undefined;
  try {
    apiOrigin = env.API_URL ? new URL(env.API_URL).origin : undefined;
  } catch {
    apiOrigin = undefined;
  }
  const hsts = env.HSTS === 'on' || env.HSTS === 'off' ? env.HSTS : 'auto';
  const trustedProxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return { apiOrigin, hsts, trustedProxies };
}

export interface SecurityOptions {
  mode: 'production' | 'development';
  /** API_URL when the API is elsewhere: the browser SDK calls it and loads its art from it. */
  apiOrigin?: string | undefined;
  /**
   * HSTS: `auto` (default) sends it only when the request reached us over https as told by
   * `X-Forwarded-Proto` from a trusted proxy (a peer on this machine, or one of `trustedProxies`);
   * `on` always (every deployment is behind https); `off` never.
   */
  hsts?: 'auto' | 'on' | 'off';
  trustedProxies?: readonly string[];
  /** The socket peer of a request (undefined for in-process calls). */
  peerOf: (c: Context) => string | undefined;
}

const LOCAL = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const GOOGLE = 'https://accounts.google.com';
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** The Content-Security-Policy directives, `NONCE` standing for the request's script nonce. */
export function cspDirectives(apiOrigin?: string) {
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    // No 'unsafe-inline': every inline script (the injected config, React Router's hydration data
    // and module bootstrap, React's streaming scripts) carries the nonce.
    scriptSrc: ["'self'", NONCE, `${GOOGLE}/gsi/client`],
    styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE}/gsi/style`],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...api],
    mediaSrc: ["'self'", 'blob:', 'https:', ...api],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", GOOGLE, ...api],
    frameSrc: [GOOGLE],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Whether this request came over https, as far as we can trust it. */
export function cameOverHttps(c: Context, options: SecurityOptions): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (proto !== 'https') return false;
  const peer = options.peerOf(c);
  return peer !== undefined && (LOCAL.has(peer) || (options.trustedProxies ?? []).includes(peer));
}

export function securityHeaders(options: SecurityOptions): MiddlewareHandler[] {
  const directives = cspDirectives(options.apiOrigin);
  const headers = secureHeaders({
    // Development: Vite's hot reload injects scripts of its own, so the policy only reports there.
    ...(options.mode === 'production'
      ? { contentSecurityPolicy: directives }
      : { contentSecurityPolicyReportOnly: directives }),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Not same-origin: a shop may serve the embed drop-in's script to other sites from here.
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  });
  const hsts: MiddlewareHandler = async (c, next) => {
    await next();
    const mode = options.hsts ?? 'auto';
    if (mode === 'on' || (mode === 'auto' && cameOverHttps(c, options))) {
      c.res.headers.set('Strict-Transport-Security', HSTS_VALUE);
    }
  };
  return [headers, hsts];
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site form posts to the storefront (React Router actions, which act with the shopper's auth
 * cookie) are refused with 403 (docs/decisions/033): a state-changing request must be same-origin
 * by `Sec-Fetch-Site`, or, from a browser that does not send it, by `Origin` (its host must be the
 * request's Host). A request with neither header is not a browser's cross-site form (curl, a
 * server, a test) and passes. /api is not covered: it authenticates by bearer token only, which a
 * cross-site page cannot attach, and the embed drop-in calls it from other origins on purpose.
 */
export function crossSiteFormGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method.toUpperCase())) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    let allowed = true;
    if (site !== undefined) allowed = site === 'same-origin' || site === 'none';
    else if (origin !== undefined) {
      const host = c.req.header('host');
      try {
        allowed = origin !== 'null' && host !== undefined && new URL(origin).host === host;
      } catch {
        allowed = false;
      }
    }
    if (allowed) return next();
    return c.text('Cross-site form submission refused.', 403, {
      'Cache-Control': 'no-store',
    });
  };
}
