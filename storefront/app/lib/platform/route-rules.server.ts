/**
 * Route rules from the build manifest (`builds/meta/{buildId}.json`, written by scripts/build.mjs
 * from route-rules.json): redirects, to a path or an external address. A key ending in `/**`
 * matches everything below it.
 */
export interface RedirectRule {
  to: string;
  status?: 301 | 302 | 307 | 308;
}

export type RouteRules = Record<string, { redirect?: RedirectRule | string }>;

export function matchRedirect(
  pathname: string,
  rules: RouteRules,
): { location: string; status: number } | null {
  for (const [pattern, rule] of Object.entries(rules)) {
    if (!rule.redirect) continue;
    const matches = pattern.endsWith('/**')
      ? pathname === pattern.slice(0, -3) || pathname.startsWith(pattern.slice(0, -2))
      : pathname === pattern;
    if (!matches) continue;
    const redirect = typeof rule.redirect === 'string' ? { to: rule.redirect } : rule.redirect;
    return { location: redirect.to, status: redirect.status ?? 307 };
  }
  return null;
}

const STATUSES = [301, 302, 307, 308] as const;

function toRedirect(value: unknown): RedirectRule | undefined {
  if (typeof value === 'string') return { to: value };
  if (typeof value !== 'object' || value === null) return undefined;
  const to: unknown = Reflect.get(value, 'to');
  const status = STATUSES.find((s) => s === Reflect.get(value, 'status'));
  return typeof to === 'string' ? { to, ...(status ? { status } : {}) } : undefined;
}

/** Reads the rules from a parsed manifest; malformed entries are left out. */
export function routeRulesFromManifest(manifest: unknown): RouteRules {
  if (typeof manifest !== 'object' || manifest === null) return {};
  const rules: unknown = Reflect.get(manifest, 'routeRules');
  if (typeof rules !== 'object' || rules === null) return {};
  const valid: RouteRules = {};
  for (const [pattern, rule] of Object.entries(rules)) {
    const redirect =
      typeof rule === 'object' && rule !== null
        ? toRedirect(Reflect.get(rule, 'redirect'))
        : undefined;
    if (redirect) valid[pattern] = { redirect };
  }
  return valid;
}
