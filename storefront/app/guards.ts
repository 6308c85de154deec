import { CommerceError } from '@reelcart/sdk/contract';
import { safeRedirect } from './lib/auth/safe-redirect';

/**
 * The named route checks of spec §6 (auth, admin, manager, auth-signup, affiliate-signup).
 * Each is a pure function of who is visiting and where to; `route-checks.server.ts` turns the
 * outcome into a redirect or an error response. Decisions: docs/decisions/003-route-checks.md.
 */

export type Role = 'admin' | 'manager' | null;

/** What the checks need to know about the visitor, read from the auth cookie. */
export interface Viewer {
  signedIn: boolean;
  role: Role;
  isAffiliate: boolean;
  hasPaymentInfo: boolean;
}

export const ANONYMOUS: Viewer = {
  signedIn: false,
  role: null,
  isAffiliate: false,
  hasPaymentInfo: false,
};

export type CheckOutcome =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' };

/** `embedOrigins`: the sites a `?redirect=` may name (EMBED_ORIGINS, decision 097). */
export type RouteCheck = (
  viewer: Viewer,
  url: URL,
  embedOrigins: readonly string[],
) => CheckOutcome;

const pass: CheckOutcome = { kind: 'pass' };

/** `/login?redirect=/dashboard/orders?page=2`: where to come back to after signing in. */
export function loginPath(url: URL): string {
  return `/login?${new URLSearchParams({ redirect: url.pathname + url.search })}`;
}

export const checks: Record<string, RouteCheck> = {
  auth: (viewer, url) => (viewer.signedIn ? pass : { kind: 'redirect', to: loginPath(url) }),
  admin: (viewer, url) => {
    if (!viewer.signedIn) return { kind: 'redirect', to: loginPath(url) };
    return viewer.role === 'admin' ? pass : { kind: 'forbidden' };
  },
  manager: (viewer, url) => {
    if (!viewer.signedIn) return { kind: 'redirect', to: loginPath(url) };
    return viewer.role === 'manager' ? pass : { kind: 'forbidden' };
  },
  /** Signed-in visitors skip /login and /sign-up: back to where they were going, else the dashboard. */
  'auth-signup': (viewer, url, embedOrigins) =>
    viewer.signedIn
      ? {
          kind: 'redirect',
          to: safeRedirect(url.searchParams.get('redirect'), '/dashboard', embedOrigins),
        }
      : pass,
  /** Affiliates go to their area; other signed-in users join from their dashboard. */
  'affiliate-signup': (viewer) => {
    if (!viewer.signedIn) return pass;
    return { kind: 'redirect', to: viewer.isAffiliate ? '/affiliate' : '/dashboard/affiliate' };
  },
};

/** Runs the named checks in order; the first that does not pass decides. */
export function runChecks(
  names: readonly string[],
  viewer: Viewer,
  url: URL,
  embedOrigins: readonly string[] = [],
): CheckOutcome {
  for (const name of names) {
    const check = Object.hasOwn(checks, name) ? checks[name] : undefined;
    if (!check) throw new CommerceError('UNKNOWN_ROUTE_MIDDLEWARE', { status: 500 });
    const outcome = check(viewer, url, embedOrigins);
    if (outcome.kind !== 'pass') return outcome;
  }
  return pass;
}
