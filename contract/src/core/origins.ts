/**
 * The embedding origins (EMBED_ORIGINS): the other sites a store's login may send a shopper back
 * to (decision 097). Exact origins only: a scheme (`http` or `https`), a host and an optional
 * port — no path, query, fragment, user name or wildcard. Pure, no zod: the server's configuration
 * and the storefront's redirect guard both read it.
 */

/** Outside production, when EMBED_ORIGINS is not set: the local try-out of docs/embedding.md. */
export const DEVELOPMENT_EMBED_ORIGINS: readonly string[] = [
  'http://127.0.0.1:8088',
  'http://localhost:8088',
];

/** One entry as its canonical origin (`https://blog.example.com`), or an error that says why. */
export function canonicalOrigin(entry: string): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return { error: `"${entry}" is not a URL (write it as https://blog.example.com)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { error: `"${entry}" must start with http:// or https://` };
  }
  // A path, query, fragment or user name shows in `href`; one trailing `/` is the origin's own.
  if (url.href !== `${url.origin}/` || entry.includes('*')) {
    return { error: `"${entry}" must be an origin only: scheme, host and port, nothing else` };
  }
  return { origin: url.origin };
}

/**
 * The list from a comma- (or space-) separated value: canonical origins, each once; the
 * default when the value is unset or blank. The first entry that is not an origin is an error.
 */
export function parseEmbedOrigins(
  value: string | undefined,
  fallback: readonly string[],
): { origins: string[] } | { error: string } {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return { origins: [...fallback] };
  const origins = new Set<string>();
  for (const entry of entries) {
    const result = canonicalOrigin(entry);
    if ('error' in result) return result;
    origins.add(result.origin);
  }
  return { origins: [...origins] };
}

/** The list for an environment: EMBED_ORIGINS, else none in production and the local default. */
export function embedOriginsOf(
  value: string | undefined,
  production: boolean,
): { origins: string[] } | { error: string } {
  return parseEmbedOrigins(value, production ? [] : DEVELOPMENT_EMBED_ORIGINS);
}
