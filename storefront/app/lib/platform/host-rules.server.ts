/**
 * Host rules (spec §2). On the admin host only the admin area, login, sign-up, the API and static
 * assets are served; anything else redirects to /admin. On the main host /admin* redirects to the
 * admin host with the same full path. Paths are compared as React Router matches them: in any
 * case and percent-decoded (`/ADMIN`, `/%61dmin`), and the admin area's path is sent on in its
 * one spelling, `/admin…`; the routes themselves match case-sensitively (route-table.ts).
 */

export type HostDecision =
  | { kind: 'pass' }
  | {
      kind: 'redirect';
      location: string;
      status: 301 | 302;
      /**
       * The request was a client navigation's data request (`/admin.data`): the location is the
       * page's, and the answer must be React Router's data redirect (see {@link redirectResponse}).
       */
      data?: true;
    };

const PASS: HostDecision = { kind: 'pass' };

/** React Router's own endpoints and asset prefixes (Vite's in development). */
const ASSET_PREFIXES = ['/assets/', '/builds/', '/__manifest', '/@', '/app/', '/node_modules/'];

/** React Router's own parameters of a data request, not the page's. */
const DATA_PARAMS = ['_routes'];

/** The page a request is for: `/login.data` (a client navigation's data) is `/login`. */
function pagePath(pathname: string): string {
  if (pathname === '/_.data' || pathname === '/_root.data') return '/';
  return isDataRequest(pathname) ? pathname.slice(0, -'.data'.length) : pathname;
}

const isDataRequest = (pathname: string) => pathname.endsWith('.data');

/** The page's own query of a request (a data request's `_routes` left out), with its `?`. */
function pageSearch(url: URL): string {
  if (!isDataRequest(url.pathname)) return url.search;
  const params = new URLSearchParams(url.search);
  for (const name of DATA_PARAMS) params.delete(name);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function isStaticAsset(pathname: string): boolean {
  if (ASSET_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') && !pathname.endsWith('.data');
}

/**
 * A page path's first segment as React Router matches it — percent-decoded, in any case
 * (`/Admin`, `/ADMIN`, `/%61dmin` are all the admin area) — and the rest of the path.
 */
function areaOf(page: string): { area: string; raw: string; rest: string } {
  const slash = page.indexOf('/', 1);
  const raw = slash === -1 ? page.slice(1) : page.slice(1, slash);
  let area = raw;
  try {
    area = decodeURIComponent(raw);
  } catch {
    // A malformed escape: React Router cannot match it either.
  }
  return { area: area.toLowerCase(), raw, rest: slash === -1 ? '' : page.slice(slash) };
}

function allowedOnAdminHost(pathname: string): boolean {
  if (isStaticAsset(pathname)) return true;
  return ['admin', 'login', 'sign-up', 'api'].includes(areaOf(pagePath(pathname)).area);
}

export interface HostRuleOptions {
  /** `host[:port]` of the admin site, e.g. `admin.localhost:3000`. */
  adminHost: string;
  /** The scheme the visitor used (`X-Forwarded-Proto` behind a proxy); defaults to the URL's. */
  protocol?: string;
}

/** The redirect the host rules ask for, if any. `host` is the request's Host header. */
/** `https`, `https:` or `https, http` (a proxy chain) → `https:`; anything odd → `http:`. */
function scheme(protocol: string): string {
  const first = protocol.split(',')[0]?.trim().replace(/:$/, '').toLowerCase();
  return first === 'https' ? 'https:' : 'http:';
}

export function applyHostRules(
  url: URL,
  host: string | null,
  options: HostRuleOptions,
): HostDecision {
  const adminHost = options.adminHost.toLowerCase();
  const onAdminHost = (host ?? url.host).toLowerCase() === adminHost;
  const data = isDataRequest(url.pathname) ? { data: true as const } : {};
  const { area, raw, rest } = areaOf(pagePath(url.pathname));
  // The admin area's one spelling: `/Admin/users/x` is `/admin/users/x` (ids keep their case).
  const adminPath = `/admin${rest}${pageSearch(url)}`;
  if (onAdminHost) {
    if (!allowedOnAdminHost(url.pathname)) {
      return { kind: 'redirect', location: '/admin', status: 302, ...data };
    }
    return area === 'admin' && raw !== 'admin'
      ? { kind: 'redirect', location: adminPath, status: 302, ...data }
      : PASS;
  }
  if (area === 'admin') {
    return {
      kind: 'redirect',
      location: `${scheme(options.protocol ?? url.protocol)}//${adminHost}${adminPath}`,
      status: 302,
      ...data,
    };
  }
  return PASS;
}

/**
 * The response of a redirect decision. A data request cannot follow a plain 302 (the fetch would
 * follow it to an HTML page, or be refused across origins, and the client navigation would end on
 * the 500 error page): it gets React Router's data redirect, a 204 whose headers tell the client
 * router to load the location as a document.
 */
export function redirectResponse(decision: Extract<HostDecision, { kind: 'redirect' }>): Response {
  if (!decision.data) {
    return new Response(null, {
      status: decision.status,
      headers: { Location: decision.location },
    });
  }
  return new Response(null, {
    status: 204,
    headers: {
      'X-Remix-Redirect': decision.location,
      'X-Remix-Status': String(decision.status),
      'X-Remix-Reload-Document': 'true',
    },
  });
}
