import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Database } from '../../platform/db/database';
import type { AppEnv } from '../../platform/http/context';
import { catalogueVersions } from '../schema';

/**
 * Cacheable catalogue answers (docs/decisions/052-catalogue-caching.md). The public catalogue
 * reads (`/api/videos`, a video, `/api/search`, the series/studio/actress/category lists and
 * pages) depend on the catalogue rows only, and those change through admin writes only. So:
 *   - each answer carries `ETag: W/"c{version}-{digest of the URL}"` and `Cache-Control: public,
 *     max-age=0, stale-while-revalidate=30`; a request whose If-None-Match names it gets a 304;
 *   - an in-process cache keeps the answers of the current version (the store's own server render
 *     then skips the SQL of a repeated page);
 *   - every successful admin write (`/api/admin/*`, not GET) bumps the version in the database,
 *     which every instance reads at most once a second (decision 092): an edit is visible at once
 *     on the instance that took it and within a second everywhere else.
 * Not cached: the banners (their schedule follows the clock), the popular sort (follows sales),
 * products (cart checks), and anything not a 200.
 */
const ROW = 'catalogue';
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=30';

const CACHEABLE = /^\/api\/(?:videos|search|studios|series|actresses|categories)(?:\/[^/]+)?$/;

export function isCacheableCatalogueRequest(method: string, url: URL): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!CACHEABLE.test(url.pathname)) return false;
  return url.searchParams.get('sort') !== 'popular';
}

export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.id, ROW));
  return row?.version ?? 0;
}

/** One more version (atomic upsert: concurrent writers each count). */
export async function bumpCatalogueVersion(db: Database): Promise<void> {
  await db
    .insert(catalogueVersions)
    .values({ id: ROW, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersions.id,
      set: { version: sql`${catalogueVersions.version} + 1` },
    });
}

export function catalogueEtag(version: number, url: URL): string {
  const digest = createHash('sha1')
    .update(url.pathname + url.search)
    .digest('base64url')
    .slice(0, 16);
  return `W/"c${version}-${digest}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === etag.slice(2);
  });
}

interface Stored {
  body: string;
  contentType: string;
}

/**
 * The two middlewares of one app: answers from the cache, and version bumps on admin writes.
 * `maxEntries: 0` keeps no answers (ETags and 304s still work): the floor benchmark's cache-off runs.
 */
export function createCatalogueCache(
  db: Database,
  options: { maxEntries?: number; holdMs?: number; now?: () => number } = {},
) {
  // Insertion-ordered: the oldest answer goes first when full (an LRU would need a dependency).
  const answers = new Map<string, Stored>();
  const maxEntries = options.maxEntries ?? 1000;
  // The version read is held for `holdMs` (decision 092): one read a second per instance rather
  // than one per request. This instance's own admin writes drop it at once; another instance's
  // are seen within `holdMs`.
  const holdMs = options.holdMs ?? 1000;
  const now = options.now ?? Date.now;
  let held: { version: Promise<number>; until: number } | null = null;
  const currentVersion = (): Promise<number> => {
    const at = now();
    if (held && at < held.until) return held.version;
    const version = readCatalogueVersion(db);
    const entry = { version, until: at + holdMs };
    held = entry;
    // A failed read is not held: the next request asks the database again.
    version.catch(() => {
      if (held === entry) held = null;
    });
    return version;
  };

  const serve: MiddlewareHandler<AppEnv> = async (c: Context<AppEnv>, next: Next) => {
    const url = new URL(c.req.url);
    if (!isCacheableCatalogueRequest(c.req.method, url)) return next();
    const version = await currentVersion();
    const etag = catalogueEtag(version, url);
    const headers = { ETag: etag, 'Cache-Control': CATALOGUE_CACHE_CONTROL };
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const key = `${version} ${url.pathname}${url.search}`;
    const hit = answers.get(key);
    if (hit) {
      const hitHeaders = { ...headers, 'Content-Type': hit.contentType };
      return c.req.method === 'HEAD'
        ? c.body(null, 200, hitHeaders)
        : c.body(hit.body, 200, hitHeaders);
    }
    await next();
    if (c.res.status !== 200) return;
    const contentType = c.res.headers.get('content-type') ?? 'application/json';
    if (c.req.method === 'GET' && maxEntries > 0) {
      const body = await c.res.clone().text();
      if (answers.size >= maxEntries) answers.delete(answers.keys().next().value ?? '');
      answers.set(key, { body, contentType });
    }
    c.res.headers.set('ETag', etag);
    c.res.headers.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
  };

  const bumpOnAdminWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
    if (c.res.status >= 400) return;
    await bumpCatalogueVersion(db);
    held = null;
    answers.clear();
  };

  return { serve, bumpOnAdminWrite };
}
