import { matchRoutes, type RouteObject } from 'react-router';
import { PAYLOAD_PREFETCH_DELAY_MS, PRELOAD_QUEUE_MAX } from './constants';

/**
 * Prefetch of visible links (spec §7, §9): starting 1 s after load and never on a 2G connection
 * (or with Data Saver on), the code and data of same-origin links that scroll into view, with at
 * most PRELOAD_QUEUE_MAX (4) fetches pending at once. Code comes from React Router's manifest as
 * `modulepreload`, data as a `prefetch` of the route's single-fetch `.data` URL.
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

function manifestRoutes(): Record<string, ManifestRoute> | undefined {
  const manifest: unknown = Reflect.get(window, '__reactRouterManifest');
  const routes =
    typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'routes') : undefined;
  return typeof routes === 'object' && routes !== null
    ? (routes as Record<string, ManifestRoute>)
    : undefined;
}

function routeTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map(
      (r): RouteObject =>
        r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, children: routeTree(routes, r.id) },
    );
}

/** Whether the connection allows prefetching at all. */
export function connectionAllowsPrefetch(nav: object): boolean {
  const connection: unknown = Reflect.get(nav, 'connection');
  if (typeof connection !== 'object' || connection === null) return true;
  const type = Reflect.get(connection, 'effectiveType');
  if (Reflect.get(connection, 'saveData') === true) return false;
  return type !== '2g' && type !== 'slow-2g';
}

/** The single-fetch data URL React Router requests for a path (`/` → `/_.data`). */
export function dataUrl(path: string): string {
  const url = new URL(path, window.location.origin);
  url.pathname = url.pathname === '/' ? '/_.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  return url.pathname + url.search;
}

function preload(href: string, rel: 'modulepreload' | 'prefetch'): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'prefetch') link.as = 'fetch';
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** A queue running at most `max` prefetches at a time, each path once. */
export function createPrefetchQueue(run: (path: string) => Promise<void>, max = PRELOAD_QUEUE_MAX) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let pending = 0;
  const pump = () => {
    while (pending < max && waiting.length > 0) {
      const path = waiting.shift();
      if (path === undefined) return;
      pending++;
      void run(path).finally(() => {
        pending--;
        pump();
      });
    }
  };
  return {
    add(path: string) {
      if (seen.has(path)) return;
      seen.add(path);
      waiting.push(path);
      pump();
    },
    get pending() {
      return pending;
    },
  };
}

async function prefetchPath(path: string): Promise<void> {
  const routes = manifestRoutes();
  if (!routes) return;
  const matches = matchRoutes(routeTree(routes), path) ?? [];
  const modules = new Set<string>();
  for (const match of matches) {
    const route = match.route.id ? routes[match.route.id] : undefined;
    if (!route) continue;
    modules.add(route.module);
    for (const dependency of route.imports ?? []) modules.add(dependency);
  }
  const known = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href),
  );
  const code = [...modules]
    .filter((m) => !known.has(new URL(m, window.location.origin).href))
    .map((m) => preload(m, 'modulepreload'));
  await Promise.all([...code, preload(dataUrl(path), 'prefetch')]);
}

/** Watches the page's links and prefetches those that become visible; returns a stop function. */
export function startPrefetch(): () => void {
  if (!connectionAllowsPrefetch(navigator) || !('IntersectionObserver' in window)) return () => {};
  const queue = createPrefetchQueue(prefetchPath);
  const observed = new WeakSet<Element>();
  const io = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
      io.unobserve(entry.target);
      const url = new URL(entry.target.href);
      if (url.origin === window.location.origin && url.pathname !== window.location.pathname) {
        queue.add(url.pathname + url.search);
      }
    }
  });
  const scan = () => {
    for (const a of document.querySelectorAll('a[href^="/"]')) {
      if (!observed.has(a)) {
        observed.add(a);
        io.observe(a);
      }
    }
  };
  let mo: MutationObserver | undefined;
  const timer = window.setTimeout(() => {
    scan();
    mo = new MutationObserver(scan);
    mo.observe(document.body, { childList: true, subtree: true });
  }, PAYLOAD_PREFETCH_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    mo?.disconnect();
    io.disconnect();
  };
}
