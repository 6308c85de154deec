import type { DataStrategyResult, MiddlewareFunction } from 'react-router';
import { BUILD_RELOAD_KEY, markReload, mayReload } from './reload-guard';

/**
 * Build updates (spec §4): the page knows the build it was rendered with; the client polls
 * `/builds/latest.json`, and once the id differs the next navigation is a full page load.
 */

/** Not in the spec; a minute keeps the poll cheap. Also checked when the tab becomes visible. */
export const BUILD_POLL_INTERVAL_MS = 60_000;
const FIRST_CHECK_MS = 1_000;

let pageBuildId: string | undefined;
let latestBuildId: string | undefined;

export function isUpdatePending(): boolean {
  return pageBuildId !== undefined && latestBuildId !== undefined && latestBuildId !== pageBuildId;
}

async function fetchLatest(): Promise<void> {
  try {
    const response = await fetch('/builds/latest.json', { cache: 'no-store' });
    if (!response.ok) return;
    const body: unknown = await response.json();
    const id = typeof body === 'object' && body !== null ? Reflect.get(body, 'id') : undefined;
    if (typeof id === 'string') latestBuildId = id;
  } catch {
    // Offline or mid-deploy: try again at the next tick.
  }
}

/** Starts polling for the page's build; returns a stop function. Browser only. */
export function watchBuild(buildId: string): () => void {
  // Development has no build files; Vite's hot reload does this job there.
  if (buildId === 'dev') return () => {};
  pageBuildId = buildId;
  const check = () => void fetchLatest();
  const onVisible = () => document.visibilityState === 'visible' && check();
  const first = window.setTimeout(check, FIRST_CHECK_MS);
  const timer = window.setInterval(check, BUILD_POLL_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearTimeout(first);
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Root client middleware: with a newer build out, turns the navigation into a full load of its
 * target, unless one happened in the last 10 s (the session flag), which avoids reload loops.
 */
export const buildUpdateMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request, url },
  next,
) => {
  const now = Date.now();
  if (
    request.method === 'GET' &&
    isUpdatePending() &&
    mayReload(sessionStorage, BUILD_RELOAD_KEY, now)
  ) {
    markReload(sessionStorage, BUILD_RELOAD_KEY, now);
    window.location.assign(url.pathname + url.search + url.hash);
    // The page is going away; keep the client router from rendering the old build meanwhile.
    await new Promise<never>(() => {});
  }
  return next();
};
