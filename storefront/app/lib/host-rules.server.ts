/**
 * Host rules (spec §2). On the admin host only the admin area, login, sign-up, the API and static
 * assets are served; anything else redirects to /admin. On the main host /admin* redirects to the
 * admin host with the same full path.
 */

export type HostDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; location: string; status: 301 | 302 };

const PASS: HostDecision = { kind: 'pass' };

/** React Router's own endpoints and asset prefixes (Vite's in development). */
const ASSET_PREFIXES = ['/assets/', '/builds/', '/__manifest', '/@', '/app/', '/node_modules/'];

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The page a request is for: `/login.data` (a client navigation's data) is `/login`. */
function pagePath(pathname: string): string {
  if (pathname === '/_.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

export function isStaticAsset(pathname: string): boolean {
  if (ASSET_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') && !pathname.endsWith('.data');
}

function allowedOnAdminHost(pathname: string): boolean {
  if (isStaticAsset(pathname)) return true;
  const page = pagePath(pathname);
  return ['/admin', '/login', '/sign-up', '/api'].some((base) => under(page, base));
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
  if (onAdminHost) {
    return allowedOnAdminHost(url.pathname)
      ? PASS
      : { kind: 'redirect', location: '/admin', status: 302 };
  }
  if (under(pagePath(url.pathname), '/admin')) {
    return {
      kind: 'redirect',
      location: `${scheme(options.protocol ?? url.protocol)}//${adminHost}${url.pathname}${url.search}`,
      status: 302,
    };
  }
  return PASS;
}
