import { chunkReloadKey, markReload, mayReload } from './reload-guard';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Whether an error is a failed chunk load (a deploy removed the old hashed files, or a network blip). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads the page for this path, at most once per 10 s. Returns whether it reloaded. */
export function reloadForChunkError(): boolean {
  const key = chunkReloadKey(window.location.pathname);
  const now = Date.now();
  if (!mayReload(sessionStorage, key, now)) return false;
  markReload(sessionStorage, key, now);
  window.location.reload();
  return true;
}

/** Listens for Vite's preload errors and unhandled chunk failures; returns a stop function. */
export function watchChunkErrors(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
